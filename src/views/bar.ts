import { followBarFit, forgetBarFit } from '../behaviour/bar-fit';
import { hostWidth, layoutForWidth, viewportLayout } from '../internal/layout';
import { describeBar } from '../markup/bar';
import { $barFits } from '../stores/bar-fit';
import { $barInput } from '../markup/bar-input';
import type { FlowDeclaration } from './declaration';

/**
 * The header's bar, declared once, drawn by either renderer's flow driver: what it is drawn from (its input and the
 * element's fit), its markup (src/markup/bar.ts, which a server draws too) and its fit, followed as it is drawn
 * (src/behaviour/bar-fit.ts: which bar the element's width asks for, how many menus fit before "More menus"). What its
 * controls do and what its buttons open, each driver gives any view (src/behaviour/element.ts, the dropdowns, the
 * dialogs its buttons name, readied ahead).
 */
export const headerBar = {
  reads: { barInput: $barInput, barFits: $barFits },
  // The element's first fit, every menu shown: the bar for its width, or where no layout may be read yet, for the
  // viewport's (a media query), which its behaviour corrects before that frame's paint.
  begin: ({ ownerId, host }, measure) =>
    $barFits.get()[ownerId] ??
    $barFits.setKey(ownerId, {
      layout: measure ? layoutForWidth(hostWidth(host)) : viewportLayout(),
      visibleMenus: null,
    }),
  describe: ({ barInput, barFits }, { ownerId }) =>
    describeBar(barInput, barFits[ownerId]?.layout ?? viewportLayout(), barFits[ownerId]?.visibleMenus),
  behaviour: (_drawn, handle) => followBarFit(handle, viewportLayout()),
  end: forgetBarFit,
} satisfies FlowDeclaration<'barInput' | 'barFits'>;
