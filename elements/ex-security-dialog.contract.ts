import { documents } from './documents';
import { ExSecurityDialogElement } from './ex-security-dialog';

/** <ex-security-dialog>: what it is, what its own attributes do, the events it sends and the parts it renders. */
export const docs = documents(ExSecurityDialogElement, {
  description:
    'Security-action verification: opening posts v1/user/security/actionItems {action}; success sends ex-security-success with the validation options and shows the original method (code fields) or, when options.canFido2, the biological (FIDO2) view; a failure shows an error toast, sends ex-security-fail and closes.',
  attributes: {
    action: 'The security action to verify, e.g. "withdraw".',
    open: 'Opens the dialog and starts the request; closing it removes the attribute.',
  },
  events: ['ex-security-success', 'ex-security-verify', 'ex-security-fail'],
  parts: ['security-dialog', 'toasts'],
});
