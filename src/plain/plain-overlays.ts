/** An overlay or the toasts the plain bar drew (src/plain/overlay-root.ts, toasts.ts), or a node inside one. */
export const PLAIN_OVERLAY_ROOT = '.ex-overlay-root, .ex-toast-root';
