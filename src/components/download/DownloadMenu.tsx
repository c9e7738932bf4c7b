import { ExAnalyticsEvent } from '../../events';
import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import { useDropdown } from '../dropdown/use-dropdown';
import { useHost } from '../host';
import { Download } from '../icons/icons';
import { useT } from '../use-t';

const DOWNLOAD_ITEM_IDS = ['download-ios', 'download-google-play', 'download-android', 'download-page'];

/** The app-download dropdown; its panel (QR code and store links) loads on first use. */
export function DownloadMenu() {
  const t = useT();
  const { emit } = useHost();
  const dropdown = useDropdown('menu:download', () =>
    emit(new ExAnalyticsEvent({ type: 'exposure', itemId: 'download', itemIds: DOWNLOAD_ITEM_IDS })),
  );
  return (
    <div
      className="ex-menu ex-download"
      data-menu="download"
      data-state={dropdown.open ? 'open' : 'closed'}
      {...dropdown.wrapperProps}
      onFocus={() => prefetchFeature('download-panel')}
    >
      <button className="ex-icon-button" part="download-trigger" aria-label={t('header.download')} title={t('header.download')} {...dropdown.triggerProps}>
        <Download />
      </button>
      <div className="ex-panel ex-panel--end ex-download__panel" part="download-panel" {...dropdown.panelProps}>
        {dropdown.open ? <FeatureSlot name="download-panel" onError={() => dropdown.close()} /> : null}
      </div>
    </div>
  );
}
