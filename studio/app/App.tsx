/** The studio: the preview on top; the editor (form or JSON) beside the problems and the review. */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Preview } from './Preview';
import { Problems } from './Problems';
import { Review } from './Review';
import { Toolbar } from './Toolbar';
import { $disk, $loadError, $schema } from './stores';

// The editors' code loads after the preview shows the document: the form's now, the JSON view's when first opened.
const FormEditor = lazy(() => import('./FormEditor').then((module) => ({ default: module.FormEditor })));
const JsonEditor = lazy(() => import('./JsonEditor').then((module) => ({ default: module.JsonEditor })));

const VIEWS = [
  { id: 'form', label: 'Form' },
  { id: 'json', label: 'JSON' },
] as const;
type View = (typeof VIEWS)[number]['id'];

export function App() {
  const disk = useStore($disk);
  const schema = useStore($schema);
  const loadError = useStore($loadError);
  const [view, setView] = useState<View>('form');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const readOnly = disk?.readOnly ?? true;

  useEffect(() => {
    if (disk) document.title = `${disk.name} · ex-header studio`;
  }, [disk]);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + VIEWS.length) % VIEWS.length;
    setView(VIEWS[next].id);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <Toolbar />
      <main className="studio">
        {loadError && (
          <p className="banner warn" role="alert">
            The document could not be opened: {loadError}
          </p>
        )}
        <Preview />
        <div className="columns">
          <section className="panel editor" aria-labelledby="edit-title">
            <h2 id="edit-title">Edit</h2>
            <div role="tablist" aria-label="Edit as" className="tabs">
              {VIEWS.map((entry, index) => (
                <button
                  key={entry.id}
                  ref={(element) => {
                    tabs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${entry.id}`}
                  aria-selected={view === entry.id}
                  aria-controls={`panel-${entry.id}`}
                  tabIndex={view === entry.id ? 0 : -1}
                  onClick={() => setView(entry.id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                >
                  {entry.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`panel-${view}`} aria-labelledby={`tab-${view}`} className="tab-panel">
              {!disk || !schema ? (
                <p aria-busy="true">Opening the document…</p>
              ) : (
                <Suspense fallback={<p aria-busy="true">Loading the editor…</p>}>
                  {view === 'form' ? (
                    <FormEditor schema={schema} readOnly={readOnly} />
                  ) : (
                    <JsonEditor schema={schema} readOnly={readOnly} />
                  )}
                </Suspense>
              )}
            </div>
          </section>
          <div className="side">
            <Problems onShowField={() => setView('form')} />
            <Review />
          </div>
        </div>
      </main>
    </>
  );
}
