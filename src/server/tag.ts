import { STATE_PARSERS } from '../attributes/state-parsers';
import { escapeHtml } from '../render/markup-html';

/** A state attribute's text as a page would write it: JSON for objects, presence for true, nothing for false. */
function attributeText(kind: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (kind === 'boolean') return value === true || value === '' || value === 'true' ? '' : null;
  if (kind === 'json' && typeof value !== 'string') return JSON.stringify(value);
  return String(value);
}

/** A navigation document goes inside the element as an inline script (read there by the browser), not as an attribute. */
const WRITTEN_STATE = STATE_PARSERS.filter((parser) => parser.name !== 'menus');

/** The state attributes of <ex-header> for these options (its properties), as HTML: what the element parses again. */
export function headerAttributes(options: object): string {
  return WRITTEN_STATE.flatMap((parser) => {
    const text = attributeText(parser.kind, (options as Record<string, unknown>)[parser.property]);
    return text === null ? [] : [text === '' ? ` ${parser.name}` : ` ${parser.name}="${escapeHtml(text)}"`];
  }).join('');
}
