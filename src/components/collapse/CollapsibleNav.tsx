import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import type { GroupSummary } from '../../menu/types';
import { $textLocale } from '../../stores/locale';
import { Dropdown } from '../dropdown/Dropdown';
import { GLYPHS } from '../icons/glyphs';
import { ChevronDown, Glyph } from '../icons/icons';
import { NavMenu } from '../nav-menu/NavMenu';
import { useT } from '../use-t';
import { useCollapse } from './use-collapse';

/** "More menus": the collapsed menus, each titled, in one dropdown. Icon-only, so it is never wider than a menu. */
function OverflowMenu({ groups }: { groups: GroupSummary[] }) {
  const t = useT();
  return (
    <Dropdown
      kind="menu:collapse"
      menuId="collapse"
      trigger={<Glyph glyph={GLYPHS.dots} />}
      triggerClass="ex-icon-button"
      triggerPart="more-trigger"
      label={t('header.moreMenus')}
      panelClass="ex-panel ex-panel--end"
      align="end"
      panelPart="menu-panel"
      feature="menu-panel"
    >
      {(close) =>
        groups.map((group) => (
          <FeatureSlot key={group.id} name="menu-panel" onError={close} props={{ groupId: group.id, titled: true }} />
        ))
      }
    </Dropdown>
  );
}

/** The desktop navigation menus; those that do not fit move into "More menus", last first. */
export function CollapsibleNav({ groups }: { groups: GroupSummary[] }) {
  const t = useT();
  const locale = useStore($textLocale);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const labels = groups.map((group) => group.label ?? t(group.labelKey));
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
