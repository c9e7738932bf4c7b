import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { announceExposure } from '../../actions/menu-exposure';
import { useHost } from '../host';
import { downloadLinks, type DownloadLinkId } from '../../menu/downloads';
import { $barModel } from '../../stores/bar';
import { $locale } from '../../stores/locale';
import { Android, Apple, Play } from './store-icons';
import { describeEntry } from '../../markup/panel';
import { $panelInput } from '../../stores/panel';
import { PanelMarkup } from '../nav-menu/PanelMarkup';
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
  const host = useHost();
  const model = useStore($barModel);
  const links = downloadLinks(useStore($locale));
  const input = useStore($panelInput);
  const entry = (link: (typeof links)[number]) => describeEntry(link, input, { compact: true });
  // Shown: the exposure analytics event, with the ids of the links (once per opening, again if they change).
  const itemIds = links.map((link) => link.id).join();
  useEffect(() => announceExposure(host, 'download', itemIds.split(',')), [host, itemIds]);
  const downloadUrl = typeof location === 'undefined' ? model.download : new URL(model.download, location.href).href;
  return (
    <>
      <div className="ex-download__qr">
        <QrCode text={downloadUrl} label={t('header.downloadTitle')} />
        <p>{t('header.downloadTitle')}</p>
      </div>
      <ul className="ex-download__stores">
        {links.map((link) => {
          const Icon = STORE_ICONS[link.id];
          return Icon ? (
            <li key={link.id} className="ex-download__store">
              <Icon />
              <PanelMarkup markup={[entry(link)]} />
            </li>
          ) : null;
        })}
      </ul>
      <PanelMarkup markup={links.filter((link) => !STORE_ICONS[link.id]).map(entry)} />
    </>
  );
}
