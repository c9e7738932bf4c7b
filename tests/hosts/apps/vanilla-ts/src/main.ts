// A plain TypeScript app (no framework): the element classes are typed, so properties and events are checked.
import 'ex-header';
import type { ExHeaderElement, ExNavigateEvent } from 'ex-header';

const app = document.getElementById('app')!;
const route = Object.assign(document.createElement('p'), { id: 'route', textContent: location.pathname });
let header: ExHeaderElement | null = null;

function mountHeader(): void {
  header = document.createElement('ex-header');
  header.setAttribute('api-base', '/api');
  header.toggleAttribute('unified-page', true);
  header.user = { userId: '1001', loginName: 'alice@example.com' };
  header.flags = { onChain: false };
  header.addEventListener('ex-navigate', (event: ExNavigateEvent) => {
    if (event.detail.newWindow) return;
    event.preventDefault();
    history.pushState(null, '', event.detail.href);
    route.textContent = event.detail.href;
  });
  app.prepend(header);
}

const button = (id: string, text: string, onClick: () => void) =>
  Object.assign(document.createElement('button'), { id, textContent: text, onclick: onClick });
app.append(
  button('locale-de', 'Deutsch', () => header?.setAttribute('locale', 'de')),
  button('toggle', 'Toggle the header', () => {
    if (header) {
      header.remove();
      header = null;
    } else mountHeader();
  }),
  route,
);
mountHeader();
