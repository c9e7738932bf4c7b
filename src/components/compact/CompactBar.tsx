import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import { $barModel } from '../../stores/bar';
import { BarBadges, Watermark } from '../account/BarBadges';
import { closeOverlay, openOverlay, overlayFor } from '../../stores/overlay';
import { useHost } from '../host';
import { GLYPHS } from '../icons/glyphs';
import { Gear, Glyph, Logo } from '../icons/icons';
import { useLinkClick } from '../nav-menu/use-link-click';
import { useT } from '../use-t';

export type DrawerKind = 'nav' | 'user' | 'preferences';

/** The small-screen bar (48 px): menu, logo, account and preferences; each button opens its drawer. */
export function CompactBar() {
  const t = useT();
  const { ownerId } = useHost();
  const model = useStore($barModel);
  const open = useStore(useMemo(() => overlayFor(ownerId), [ownerId]));
  const linkClick = useLinkClick();
  const drawer = open.startsWith('drawer:') ? (open.slice(7) as DrawerKind) : null;
  const close = () => closeOverlay(undefined, ownerId);
  const button = (kind: DrawerKind, label: string, glyph: ReactNode) => (
    <button
      type="button"
      className="ex-icon-button ex-compact__button"
      part="drawer-button"
      data-drawer={kind}
      aria-haspopup="dialog"
      aria-expanded={drawer === kind}
      aria-label={label}
      title={label}
      onPointerEnter={() => prefetchFeature('drawer')}
      onFocus={() => prefetchFeature('drawer')}
      onClick={() => openOverlay(`drawer:${kind}`, ownerId)}
    >
      {glyph}
    </button>
  );
  return (
    <header className="ex-header ex-compact" part="bar compact-bar">
      {model.watermark ? <Watermark /> : null}
      {button('nav', t('drawer.openNav'), <Glyph glyph={GLYPHS.menu} />)}
      <a
        className="ex-logo"
        part="logo"
        href={model.home}
        aria-label={t('header.logoLabel')}
        onClick={linkClick({ id: 'logo', href: model.home, newWindow: false })}
      >
        <Logo />
      </a>
      <BarBadges badges={model.badges} />
      <span className="ex-compact__end">
        {button('user', t(model.auth ? 'drawer.openUserVisitor' : 'drawer.openUser'), <Glyph glyph={GLYPHS.person} />)}
        {button('preferences', t('drawer.openPreferences'), <Gear />)}
      </span>
      {drawer ? <FeatureSlot name="drawer" onError={close} props={{ kind: drawer, onClose: close }} /> : null}
    </header>
  );
}
