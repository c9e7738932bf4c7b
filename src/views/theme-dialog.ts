import type { Translate } from '../i18n/texts';
import { describeDialog } from '../markup/dialog';
import { $userPanelInput } from '../markup/inputs';
import type { MarkupElement } from '../markup/node';
import { describeThemePicker } from '../markup/theme-picker';
import type { Theme } from '../stores/theme';
import themeCss from '../styles/theme-picker.css?inline';
import type { DialogDeclaration } from './declaration';

/** The theme dialog's markup: light or dark (src/markup/theme-picker.ts), in a dialog (src/markup/dialog.ts). */
export function describeThemeDialog(t: Translate, current: Theme): MarkupElement {
  return describeDialog(
    { title: t('theme.title'), closeLabel: t('common.close'), className: 'ex-theme-modal', part: 'theme-dialog' },
    describeThemePicker(t, current),
  );
}

/**
 * The theme dialog, opened by the header's settings button or its own element; choosing is the theme behaviour's
 * (src/behaviour/theme-options.ts), on the element's inner root.
 */
export const dialog: DialogDeclaration = {
  styles: [themeCss],
  view: () => ({
    describe: () => {
      const { t, theme } = $userPanelInput.get();
      return describeThemeDialog(t, theme);
    },
    follows: [],
  }),
};
