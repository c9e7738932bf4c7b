/**
 * The app-download links, one list for the desktop download panel and the small-screen preferences drawer: the two
 * store links (full URLs, new window), the Android package and the download page (internal, so with the language
 * prefix like every other internal link).
 */
import { APP_LINKS } from '../constants';
import { ROUTES, sitePath } from './routes';
import type { MenuEntry } from './types';

export type DownloadLinkId = 'download-ios' | 'download-google-play' | 'download-android' | 'download-page';

export interface DownloadLink extends MenuEntry {
  id: DownloadLinkId;
  href: string;
}

export function downloadLinks(links: { locale: string; site: string | null }): DownloadLink[] {
  return [
    { id: 'download-ios', labelKey: 'header.downloadIos', href: APP_LINKS.ios, newWindow: true },
    { id: 'download-google-play', labelKey: 'header.downloadGooglePlay', href: APP_LINKS.googlePlay, newWindow: true },
    {
      id: 'download-android',
      labelKey: 'header.downloadAndroid',
      href: sitePath(ROUTES.downloadAndroid, links),
      newWindow: false,
    },
    {
      id: 'download-page',
      labelKey: 'header.downloadMore',
      href: sitePath(ROUTES.download, links),
      newWindow: false,
    },
  ];
}
