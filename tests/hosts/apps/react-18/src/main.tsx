// React 18 passes every prop of a custom element as a string attribute and has no on<event> props for them: objects
// are set as properties and events are listened to through a ref (the recipe in the README).
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'ex-header';
import type { ExHeaderElement, ExNavigateEvent, ExUser } from 'ex-header';
import type {} from 'ex-header/react';

const user: ExUser = { userId: '1001', loginName: 'alice@example.com' };
const flags = { onChain: false };

function Header({ locale, onNavigate }: { locale: string; onNavigate: (event: ExNavigateEvent) => void }) {
  const ref = useRef<ExHeaderElement>(null);
  useEffect(() => {
    const header = ref.current!;
    header.user = user;
    header.flags = flags;
    header.addEventListener('ex-navigate', onNavigate);
    return () => header.removeEventListener('ex-navigate', onNavigate);
  }, [onNavigate]);
  return <ex-header ref={ref} api-base="/api" unified-page locale={locale} />;
}

function App() {
  const [locale, setLocale] = useState('en');
  const [shown, setShown] = useState(true);
  const [route, setRoute] = useState(location.pathname);
  const [onNavigate] = useState(() => (event: ExNavigateEvent) => {
    if (event.detail.newWindow) return;
    event.preventDefault();
    history.pushState(null, '', event.detail.href);
    setRoute(event.detail.href);
  });
  return (
    <>
      {shown ? <Header locale={locale} onNavigate={onNavigate} /> : null}
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
