import { ensurePageToasts } from '../actions/page-toasts';
import { createSecurityFlow } from '../actions/security';
import { securityFormBehaviour } from '../behaviour/security-form';
import { $userPanelInput } from '../markup/inputs';
import { describeSecurityDialog } from '../markup/security-dialog';
import securityCss from '../styles/security.css?inline';
import type { DialogDeclaration } from './declaration';

/**
 * <ex-security-dialog>'s dialog (src/markup/security-dialog.ts, its form's behaviour src/behaviour/security-form.ts):
 * the flow (src/actions/security.ts) starts as it shows, for the element's action; a failure closes it and shows its
 * error toast (the page's toasts' driver started then, if nothing started it before).
 */
export const dialog: DialogDeclaration = {
  styles: [securityCss],
  view: (handle, _kind, { action = '' }) => {
    const flow = createSecurityFlow();
    return {
      describe: () => describeSecurityDialog($userPanelInput.get().t, flow.$state.get()),
      follows: [flow.$state],
      contents: (dialog, close) => securityFormBehaviour(dialog, { flow, emit: handle.emit, onVerified: close }),
      whileShown: (close) => {
        ensurePageToasts();
        return flow.runWhileShown(action, handle.emit, close);
      },
    };
  },
};
