import { useStore } from '@nanostores/react';
import { $barModel } from '../../stores/bar';
import { BarBadges, Watermark } from '../account/BarBadges';
import { Logo } from '../icons/icons';
import { Toolbar } from '../toolbar/Toolbar';
import { DownloadMenu } from '../download/DownloadMenu';
import { NavMenu } from '../nav-menu/NavMenu';
import { CollapsibleNav } from '../collapse/CollapsibleNav';
import { CompactBar } from '../compact/CompactBar';
import { useLayout } from '../compact/use-layout';
import { ToastViewport } from '../toast/ToastViewport';
import { useLinkClick } from '../nav-menu/use-link-click';
import { useT } from '../use-t';
import { AuthLinks } from './AuthLinks';
import { HeaderOverlays } from './HeaderOverlays';

/** The header: the desktop bar, or below DESKTOP_MIN_WIDTH_PX of its own width the 48 px compact bar; plus the page's toasts. */
export function Header() {
  const layout = useLayout();
  return (
    <>
      {layout === 'compact' ? <CompactBar /> : <DesktopHeader />}
      <ToastViewport />
    </>
  );
}

/** The desktop header bar: logo and badges, the navigation menus, then account and tools. */
export function DesktopHeader() {
  const t = useT();
  const model = useStore($barModel);
  const linkClick = useLinkClick();
  return (
    <header className="ex-header" part="bar">
      {model.watermark ? <Watermark /> : null}
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
      <CollapsibleNav groups={model.nav} />
      <div className="ex-end" part="end">
        {model.auth ? <AuthLinks login={model.auth.login} register={model.auth.register} /> : null}
        {model.account.map((group) => (
          <NavMenu key={group.id} group={group} align="end" className="ex-account-menu" />
        ))}
        <DownloadMenu />
        <Toolbar />
      </div>
      <HeaderOverlays />
    </header>
  );
}
