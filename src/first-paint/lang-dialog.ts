import { choicesBehaviour } from '../behaviour/choice-list';
import { langDialogVariant } from '../internal/layout';
import { describeLangDialog } from '../markup/lang-picker';
import { $langPickerInput } from '../markup/inputs';
import type { HostHandle } from '../render/view';
import { $pickerViews, pickerView } from '../stores/picker';
import langCss from '../styles/lang-picker.css?inline';
import { drawPlainOverlay, preparePlainOverlay, type DrawOverlay, type PlainOverlayView } from './overlay-root';
import type { PlainOverlayKind } from './plain-overlays';

/** The language dialog's view in one shape (src/markup/lang-picker.ts; src/behaviour/choice-list.ts its lists). */
const langDialog = (handle: HostHandle, variant: 'default' | 'wide'): PlainOverlayView => ({
  describe: () => describeLangDialog($langPickerInput.get(), variant, pickerView(handle.ownerId)),
  follows: [$langPickerInput, $pickerViews],
  styles: [langCss],
  contents: (dialog, close) => choicesBehaviour(dialog, handle, close),
  shape: variant,
});

/**
 * The language dialog drawn with plain DOM, its own feature script: the plain bar runs it when the browser is idle
 * (overlays.ts) to draw the dialog ahead; a page with no language button loads it only when a reader asks for it.
 */
export const drawOverlay: DrawOverlay = (handle, shadowRoot, kind, options = {}) => {
  if (kind !== 'lang') return null;
  // The element's own shape, else the window's; it keeps the shape it opened with while the window is resized.
  return drawPlainOverlay(
    handle,
    shadowRoot,
    kind,
    langDialog(handle, options.variant ?? langDialogVariant()),
    options,
  );
};

/** Draws the bar's language dialog ahead, in the window's shape now (src/first-paint/overlay-root.ts). */
export function prepareOverlay(handle: HostHandle, shadowRoot: ShadowRoot, kind: PlainOverlayKind): void {
  if (kind === 'lang') preparePlainOverlay(handle, shadowRoot, kind, langDialog(handle, langDialogVariant()));
}

export { paintInlinePicker } from './inline-picker';
