import type { Markup } from '../markup/node';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text for HTML content or a double-quoted attribute value: nothing in it is markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** Elements with no end tag in HTML. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose text the parser reads as it is, up to their end tag: a stylesheet, an inline script's data. */
const RAW_TEXT_ELEMENTS = new Set(['style', 'script']);

/** Text of a raw-text element: as it is, but nothing in it can end the element (`</style`, `</script`). */
function rawText(text: string): string {
  return text.replace(/<\/(?=script|style)/gi, '<\\/');
}

/** Markup as an HTML string (a server's output): escaped text and attributes, the same tree toDom builds. */
export function toHtml(markup: Markup, svg = false): string {
  if (typeof markup === 'string') return escapeHtml(markup);
  const inSvg = svg || markup.tag === 'svg';
  let attributes = '';
  for (const [name, value] of Object.entries(markup.attributes))
    if (value != null) attributes += ` ${name}="${escapeHtml(value)}"`;
  if (!inSvg && VOID_ELEMENTS.has(markup.tag)) return `<${markup.tag}${attributes}>`;
  const children = RAW_TEXT_ELEMENTS.has(markup.tag)
    ? markup.children.map((child) => (typeof child === 'string' ? rawText(child) : '')).join('')
    : markup.children.map((child) => toHtml(child, inSvg)).join('');
  return `<${markup.tag}${attributes}>${children}</${markup.tag}>`;
}
