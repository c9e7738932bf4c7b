import { ExAnalyticsEvent } from '../../events';
import type { MenuEntry, MenuGroup } from '../../menu/types';
import { useDropdown } from '../dropdown/use-dropdown';
import { useHost } from '../host';
import { ChevronDown } from '../icons/icons';
import { useT } from '../use-t';
import { MenuPanel } from './MenuPanel';

interface NavMenuProps {
  group: MenuGroup;
  onAction?: (entry: MenuEntry) => void;
  align?: 'start' | 'end';
  className?: string;
}

/** A top-level menu: a trigger button and its dropdown panel; announces an exposure analytics event when shown. */
export function NavMenu({ group, onAction, align = 'start', className = '' }: NavMenuProps) {
  const t = useT();
  const { emit } = useHost();
  const dropdown = useDropdown(`menu:${group.id}`, () => {
    const itemIds = group.sections.flatMap((section) => section.entries.map((entry) => entry.id));
    emit(new ExAnalyticsEvent({ type: 'exposure', itemId: group.id, itemIds }));
  });
  return (
    <div className={`ex-menu ${className}`} data-menu={group.id} data-state={dropdown.open ? 'open' : 'closed'} {...dropdown.wrapperProps}>
      <button className="ex-menu__trigger" part="menu-trigger" {...dropdown.triggerProps}>
        <span>{t(group.labelKey)}</span>
        <ChevronDown />
      </button>
      <div className={`ex-panel ex-panel--${align}`} part="menu-panel" {...dropdown.panelProps}>
        {dropdown.open ? <MenuPanel group={group} onAction={onAction} /> : null}
      </div>
    </div>
  );
}
