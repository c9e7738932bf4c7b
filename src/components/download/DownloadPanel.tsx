import { useEffect } from 'react';
import { announceExposure } from '../../actions/menu-exposure';
import { describeDownloadPanel } from '../../markup/download-panel';
import { useHost } from '../host';
import { PanelMarkup } from '../nav-menu/PanelMarkup';
import { addStyles } from '../../internal/style-sheet';
import css from '../../styles/download-panel.css?inline';
import { useViewStore } from '../view-store';

addStyles(css);

/**
 * The app-download panel (src/markup/download-panel.ts: a QR code of the download page and the store links), loaded
 * on first use; the plain bar draws the same nodes before React, which this adopts.
 */
export function DownloadPanel() {
  const host = useHost();
  const input = useViewStore('downloadPanelInput');
  // Shown: the exposure analytics event, with the ids of the links (once per opening, again if they change).
  const itemIds = input.links.map((link) => link.id).join();
  useEffect(() => announceExposure(host, 'download', itemIds.split(',')), [host, itemIds]);
  return <PanelMarkup markup={describeDownloadPanel(input)} />;
}
