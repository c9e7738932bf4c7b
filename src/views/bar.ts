import { overlaysIn } from '../behaviour/overlay-triggers';
import { describeBar } from '../markup/bar';
import type { MarkupElement } from '../markup/node';
import type { DialogKind } from '../stores/overlay';
import type { ViewStoreName } from './view-state';

/**
 * The header's bar, declared once: what it is drawn from, its markup (src/markup/bar.ts, which a server draws too),
 * and what it readies ahead. The plain renderer draws it first in the script-tag build (src/plain/header.ts), React's
 * adopts it (src/components/header/Header.tsx); each gives the controls its markup describes (src/markup/controls.ts:
 * the bar, the nav that fits, the dropdowns) their behaviour.
 */
export const headerBar = {
  /** The view store it is drawn from, which redraws it (src/views/view-state.ts). */
  reads: 'barInput' satisfies ViewStoreName,
  /** The bar for a layout (`describeBar`). */
  describe: describeBar,
  /** What its buttons open: each readied ahead once the bar shows, so a first tap only shows it. */
  opens: overlaysIn as (described: MarkupElement) => DialogKind[],
} as const;
