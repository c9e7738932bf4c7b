import type { FeatureName } from '../src/internal/loader';
import type { OverlayElementOptions } from '../src/protocol/overlay-options';
import { createElementClass } from './base';
import { booleanAttribute, type OwnAttribute } from './own-attributes';

type Options<N extends string> = Omit<OverlayElementOptions, 'prefetch'> & {
  tag: string;
  /** What its view can open beyond what it shows, fetched when the browser is idle after the first paint. */
  prefetch?: readonly FeatureName[];
  /** Attributes beyond `open`, which every overlay element has. */
  ownAttributes?: readonly OwnAttribute<N>[];
};

/**
 * The standalone overlay elements (each dialog or drawer on its own, elements/ex-*.ts): an `open` attribute that
 * shows a dialog or drawer declared in src/views/ (drawn by either renderer), and closing removes `open`. Each element
 * file only declares what it shows.
 */
export function createOverlayElement<N extends string = never>({ tag, ownAttributes, prefetch, ...view }: Options<N>) {
  return createElementClass<N | 'open'>({
    tag,
    view: { type: 'overlay', options: { ...view, prefetch: prefetch ?? [] } },
    ownAttributes: [...(ownAttributes ?? []), booleanAttribute('open')],
  });
}
