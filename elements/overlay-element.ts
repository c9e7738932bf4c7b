import { createElement, Fragment } from 'react';
import { useStore } from '@nanostores/react';
import { useStandaloneOverlay } from '../src/components/drawer/use-standalone-overlay';
import { useHost } from '../src/components/host';
import { ToastViewport } from '../src/components/toast/ToastViewport';
import { FeatureSlot } from '../src/features/FeatureSlot';
import { usePrefetchWhenIdle } from '../src/features/lazy';
import type { ComponentFeatureName, FeatureName, FeatureProps } from '../src/features/names';
import type { OverlayKind } from '../src/stores/overlay';
import { createElementClass, type OwnAttribute } from './base';
import { booleanAttribute } from './own-attributes';

type Own = Record<string, unknown>;

export interface OverlayElementOptions<K extends ComponentFeatureName> {
  tag: string;
  /** The lazily loaded view. */
  feature: K;
  /** Fetched when the browser is idle after the first paint. */
  prefetch?: readonly FeatureName[];
  /** Attributes beyond `open`, which every overlay element has. */
  ownAttributes?: readonly OwnAttribute[];
  /** The view's props (typed by the feature); `close` removes `open`. */
  props(own: Own, close: () => void): FeatureProps<K>;
  /** Shown without `open` too (e.g. `<ex-lang-modal inline>`). */
  shownWithoutOpen?(own: Own): boolean;
  /** Joins the page-wide overlay store (one overlay at a time) under this kind while open. */
  overlay?(own: Own): OverlayKind;
  /** Re-creates the view when this changes (e.g. a new security action). */
  key?(own: Own): string;
  /** Draws the page's toasts when it is the page's first element able to. */
  toasts?: boolean;
}

/**
 * The standalone overlay elements (<ex-lang-modal>, <ex-theme-modal>, <ex-drawer>, <ex-security-dialog>): an `open`
 * attribute that shows a lazily loaded view, and closing removes `open`. Each element file only declares this.
 */
export function createOverlayElement<K extends ComponentFeatureName>(options: OverlayElementOptions<K>) {
  const prefetch = options.prefetch ?? [options.feature];
  function View() {
    const { own, host } = useHost();
    usePrefetchWhenIdle(prefetch);
    const values = useStore(own);
    const open = values.open === true;
    const overlayKind = options.overlay?.(values) ?? null;
    useStandaloneOverlay(overlayKind, open);
    const close = () => host.removeAttribute('open');
    const shown = open || options.shownWithoutOpen?.(values) === true;
    const slot = shown
      ? createElement(FeatureSlot<K>, {
          key: options.key?.(values),
          name: options.feature,
          onError: close,
          props: options.props(values, close),
        })
      : null;
    return options.toasts ? createElement(Fragment, null, slot, createElement(ToastViewport)) : slot;
  }
  return createElementClass({
    tag: options.tag,
    view: View,
    ownAttributes: [...(options.ownAttributes ?? []), booleanAttribute('open')],
  });
}
