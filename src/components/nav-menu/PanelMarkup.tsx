import type { Markup } from '../../markup/node';
import { renderList } from '../../render/markup-react';
import { addStyles } from '../../internal/style-sheet';
import { entryStyles } from '../../styles/entries';

addStyles(entryStyles);

/**
 * Described panel contents (src/markup/panel.ts) made live: the nodes the plain bar draws, adopted or drawn. What an
 * entry does is the element's behaviours' (a link: src/behaviour/link.ts; an action: action-entries.ts).
 */
export function PanelMarkup({ markup }: { markup: readonly (Markup | null)[] }) {
  return <>{renderList(markup.filter((item): item is Markup => item !== null))}</>;
}
