import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSchema, openDocument } from './stores';
import './studio.css';

// The document, the schema and (in the preview's frame) the header load in parallel; the preview shows the document
// as soon as it is read, while the form's code still loads.
void openDocument();
void loadSchema();
createRoot(document.getElementById('studio') as HTMLElement).render(<App />);
