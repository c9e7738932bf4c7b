// React 19 sets properties on custom elements and adds listeners for on<event> props, so objects and events go
// straight through JSX. The ex-header/react typings make the props and the event detail typed.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'ex-header';
import type { ExNavigateEvent, ExUser } from 'ex-header';
import type {} from 'ex-header/react';

const user: ExUser = { userId: '1001', loginName: 'alice@example.com' };
const flags = { onChain: false };

function App() {
  const [locale, setLocale] = useState('en');
  const [shown, setShown] = useState(true);
  const [route, setRoute] = useState(location.pathname);
  const onNavigate = (event: ExNavigateEvent) => {
    if (event.detail.newWindow) return;
    event.preventDefault();
    history.pushState(null, '', event.detail.href);
    setRoute(event.detail.href);
  };
  return (
    <>
      {shown ? (
        <ex-header api-base="/api" unified-page locale={locale} user={user} flags={flags} onex-navigate={onNavigate} />
      ) : null}
      <p>
        <button id="locale-de" onClick={() => setLocale('de')}>
          Deutsch
        </button>
        <button id="toggle" onClick={() => setShown((value) => !value)}>
          Toggle the header
        </button>
      </p>
      <p id="route">{route}</p>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
