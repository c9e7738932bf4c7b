/**
 * A menu's entries in the order the header shows them (built-in and the document's, before any reader's rules), each
 * movable a place up or down, or dragged onto another's place (written as the entry's `before` or `after`), or hidden
 * (`isHide`), and the hidden ones shown again.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dropEntry, hiddenEntries, menuOrder, moveEntry, setHidden } from '../model/order';
import { textOf } from '../model/texts';
import { useLocaleTexts } from './locale-texts';
import { $check, $parsed, editValue } from './stores';

export function MenuOrder({ groupIndex, groupKey }: { groupIndex: number; groupKey: string }) {
  const check = useStore($check);
  const parsed = useStore($parsed);
  const english = useLocaleTexts('en');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const order = menuOrder(check.document, groupKey);
  if (!order || !parsed.ok) return null;
  const hidden = hiddenEntries(parsed.value, groupIndex);
  const ids = order.map((entry) => entry.id);
  const name = (entry: (typeof order)[number]) => entry.label ?? (english ? textOf(english, entry.labelKey) : entry.id);
  const move = (id: string, step: -1 | 1) => editValue(moveEntry(parsed.value, groupIndex, ids, id, step));
  const drop = (target: string) => {
    if (dragged) editValue(dropEntry(parsed.value, groupIndex, ids, dragged, target));
    setDragged(null);
    setOver(null);
  };
  const hide = (id: string, isHidden: boolean) => editValue(setHidden(parsed.value, groupIndex, id, isHidden));
  const builtInName = (id: string) => {
    const key = `menu.${groupKey}.${id}.label`;
    const text = english ? textOf(english, key) : key;
    return text === key ? id : text;
  };
  return (
    <details className="menu-order">
      <summary>
        Order of the entries ({order.length}
        {hidden.length > 0 ? `, ${hidden.length} hidden` : ''}), as the header builds it
      </summary>
      <p className="hint">Drag an entry onto another’s place, or move it with its buttons.</p>
      <ol>
        {order.map((entry, index) => (
          <li
            key={entry.id}
            draggable={!entry.fixed}
            className={[
              dragged === entry.id ? 'dragged' : '',
              over === entry.id && dragged !== entry.id ? 'drop-target' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', entry.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragged(entry.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (!dragged || entry.fixed) return;
              event.preventDefault();
              setOver(entry.id);
            }}
            onDrop={(event) => {
              event.preventDefault();
              drop(entry.id);
            }}
          >
            <span>
              {name(entry)} <span className="code">{entry.id}</span>
            </span>
            {!entry.fixed && (
              <span className="order-buttons">
                <button
                  type="button"
                  className="studio-button"
                  disabled={index === 0}
                  aria-label={`Move ${name(entry)} up in the ${groupKey} menu`}
                  onClick={() => move(entry.id, -1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="studio-button"
                  disabled={index === order.length - 1}
                  aria-label={`Move ${name(entry)} down in the ${groupKey} menu`}
                  onClick={() => move(entry.id, 1)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="studio-button"
                  aria-label={`Hide ${name(entry)} from the ${groupKey} menu`}
                  onClick={() => hide(entry.id, true)}
                >
                  Hide
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {hidden.length > 0 && (
        <>
          <p className="hint">Hidden from this menu:</p>
          <ul className="hidden-entries">
            {hidden.map((id) => (
              <li key={id}>
                {builtInName(id)} <span className="code">{id}</span>{' '}
                <button
                  type="button"
                  className="studio-button"
                  aria-label={`Show ${builtInName(id)} in the ${groupKey} menu again`}
                  onClick={() => hide(id, false)}
                >
                  Show again
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
