import { QR_SIZE_PX } from '../constants';
import type { DownloadLink, DownloadLinkId } from '../menu/downloads';
import { stroked, type Glyph } from './glyphs';
import { el, glyph, type Markup, type MarkupElement } from './node';
import { describeEntry, type PanelInput } from './panel';
import { qrPath } from './qr-path';

/** What the download panel is described from besides the texts: its links and the address its QR code holds. */
export interface DownloadPanelInput extends PanelInput {
  links: readonly DownloadLink[];
  /** The download page as a full URL (what a phone's camera opens). */
  downloadUrl: string;
}

/** The app stores' icons (drawn with the panel, not with the bar). */
const STORE_GLYPHS: Partial<Record<DownloadLinkId, Glyph>> = {
  'download-ios': stroked(16, [
    [
      'path',
      {
        d: 'M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7ZM14.3 5.6c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.4-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3Z',
      },
    ],
  ]),
  'download-google-play': stroked(16, [
    ['path', { d: 'M5 3.5v17a1 1 0 0 0 1.5.9l14-8.5a1 1 0 0 0 0-1.8l-14-8.5A1 1 0 0 0 5 3.5Z' }],
  ]),
  'download-android': stroked(16, [
    [
      'path',
      {
        d: 'M6 10v7a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-7M6 10a6 6 0 0 1 12 0H6ZM8 4 9.5 6.5M16 4l-1.5 2.5M3.5 11v5M20.5 11v5',
      },
    ],
  ]),
};

const QUIET_ZONE = 4;
/** The last code drawn: the panel is described again on every change, its address and label seldom change. */
let lastQr: { key: string; markup: MarkupElement } | null = null;

/** A scannable QR code: always dark modules on white with the standard 4-module quiet zone, in both themes. */
function qrCode(text: string, label: string): MarkupElement {
  const key = `${text}\n${label}`;
  if (lastQr?.key === key) return lastQr.markup;
  const { modules, d } = qrPath(text);
  const span = String(modules + QUIET_ZONE * 2);
  const markup = el(
    'svg',
    {
      class: 'ex-qr',
      part: 'qr',
      width: String(QR_SIZE_PX),
      height: String(QR_SIZE_PX),
      viewBox: `${-QUIET_ZONE} ${-QUIET_ZONE} ${span} ${span}`,
      role: 'img',
      'aria-label': label,
      'shape-rendering': 'crispEdges',
    },
    el('rect', { x: String(-QUIET_ZONE), y: String(-QUIET_ZONE), width: span, height: span, fill: '#ffffff' }),
    el('path', { d, fill: '#000000' }),
  );
  lastQr = { key, markup };
  return markup;
}

/** The app-download panel's contents: a QR code of the download page, the store links with their icons, then the rest. */
export function describeDownloadPanel(input: DownloadPanelInput): Markup[] {
  const { t, links, downloadUrl } = input;
  const entry = (link: DownloadLink) => describeEntry(link, input, { compact: true });
  return [
    el(
      'div',
      { class: 'ex-download__qr' },
      qrCode(downloadUrl, t('header.downloadTitle')),
      el('p', {}, t('header.downloadTitle')),
    ),
    el(
      'ul',
      { class: 'ex-download__stores' },
      links.map((link) => {
        const icon = STORE_GLYPHS[link.id];
        return icon ? el('li', { class: 'ex-download__store' }, glyph(icon), entry(link)) : null;
      }),
    ),
    ...links.filter((link) => !STORE_GLYPHS[link.id]).flatMap((link) => entry(link) ?? []),
  ];
}
