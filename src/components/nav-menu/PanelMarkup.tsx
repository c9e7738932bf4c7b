import { createContext, useContext } from 'react';
import type { Markup } from '../../markup/node';
import type { MenuEntry } from '../../menu/types';
import { renderElement, renderList, type ControlView, type ControlViews } from '../../render/markup-react';
import { addStyles } from '../../internal/style-sheet';
import { entryStyles } from './entry-styles';
import { useLinkClick } from './use-link-click';

addStyles(entryStyles);

type OnAction = (entry: MenuEntry) => void;

/** What an action entry (copy UID, a mode change, log out) does: its panel decides. */
const EntryActionContext = createContext<OnAction | undefined>(undefined);

/** An entry link goes through the header's navigation (analytics, cancelable ex-navigate); an action entry runs. */
const Entry: ControlView<'entry'> = ({ markup, control: { entry }, views }) => {
  const linkClick = useLinkClick();
  const onAction = useContext(EntryActionContext);
  if (entry.action) return renderElement(markup, views, { onClick: () => onAction?.(entry) });
  const { href, 'data-item-id': id } = markup.attributes;
  return renderElement(markup, views, { onClick: linkClick({ id: id!, href: href!, newWindow: entry.newWindow }) });
};

const EntryIcon: ControlView<'entry-icon'> = ({ markup, views }) =>
  renderElement(markup, views, {
    onError: (event: Event) => ((event.currentTarget as HTMLImageElement).hidden = true),
  });

const ENTRY_VIEWS: ControlViews = { entry: Entry, 'entry-icon': EntryIcon };

/** Described panel contents (src/markup/panel.ts) made live: the nodes the plain bar draws, adopted or drawn. */
export function PanelMarkup({ markup, onAction }: { markup: readonly (Markup | null)[]; onAction?: OnAction }) {
  const list = markup.filter((item): item is Markup => item !== null);
  return <EntryActionContext.Provider value={onAction}>{renderList(list, ENTRY_VIEWS)}</EntryActionContext.Provider>;
}
