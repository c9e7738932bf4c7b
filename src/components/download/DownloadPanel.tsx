import { useStore } from '@nanostores/react';
import { APP_LINKS } from '../../constants';
import type { MenuEntry } from '../../menu/types';
import { $barModel } from '../../stores/bar';
import { Android, Apple, Play } from '../icons/icons';
import { MenuEntryLink } from '../nav-menu/MenuEntryLink';
import { useT } from '../use-t';
import { QrCode } from './QrCode';

export const STORE_LINKS: { entry: MenuEntry; Icon: typeof Apple }[] = [
  { entry: { id: 'download-ios', labelKey: 'header.downloadIos', href: APP_LINKS.ios, newWindow: true }, Icon: Apple },
  { entry: { id: 'download-google-play', labelKey: 'header.downloadGooglePlay', href: APP_LINKS.googlePlay, newWindow: true }, Icon: Play },
  { entry: { id: 'download-android', labelKey: 'header.downloadAndroid', href: APP_LINKS.android, newWindow: false }, Icon: Android },
];

/** The app-download panel: a QR code of the download page and the store links (loaded on first use). */
export function DownloadPanel() {
  const t = useT();
  const model = useStore($barModel);
  const downloadUrl = typeof location === 'undefined' ? model.download : new URL(model.download, location.href).href;
  return (
    <>
      <div className="ex-download__qr">
        <QrCode text={downloadUrl} label={t('header.downloadTitle')} />
        <p>{t('header.downloadTitle')}</p>
      </div>
      <ul className="ex-download__stores">
        {STORE_LINKS.map(({ entry, Icon }) => (
          <li key={entry.id} className="ex-download__store">
            <Icon />
            <MenuEntryLink entry={entry} compact />
          </li>
        ))}
      </ul>
      <MenuEntryLink entry={{ id: 'download-page', labelKey: 'header.downloadMore', href: model.download, newWindow: false }} compact />
    </>
  );
}
