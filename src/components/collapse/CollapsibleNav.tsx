import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { describeNav, groupLabel } from '../../markup/bar';
import { renderElement, type ControlView } from '../../render/markup-react';
import { $barInput } from '../../markup/bar-input';
import { $textLocale } from '../../stores/locale';
import { useCollapse } from './use-collapse';

/**
 * The desktop navigation made live: the menus that do not fit move into "More menus", last first. It describes
 * itself again with the count that fits (the described nav shows every menu); its last child is the measuring row.
 */
export const CollapsibleNav: ControlView<'nav'> = ({ views }) => {
  const input = useStore($barInput);
  const locale = useStore($textLocale);
  const navRef = useRef<HTMLElement>(null);
  const groups = input.model.nav;
  const labels = groups.map((group) => groupLabel(input, group));
  const visible = useCollapse(navRef, `${locale}\n${labels.join('\n')}`, groups.length);
  const nav = describeNav(input, visible < groups.length ? visible : null);
  return renderElement(nav, views, { ref: navRef });
};
