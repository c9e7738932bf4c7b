import { choicesBehaviour } from '../behaviour/choice-list';
import { langDialogVariant } from '../internal/layout';
import { describeLangDialog } from '../markup/lang-picker';
import { $langPickerInput } from '../markup/inputs';
import { $pickerViews, pickerView } from '../stores/picker';
import langCss from '../styles/lang-picker.css?inline';
import { drawPlainOverlay, type DrawOverlay } from './overlay-root';

/**
 * The language dialog drawn with plain DOM (src/markup/lang-picker.ts; src/behaviour/choice-list.ts its lists), its
 * own feature script: a page whose reader never asks for it never loads it.
 */
export const drawOverlay: DrawOverlay = (handle, shadowRoot, kind, options = {}) => {
  if (kind !== 'lang') return null;
  // The element's own shape, else the window's; it keeps the shape it opened with while the window is resized.
  const variant = options.variant ?? langDialogVariant();
  return drawPlainOverlay(
    handle,
    shadowRoot,
    kind,
    {
      describe: () => describeLangDialog($langPickerInput.get(), variant, pickerView(handle.ownerId)),
      follows: [$langPickerInput, $pickerViews],
      styles: [langCss],
      contents: (dialog, close) => choicesBehaviour(dialog, handle, close),
    },
    options,
  );
};

export { paintInlinePicker } from './inline-picker';
