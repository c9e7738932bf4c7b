import { createContext, useContext } from 'react';
import type { Markup } from '../../markup/node';
import type { MenuEntry } from '../../menu/types';
import { renderElement, renderList, type ControlView, type ControlViews } from '../../render/markup-react';
import { addStyles } from '../../internal/style-sheet';
import { entryStyles } from '../../styles/entries';

addStyles(entryStyles);

type OnAction = (entry: MenuEntry) => void;

/** What an action entry (copy UID, a mode change, log out) does: its panel or drawer decides. */
export const EntryActionContext = createContext<OnAction | undefined>(undefined);

/**
 * An action entry runs, unless it says it is disabled (logout once started); an entry link is the element's link
 * behaviour's (src/behaviour/link.ts).
 */
const Entry: ControlView<'entry'> = ({ markup, control: { entry }, views }) => {
  const onAction = useContext(EntryActionContext);
  if (!entry.action) return renderElement(markup, views);
  const disabled = markup.attributes['aria-disabled'] === 'true';
  return renderElement(markup, views, { onClick: disabled ? undefined : () => onAction?.(entry) });
};

/** The behaviour of the controls a panel's markup describes: its action entries. */
export const ENTRY_VIEWS: ControlViews = { entry: Entry };

/** Described panel contents (src/markup/panel.ts) made live: the nodes the plain bar draws, adopted or drawn. */
export function PanelMarkup({ markup, onAction }: { markup: readonly (Markup | null)[]; onAction?: OnAction }) {
  const list = markup.filter((item): item is Markup => item !== null);
  return <EntryActionContext.Provider value={onAction}>{renderList(list, ENTRY_VIEWS)}</EntryActionContext.Provider>;
}
