import { ensurePageToasts } from '../actions/page-toasts';
import { createSecurityFlow } from '../actions/security';
import { securityFormBehaviour } from '../behaviour/security-form';
import { $userPanelInput } from '../markup/inputs';
import { describeSecurityDialog } from '../markup/security-dialog';
import { closeOverlay } from '../stores/overlay';
import securityCss from '../styles/security.css?inline';
import { drawPlainOverlay, type DrawOverlay } from './overlay-root';

/**
 * <ex-security-dialog>'s dialog drawn with plain DOM (src/markup/security-dialog.ts, its form's behaviour
 * src/behaviour/security-form.ts), its own feature script: the flow (src/actions/security.ts) starts as it opens, for
 * the element's action; a failure closes it and shows its error toast (the page's toasts drawn with plain DOM
 * when nothing draws them yet), as the element's React view does.
 */
export const drawOverlay: DrawOverlay = (handle, shadowRoot, kind, options = {}) => {
  if (kind !== 'security') return null;
  const flow = createSecurityFlow();
  const close = options.onClose ?? (() => closeOverlay('security', handle.ownerId));
  ensurePageToasts(handle.ownerId, shadowRoot);
  const drawn = drawPlainOverlay(
    handle,
    shadowRoot,
    kind,
    {
      describe: () => describeSecurityDialog($userPanelInput.get().t, flow.$state.get()),
      follows: [flow.$state],
      styles: [securityCss],
      contents: (dialog, closeIt) => securityFormBehaviour(dialog, { flow, emit: handle.emit, onVerified: closeIt }),
    },
    options,
  );
  const stopFlow = flow.runWhileShown(options.action ?? '', handle.emit, close);
  return {
    close() {
      stopFlow();
      drawn?.close();
    },
  };
};
