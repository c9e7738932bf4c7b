import { useEffect, useRef } from 'react';
import { addStyles } from '../../internal/style-sheet';
import type { LangPickerVariant } from '../../markup/lang-picker';
import { renderElement } from '../../render/markup-react';
import { inlinePicker } from '../../views/inline-picker';
import { useHost } from '../host';
import { useViewStore } from '../view-store';

addStyles(...inlinePicker.styles);

/**
 * <ex-lang-modal inline>'s picker as src/views/inline-picker.ts declares it, the same nodes the plain renderer draws
 * first (which this adopts).
 */
export function InlinePicker({ variant = 'default' }: { variant?: LangPickerVariant }) {
  const host = useHost();
  const state = { langPickerInput: useViewStore('langPickerInput'), pickerViews: useViewStore('pickerViews') };
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => inlinePicker.contents(region.current!, host), [host]);
  return renderElement(inlinePicker.describe(state, variant, host.ownerId), undefined, { ref: region });
}
