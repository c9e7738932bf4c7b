/** The header's verdict on the draft, and every warning with the field it names (a button takes you there). */
import { useStore } from '@nanostores/react';
import { describePath, type FieldPath } from '../model/warnings';
import { $check, $fieldWarnings, $parsed } from './stores';

/** The form's field for a path (RJSF ids), else its nearest enclosing one. */
function fieldElement(path: FieldPath): HTMLElement | null {
  for (let length = path.length; length >= 0; length -= 1) {
    const element = document.getElementById(['root', ...path.slice(0, length)].join('_'));
    if (element) return element;
  }
  return null;
}

export function Problems({ onShowField }: { onShowField: () => void }) {
  const check = useStore($check);
  const warnings = useStore($fieldWarnings);
  const parsed = useStore($parsed);
  const draft = parsed.ok ? parsed.value : null;
  const verdict = !check.document
    ? 'The header would show none of this document: the built-in menus show.'
    : warnings.length === 0
      ? 'The header shows all of it.'
      : `${warnings.length} ${warnings.length === 1 ? 'problem' : 'problems'}: the header leaves ${warnings.length === 1 ? 'that part' : 'those parts'} out and shows the rest.`;
  const show = (path: FieldPath) => {
    onShowField();
    requestAnimationFrame(() => {
      const element = fieldElement(path);
      if (!element) return;
      for (let fold = element.closest('details'); fold; fold = fold.parentElement?.closest('details') ?? null)
        fold.open = true;
      element.scrollIntoView({ block: 'center' });
      const focusable = element.matches('input, select, textarea, button')
        ? element
        : element.querySelector<HTMLElement>('input, select, textarea, button');
      focusable?.focus();
    });
  };
  return (
    <section className="panel" aria-labelledby="problems-title">
      <h2 id="problems-title">Problems</h2>
      <p role="status" className={warnings.length === 0 && check.document ? 'verdict ok' : 'verdict bad'}>
        {verdict}
      </p>
      {warnings.length > 0 && (
        <ul className="problems">
          {warnings.map((warning, index) => (
            <li key={index}>
              <button type="button" className="link-button" onClick={() => show(warning.path)}>
                {describePath(warning.path, draft)}
              </button>
              : {warning.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
