import { defineOnce } from './define';
import { createOverlayElement } from './overlay-element';
import { textAttribute } from './own-attributes';

/**
 * <ex-security-dialog action="withdraw" open>: security-action verification. Opening posts actionItems {action};
 * success sends `ex-security-success` { action, options }, failure `ex-security-fail` { action, code, message }, an
 * error toast, and closes. Closing removes `open`. The flow (src/actions/security.ts) starts when the view mounts,
 * so a new action re-creates it.
 */
export const ExSecurityDialogElement = createOverlayElement({
  tag: 'ex-security-dialog',
  ownAttributes: [textAttribute('action')],
  shows: (own) => ({ kind: 'security', options: { action: String(own.action ?? '') } }),
  pageWide: true,
  toasts: true,
});

defineOnce('ex-security-dialog', ExSecurityDialogElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-security-dialog': InstanceType<typeof ExSecurityDialogElement>;
  }
}
