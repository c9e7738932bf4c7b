import { createElement, Fragment } from 'react';
import { useStore } from '@nanostores/react';
import type { DrawerKind } from '../src/components/compact/CompactBar';
import { useStandaloneOverlay } from '../src/components/drawer/use-standalone-overlay';
import { useHost } from '../src/components/host';
import { ToastViewport } from '../src/components/toast/ToastViewport';
import { FeatureSlot } from '../src/features/FeatureSlot';
import { createElementClass } from './base';
import { defineOnce } from './define';
import { booleanAttribute, enumAttribute } from './own-attributes';
import { usePrefetchWhenIdle } from '../src/features/lazy';

export const DRAWER_KINDS: readonly DrawerKind[] = ['nav', 'user', 'preferences'];

function StandaloneDrawer() {
  const { own, host } = useHost();
  usePrefetchWhenIdle(['drawer', 'menu-panel']);
  const { open, kind } = useStore(own) as { open: boolean; kind: DrawerKind };
  useStandaloneOverlay(`drawer:${kind}`, open);
  const close = () => host.removeAttribute('open');
  return createElement(
    Fragment,
    null,
    open ? createElement(FeatureSlot, { name: 'drawer', onError: close, props: { kind, onClose: close } }) : null,
    createElement(ToastViewport),
  );
}

/** <ex-drawer kind="nav|user|preferences" open>: one small-screen drawer on its own (330 px); closing removes `open`. */
export const ExDrawerElement = createElementClass({
  tag: 'ex-drawer',
  view: StandaloneDrawer,
  ownAttributes: [enumAttribute('kind', DRAWER_KINDS), booleanAttribute('open')],
});

defineOnce('ex-drawer', ExDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-drawer': InstanceType<typeof ExDrawerElement>;
  }
}
