import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import type { GroupSummary } from '../../menu/types';
import { $textLocale } from '../../stores/locale';
import { useDropdown } from '../dropdown/use-dropdown';
import { ChevronDown } from '../icons/icons';
import { NavMenu } from '../nav-menu/NavMenu';
import { useT } from '../use-t';
import { useCollapse } from './use-collapse';

const Dots = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="19" cy="12" r="1.8" />
  </svg>
);

/** "More menus": the collapsed menus, each titled, in one dropdown. Icon-only, so it is never wider than a menu. */
function OverflowMenu({ groups }: { groups: GroupSummary[] }) {
  const t = useT();
  const dropdown = useDropdown('menu:collapse');
  const label = t('header.moreMenus');
  const prefetch = () => prefetchFeature('menu-panel');
  return (
    <div
      className="ex-menu"
      data-menu="collapse"
      data-state={dropdown.open ? 'open' : 'closed'}
      {...dropdown.wrapperProps}
      onPointerOver={prefetch}
      onFocus={prefetch}
    >
      <button className="ex-icon-button" part="more-trigger" aria-label={label} title={label} {...dropdown.triggerProps}>
        <Dots />
      </button>
      <div className="ex-panel ex-panel--end" part="menu-panel" {...dropdown.panelProps}>
        {dropdown.open
          ? groups.map((group) => (
              <FeatureSlot key={group.id} name="menu-panel" onError={() => dropdown.close()} props={{ groupId: group.id, titled: true }} />
            ))
          : null}
      </div>
    </div>
  );
}

/** The desktop navigation menus; those that do not fit move into "More menus", last first. */
export function CollapsibleNav({ groups }: { groups: GroupSummary[] }) {
  const t = useT();
  const locale = useStore($textLocale);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const labels = groups.map((group) => t(group.labelKey));
  const visible = useCollapse(navRef, measureRef, `${locale}\n${labels.join('\n')}`, groups.length);
  const hidden = groups.slice(visible);
  return (
    <nav ref={navRef} className="ex-nav" part="nav" aria-label={t('header.mainNav')}>
      {groups.slice(0, visible).map((group) => (
        <NavMenu key={group.id} group={group} />
      ))}
      {hidden.length > 0 ? <OverflowMenu groups={hidden} /> : null}
      <div ref={measureRef} className="ex-nav__measure" aria-hidden="true">
        {labels.map((label, index) => (
          <span key={groups[index].id} className="ex-menu__trigger">
            <span>{label}</span>
            <ChevronDown />
          </span>
        ))}
        <span className="ex-icon-button" />
      </div>
    </nav>
  );
}
