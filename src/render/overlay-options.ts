import type { ComponentFeatureName, FeatureName, FeatureProps } from '../internal/loader';
import type { OverlayKind } from '../stores/overlay';

type Own = Record<string, unknown>;

/** How a standalone overlay element (<ex-lang-modal>, <ex-drawer>, ...) shows its lazily loaded view. */
export interface OverlayElementOptions<K extends ComponentFeatureName = ComponentFeatureName> {
  /** The lazily loaded view. */
  feature: K;
  /** Fetched when the browser is idle after the first paint. */
  prefetch: readonly FeatureName[];
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
