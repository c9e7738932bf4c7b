import type { ComponentFeatureName, FeatureName } from '../src/internal/loader';
import type { OverlayElementOptions } from '../src/render/overlay-options';
import { createElementClass } from './base';
import { booleanAttribute, type OwnAttribute } from './own-attributes';

type Options<K extends ComponentFeatureName, N extends string> = Omit<OverlayElementOptions<K>, 'prefetch'> & {
  tag: string;
  /** Fetched when the browser is idle after the first paint; the view's own feature when not given. */
  prefetch?: readonly FeatureName[];
  /** Attributes beyond `open`, which every overlay element has. */
  ownAttributes?: readonly OwnAttribute<N>[];
};

/**
 * The standalone overlay elements (<ex-lang-modal>, <ex-theme-modal>, <ex-drawer>, <ex-security-dialog>): an `open`
 * attribute that shows a lazily loaded view (src/mount/OverlayView.tsx), and closing removes `open`. Each element
 * file only declares this.
 */
export function createOverlayElement<K extends ComponentFeatureName, N extends string = never>({
  tag,
  ownAttributes,
  ...view
}: Options<K, N>) {
  return createElementClass<N | 'open'>({
    tag,
    view: {
      type: 'overlay',
      options: { ...view, prefetch: view.prefetch ?? [view.feature] } as unknown as OverlayElementOptions,
    },
    ownAttributes: [...(ownAttributes ?? []), booleanAttribute('open')],
  });
}
