import { useEffect, useRef, useState } from 'react';
import { choicesBehaviour } from '../../behaviour/choice-list';
import { addStyles } from '../../internal/style-sheet';
import { describeInlinePicker, describeLangDialog, type LangPickerVariant } from '../../markup/lang-picker';
import { renderElement } from '../../render/markup-react';
import { closeOverlay } from '../../stores/overlay';
import { FRESH_PICKER } from '../../stores/picker';
import css from '../../styles/lang-picker.css?inline';
import { langDialogVariant } from '../../internal/layout';
import { useHost } from '../host';
import { DialogMarkup } from '../modal/Modal';
import { useViewStore } from '../view-store';

addStyles(css);

export interface LangModalProps {
  onClose?: () => void;
  /** Not given (the header): the wide dialog when the window has room for its 840 px, else the two-column one. */
  variant?: LangPickerVariant;
  /** The picker in the page flow, no dialog (<ex-lang-modal inline>). */
  inline?: boolean;
}

/**
 * The language and currency dialog (or, inline, the same picker in the page flow): src/markup/lang-picker.ts, which
 * the plain bar draws too; what the reader does in it is src/behaviour/choice-list.ts's.
 */
export function LangModal({ onClose, variant, inline = false }: LangModalProps) {
  const host = useHost();
  const input = useViewStore('langPickerInput');
  const view = useViewStore('pickerViews')[host.ownerId] ?? FRESH_PICKER;
  const [shape] = useState<LangPickerVariant>(() => variant ?? (inline ? 'default' : langDialogVariant()));
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => (inline ? choicesBehaviour(region.current!, host) : undefined), [inline, host]);
  const current = variant ?? shape;
  if (inline) return renderElement(describeInlinePicker(input, current, view), undefined, { ref: region });
  const close = onClose ?? (() => closeOverlay('lang', host.ownerId));
  return (
    <DialogMarkup
      markup={describeLangDialog(input, current, view)}
      onClose={close}
      contents={(dialog, closeIt) => choicesBehaviour(dialog, host, closeIt)}
    />
  );
}
