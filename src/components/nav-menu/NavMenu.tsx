import { FeatureSlot } from '../../features/FeatureSlot';
import type { GroupSummary } from '../../menu/types';
import { Dropdown } from '../dropdown/Dropdown';
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
  return (
    <Dropdown
      kind={`menu:${group.id}`}
      menuId={group.id}
      className={className}
      trigger={
        <>
          <span>{group.label ?? t(group.labelKey)}</span>
          <ChevronDown />
        </>
      }
      triggerClass="ex-menu__trigger"
      triggerPart="menu-trigger"
      panelClass={`ex-panel ex-panel--${align}`}
      align={align}
      panelPart="menu-panel"
      feature="menu-panel"
    >
      {(close) => <FeatureSlot name="menu-panel" onError={close} props={{ groupId: group.id }} />}
    </Dropdown>
  );
}
