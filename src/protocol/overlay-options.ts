import type { FeatureName, FeaturesExporting } from '../internal/loader';
import type { DialogKind } from '../stores/overlay';
type Own = Record<string, unknown>;

/** What an element gives a view beyond its kind: the language dialog's shape, the security dialog's action. */
export interface ViewOptions {
  variant?: 'default' | 'wide';
  action?: string;
}

/** What a standalone overlay element shows while `open`: a dialog or drawer, and what the element gives its view. */
export interface ShownOverlay {
  kind: DialogKind;
  options?: ViewOptions;
}

/**
 * How a standalone overlay element (<ex-lang-modal>, <ex-drawer>, ...) shows what it opens: any renderer draws the
 * declaration of that kind (src/views/), from the element's own attributes.
 */
export interface OverlayElementOptions {
  /** What it shows while `open` (null: nothing, e.g. <ex-lang-modal inline>, which shows its picker in the page). */
  shows(own: Own): ShownOverlay | null;
  /** Joins the page-wide overlay store (one overlay at a time) while open. */
  pageWide?: boolean;
  /**
   * What it shows in the page flow instead, without `open` (<ex-lang-modal inline>'s picker): the script that declares
   * that view (`export const flow`, src/views/declaration.ts `FlowDeclaration`), or null.
   */
  flow?(own: Own): FeaturesExporting<'flow'> | null;
  /** What its view can open beyond what it shows, fetched when the browser is idle after the first paint. */
  prefetch: readonly FeatureName[];
  /** Draws the page's toasts when it is the page's first element able to. */
  toasts?: boolean;
}
