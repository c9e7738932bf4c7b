/**
 * A menu's entries in the order the header shows them (built-in and the document's, before any reader's rules), each
 * movable a place up or down: the move is written as the entry's `before` or `after`.
 */
import { useStore } from '@nanostores/react';
import { menuOrder, moveEntry } from '../model/order';
import { textOf } from '../model/texts';
import { useLocaleTexts } from './locale-texts';
import { $check, $parsed, editValue } from './stores';

export function MenuOrder({ groupIndex, groupKey }: { groupIndex: number; groupKey: string }) {
  const check = useStore($check);
  const parsed = useStore($parsed);
  const english = useLocaleTexts('en');
  const order = menuOrder(check.document, groupKey);
  if (!order || order.length < 2 || !parsed.ok) return null;
  const ids = order.map((entry) => entry.id);
  const name = (entry: (typeof order)[number]) => entry.label ?? (english ? textOf(english, entry.labelKey) : entry.id);
  const move = (id: string, step: -1 | 1) => editValue(moveEntry(parsed.value, groupIndex, ids, id, step));
  return (
    <details className="menu-order">
      <summary>Order of the entries ({order.length}), as the header builds it</summary>
      <ol>
        {order.map((entry, index) => (
          <li key={entry.id}>
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
              </span>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
