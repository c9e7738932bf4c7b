import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import type { GroupSummary } from '../../menu/types';
import { useDropdown } from '../dropdown/use-dropdown';
import { ChevronDown } from '../icons/icons';
import { useT } from '../use-t';

interface NavMenuProps {
  group: GroupSummary;
  align?: 'start' | 'end';
  className?: string;
}

/** A top-level menu: its trigger is part of the first paint; its panel (entries) loads with the first menu opened. */
export function NavMenu({ group, align = 'start', className = '' }: NavMenuProps) {
  const t = useT();
  const dropdown = useDropdown(`menu:${group.id}`);
  const prefetch = () => prefetchFeature('menu-panel');
  return (
    <div
      className={`ex-menu ${className}`}
      data-menu={group.id}
      data-state={dropdown.open ? 'open' : 'closed'}
      {...dropdown.wrapperProps}
      onPointerOver={prefetch}
      onFocus={prefetch}
    >
      <button className="ex-menu__trigger" part="menu-trigger" {...dropdown.triggerProps}>
        <span>{t(group.labelKey)}</span>
        <ChevronDown />
      </button>
      <div className={`ex-panel ex-panel--${align}`} part="menu-panel" {...dropdown.panelProps}>
        {dropdown.open ? <FeatureSlot name="menu-panel" onError={() => dropdown.close()} props={{ groupId: group.id }} /> : null}
      </div>
    </div>
  );
}
