import { choicesBehaviour } from '../behaviour/choice-list';
import { describeInlinePicker, type LangPickerVariant } from '../markup/lang-picker';
import type { MarkupElement } from '../markup/node';
import type { HostHandle } from '../protocol/view';
import { FRESH_PICKER } from '../stores/picker';
import langCss from '../styles/lang-picker.css?inline';
import type { ViewState, ViewStoreName } from './view-state';

/** What the inline picker is drawn from, by view store (src/views/view-state.ts). */
const READS = ['langPickerInput', 'pickerViews'] as const satisfies readonly ViewStoreName[];
export type InlinePickerState = Pick<ViewState, (typeof READS)[number]>;

/**
 * <ex-lang-modal inline>: the language and currency picker in the page flow, declared once. The plain renderer draws
 * it from the start (src/plain/inline-picker.ts) and React's view adopts and draws the same description
 * (src/components/lang-modal/InlinePicker.tsx); what the reader does in it is src/behaviour/choice-list.ts's.
 */
export const inlinePicker = {
  styles: [langCss],
  /** The stores it is drawn from, which redraw it. */
  reads: READS,
  describe: (state: InlinePickerState, variant: LangPickerVariant, ownerId: string): MarkupElement =>
    describeInlinePicker(state.langPickerInput, variant, state.pickerViews[ownerId] ?? FRESH_PICKER),
  contents: (region: HTMLElement, handle: HostHandle) => choicesBehaviour(region, handle),
};
