import { useStore } from '@nanostores/react';
import { downloadLinks, type DownloadLinkId } from '../../menu/downloads';
import { $barModel } from '../../stores/bar';
import { $locale } from '../../stores/locale';
import { Android, Apple, Play } from './store-icons';
import { MenuEntryLink } from '../nav-menu/MenuEntryLink';
import { useT } from '../use-t';
import { QrCode } from './QrCode';
import { addStyles } from '../../internal/style-sheet';
import css from './download.css?inline';

addStyles(css);

const STORE_ICONS: Partial<Record<DownloadLinkId, typeof Apple>> = {
  'download-ios': Apple,
  'download-google-play': Play,
  'download-android': Android,
};

/** The app-download panel: a QR code of the download page and the store links (loaded on first use). */
export function DownloadPanel() {
  const t = useT();
  const model = useStore($barModel);
  const links = downloadLinks(useStore($locale));
  const downloadUrl = typeof location === 'undefined' ? model.download : new URL(model.download, location.href).href;
  return (
    <>
      <div className="ex-download__qr">
        <QrCode text={downloadUrl} label={t('header.downloadTitle')} />
        <p>{t('header.downloadTitle')}</p>
      </div>
      <ul className="ex-download__stores">
        {links.map((entry) => {
          const Icon = STORE_ICONS[entry.id];
          return Icon ? (
            <li key={entry.id} className="ex-download__store">
              <Icon />
              <MenuEntryLink entry={entry} compact />
            </li>
          ) : null;
        })}
      </ul>
      {links
        .filter((entry) => !STORE_ICONS[entry.id])
        .map((entry) => (
          <MenuEntryLink key={entry.id} entry={entry} compact />
        ))}
    </>
  );
}
