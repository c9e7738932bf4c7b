import { useRef } from 'react';
import { describeNav, groupLabel } from '../../markup/bar';
import { renderElement, type ControlView } from '../../render/markup-react';
import { useCollapse } from './use-collapse';
import { useViewStore } from '../view-store';
import { useHost } from '../host';

/**
 * The desktop navigation made live: the menus that do not fit move into "More menus", last first. It describes
 * itself again with the count that fits (the described nav shows every menu); its last child is the measuring row.
 */
export const CollapsibleNav: ControlView<'nav'> = ({ views }) => {
  const input = useViewStore('barInput');
  const locale = useViewStore('textLocale');
  const navRef = useRef<HTMLElement>(null);
  const groups = input.model.nav;
  const labels = groups.map((group) => groupLabel(input, group));
  const { ownerId } = useHost();
  const ids = groups.map((group) => group.id);
  const visible = useCollapse(navRef, `${locale}\n${labels.join('\n')}`, { owner: ownerId, ids });
  const nav = describeNav(input, visible < groups.length ? visible : null);
  return renderElement(nav, views, { ref: navRef });
};
