import { choicesBehaviour } from '../behaviour/choice-list';
import { afterNextFrame } from '../internal/frames';
import { describeInlinePicker, type LangPickerVariant } from '../markup/lang-picker';
import { $pickerViews, FRESH_PICKER } from '../stores/picker';
import { $langPickerInput } from '../markup/inputs';
import langCss from '../styles/lang-picker.css?inline';
import type { FlowDeclaration } from './declaration';

/**
 * <ex-lang-modal inline>: the language and currency picker in the page flow, declared once (its script is the language
 * dialog's, which shares the languages' lists): drawn from the start by the plain flow driver, adopted by React's;
 * what the reader does in it is src/behaviour/choice-list.ts's.
 */
export const inlinePicker: FlowDeclaration<'langPickerInput' | 'pickerViews'> = {
  styles: [langCss],
  reads: { langPickerInput: $langPickerInput, pickerViews: $pickerViews },
  describe: (state, handle) =>
    describeInlinePicker(
      state.langPickerInput,
      (handle.own.get().variant as LangPickerVariant | null) ?? 'default',
      state.pickerViews[handle.ownerId] ?? FRESH_PICKER,
    ),
  behaviour(drawn, handle) {
    let stop: (() => void) | null = null;
    let live = true;
    // After the frame that shows it: its first read of the layout (each list scrolled to the current choice) then
    // finds that frame's done (read as it is drawn, it would be forced on top of drawing).
    afterNextFrame(() => live && (stop = choicesBehaviour(drawn, handle)));
    return {
      stop() {
        live = false;
        stop?.();
      },
    };
  },
};
