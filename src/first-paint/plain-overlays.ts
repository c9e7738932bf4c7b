import type { OverlayKind } from '../stores/overlay';

/** The overlays the plain bar draws itself before React (src/first-paint/overlays.ts): the theme dialog. */
export type PlainOverlayKind = 'theme';

export const isPlainOverlay = (kind: OverlayKind): kind is PlainOverlayKind => kind === 'theme';

/** The controls that open one of them. */
export const PLAIN_OVERLAY_TRIGGERS = '[data-overlay-trigger="theme"]';

/** An overlay the plain bar drew, or a node inside one. */
export const PLAIN_OVERLAY_ROOT = '.ex-overlay-root';
