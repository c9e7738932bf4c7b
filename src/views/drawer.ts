import { provideMenuModel } from '../actions/provide-menu-model';
import { announceOpenSections } from '../behaviour/disclosure';
import { $preferencesInput, $userPanelInput } from '../markup/inputs';
import { describeNavDrawer, describePreferencesDrawer, describeUserDrawer, sectionsOpenedBy } from '../markup/drawer';
import { $headerModel } from '../stores/model';
import { $toggledSections, openSections } from '../stores/sections';
import drawerCss from '../styles/drawer.css?inline';
import { entryStyles } from '../styles/entries';
import themeCss from '../styles/theme-picker.css?inline';
import userPanelCss from '../styles/user-panel.css?inline';
import type { DialogDeclaration } from './declaration';

// The navigation and account drawers show the menu model: whoever loads them first provides its builder.
provideMenuModel();

/**
 * The small-screen drawers (src/markup/drawer.ts): navigation from the start edge, account and preferences from the
 * end edge; their sections as the reader opened them (src/behaviour/disclosure.ts), the navigation and account ones
 * once the menu model is built.
 */
export const dialog: DialogDeclaration = {
  styles: [themeCss, entryStyles, userPanelCss, drawerCss],
  view: (handle, kind) => ({
    describe: () => {
      if (kind === 'drawer:preferences')
        return describePreferencesDrawer($preferencesInput.get(), openSections(handle.ownerId, []));
      const model = $headerModel.get();
      if (!model) return null;
      const input = $userPanelInput.get();
      const open = openSections(handle.ownerId, sectionsOpenedBy(kind === 'drawer:nav' ? 'nav' : 'user', model));
      return kind === 'drawer:nav' ? describeNavDrawer(model, input, open) : describeUserDrawer(model, input, open);
    },
    follows: [$headerModel, $toggledSections, ...(kind === 'drawer:preferences' ? [$preferencesInput] : [])],
    onOpen: (dialog) => announceOpenSections(handle, dialog),
  }),
};
