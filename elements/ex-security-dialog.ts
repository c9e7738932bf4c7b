import { createElement, Fragment } from 'react';
import { useStore } from '@nanostores/react';
import { useStandaloneOverlay } from '../src/components/drawer/use-standalone-overlay';
import { useHost } from '../src/components/host';
import { ToastViewport } from '../src/components/toast/ToastViewport';
import { FeatureSlot } from '../src/features/FeatureSlot';
import type { OwnAttribute } from './base';
import { createElementClass } from './base';
import { defineOnce } from './define';
import { booleanAttribute } from './own-attributes';
import { usePrefetchWhenIdle } from '../src/features/lazy';

const actionAttribute: OwnAttribute = { name: 'action', property: 'action', parse: (raw) => raw?.trim() ?? '' };

function StandaloneSecurityDialog() {
  const { own, host } = useHost();
  usePrefetchWhenIdle(['security-dialog']);
  const { open, action } = useStore(own) as { open: boolean; action: string };
  const close = () => host.removeAttribute('open');
  useStandaloneOverlay('security', open);
  // The flow (src/stores/security.ts) lives in the lazily loaded view: it starts when the view mounts.
  return createElement(
    Fragment,
    null,
    open ? createElement(FeatureSlot, { key: action, name: 'security-dialog', onError: close, props: { action, onClose: close } }) : null,
    createElement(ToastViewport),
  );
}

/**
 * <ex-security-dialog action="withdraw" open>: security-action verification. Opening posts actionItems {action};
 * success sends `ex-security-success` { action, options }, failure `ex-security-fail` { action, code, message }, an
 * error toast, and closes. Closing removes `open`.
 */
export const ExSecurityDialogElement = createElementClass({
  tag: 'ex-security-dialog',
  view: StandaloneSecurityDialog,
  ownAttributes: [actionAttribute, booleanAttribute('open')],
});

defineOnce('ex-security-dialog', ExSecurityDialogElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-security-dialog': InstanceType<typeof ExSecurityDialogElement>;
  }
}
