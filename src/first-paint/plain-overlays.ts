import { $user } from '../stores/account';
import type { OverlayKind } from '../stores/overlay';

/**
 * The overlays the plain bar draws itself before React (src/first-paint/overlays.ts): the theme dialog, the
 * navigation and preferences drawers, and a visitor's account drawer (a signed-in user's holds account actions, which run with the
 * views: React draws it).
 */
export type PlainOverlayKind = 'theme' | 'drawer:nav' | 'drawer:user' | 'drawer:preferences';

export const isPlainOverlay = (kind: OverlayKind): kind is PlainOverlayKind =>
  kind === 'theme' ||
  kind === 'drawer:nav' ||
  kind === 'drawer:preferences' ||
  (kind === 'drawer:user' && $user.get() === null);

/** Whether a control opens one of them. */
export const opensPlainOverlay = (control: Element): boolean =>
  control.matches(
    'button[data-overlay-trigger="theme"], button[data-drawer="nav"], button[data-drawer="preferences"]',
  ) ||
  (control.matches('button[data-drawer="user"]') && $user.get() === null);

/** An overlay the plain bar drew, or a node inside one. */
export const PLAIN_OVERLAY_ROOT = '.ex-overlay-root';
