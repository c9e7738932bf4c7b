import { useEffect, useRef } from 'react';
import { choicesBehaviour } from '../../behaviour/choice-list';
import { addStyles } from '../../internal/style-sheet';
import { describeInlinePicker, type LangPickerVariant } from '../../markup/lang-picker';
import { renderElement } from '../../render/markup-react';
import { FRESH_PICKER } from '../../stores/picker';
import css from '../../styles/lang-picker.css?inline';
import { useHost } from '../host';
import { useViewStore } from '../view-store';

addStyles(css);

/**
 * <ex-lang-modal inline>: the language and currency picker in the page flow (src/markup/lang-picker.ts, which the
 * plain renderer draws too, src/first-paint/inline-picker.ts); what the reader does in it is
 * src/behaviour/choice-list.ts's.
 */
export function InlinePicker({ variant = 'default' }: { variant?: LangPickerVariant }) {
  const host = useHost();
  const input = useViewStore('langPickerInput');
  const view = useViewStore('pickerViews')[host.ownerId] ?? FRESH_PICKER;
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => choicesBehaviour(region.current!, host), [host]);
  return renderElement(describeInlinePicker(input, variant, view), undefined, { ref: region });
}
