import { choicesBehaviour } from '../behaviour/choice-list';
import { langDialogVariant } from '../internal/layout';
import { $langPickerInput } from '../markup/inputs';
import { describeLangDialog } from '../markup/lang-picker';
import { $pickerViews, pickerView } from '../stores/picker';
import langCss from '../styles/lang-picker.css?inline';
import type { DialogDeclaration } from './declaration';
import { warmLanguageFonts } from './warm-fonts';

/**
 * The language and currency dialog (src/markup/lang-picker.ts; src/behaviour/choice-list.ts its lists): the element's
 * own shape, else the window's when it is drawn (kept while it is open); drawn ahead once the fonts of the languages'
 * own names are found.
 */
export const dialog: DialogDeclaration = {
  styles: [langCss],
  view: (handle, _kind, { variant = langDialogVariant() }) => ({
    describe: () => describeLangDialog($langPickerInput.get(), variant, pickerView(handle.ownerId)),
    follows: [$langPickerInput, $pickerViews],
    contents: (dialog, close) => choicesBehaviour(dialog, handle, close),
    shape: variant,
  }),
  beforeDrawnAhead: (shadowRoot, then) => warmLanguageFonts(shadowRoot, then),
};
