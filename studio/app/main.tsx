import { createRoot } from 'react-dom/client';
import { App } from './App';
import { openDocument } from './stores';
import './studio.css';

// The document, the schema and (in the frame) the header load in parallel.
const opened = openDocument();
const schema = fetch('/dist/menus.schema.json').then((response) => {
  if (!response.ok) throw new Error(`menus.schema.json: HTTP ${response.status}`);
  return response.json();
});
const root = createRoot(document.getElementById('studio') as HTMLElement);
schema.then(
  (loaded) => root.render(<App schema={loaded} />),
  (error: unknown) => {
    root.render(<p role="alert">The studio could not load the document’s schema: {String(error)}. Is dist/ built?</p>);
  },
);
void opened;
