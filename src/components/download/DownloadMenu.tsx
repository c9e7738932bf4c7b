import { ExAnalyticsEvent } from '../../events';
import { FeatureSlot } from '../../features/FeatureSlot';
import { Dropdown } from '../dropdown/Dropdown';
import { useHost } from '../host';
import { Download } from '../icons/icons';
import { useT } from '../use-t';

const DOWNLOAD_ITEM_IDS = ['download-ios', 'download-google-play', 'download-android', 'download-page'];

/** The app-download dropdown; its panel (QR code and store links) loads on first use. */
export function DownloadMenu() {
  const t = useT();
  const { emit } = useHost();
  return (
    <Dropdown
      kind="menu:download"
      menuId="download"
      className="ex-download"
      trigger={<Download />}
      triggerClass="ex-icon-button"
      triggerPart="download-trigger"
      label={t('header.download')}
      panelClass="ex-panel ex-panel--end ex-download__panel"
      align="end"
      panelPart="download-panel"
      feature="download-panel"
      onOpen={() => emit(new ExAnalyticsEvent({ type: 'exposure', itemId: 'download', itemIds: DOWNLOAD_ITEM_IDS }))}
    >
      {(close) => <FeatureSlot name="download-panel" onError={close} props={{}} />}
    </Dropdown>
  );
}
