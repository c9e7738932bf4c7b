import { DRAWER_KINDS, type DrawerKind } from '../src/stores/overlay';
import { defineOnce } from './define';
import { createOverlayElement } from './overlay-element';
import { enumAttribute } from './own-attributes';

/** <ex-drawer kind="nav|user|preferences" open>: one small-screen drawer on its own (330 px); closing removes `open`. */
export const ExDrawerElement = createOverlayElement({
  tag: 'ex-drawer',
  ownAttributes: [enumAttribute('kind', DRAWER_KINDS)],
  shows: (own) => ({ kind: `drawer:${own.kind as DrawerKind}` }),
  pageWide: true,
  toasts: true,
});

defineOnce('ex-drawer', ExDrawerElement);

declare global {
  interface HTMLElementTagNameMap {
    'ex-drawer': InstanceType<typeof ExDrawerElement>;
  }
}
