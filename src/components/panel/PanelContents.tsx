import { useEffect } from 'react';
import { announceExposure } from '../../actions/menu-exposure';
import { addStyles } from '../../internal/style-sheet';
import type { DropdownContent } from '../../markup/controls';
import type { Markup } from '../../markup/node';
import { renderList } from '../../render/markup-react';
import { panel, type PanelState } from '../../views/panel';
import { useHost } from '../host';
import { useViewState } from '../view-store';

addStyles(...panel.styles);

/** Announces that a panel showed its entries: once per opening, and again only when they change. */
function Exposure({ id, itemIds }: { id: string; itemIds: string }) {
  const host = useHost();
  useEffect(() => {
    if (itemIds) announceExposure(host, id, itemIds.split(','));
  }, [host, id, itemIds]);
  return null;
}

/**
 * React's one panel: an open dropdown's contents as src/views/panel.ts declares them (a menu's entries, the user
 * menu, "More menus", the app download), the same nodes the plain bar draws before React (which this adopts). What
 * an entry does is the element's behaviours' (a link: src/behaviour/link.ts; an action: action-entries.ts).
 */
export function PanelContents({ content }: { content: DropdownContent }) {
  // Only what this panel reads (the same for as long as it is mounted: a dropdown's content does not change kind).
  const state = useViewState(panel.reads(content)) as PanelState;
  return (
    <>
      {renderList(panel.describe(content, state).filter((item): item is Markup => item !== null))}
      {panel.exposures(content, state).map(({ id, itemIds }) => (
        <Exposure key={id} id={id} itemIds={itemIds.join()} />
      ))}
    </>
  );
}
