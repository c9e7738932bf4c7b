import type { ElementContract } from './contract';

/** The public contract of <ex-security-dialog>: its own attributes, the events it sends and the parts it renders. */
export const exSecurityDialogContract: ElementContract = {
  tag: 'ex-security-dialog',
  className: 'ExSecurityDialogElement',
  module: 'ex-security-dialog.js',
  description:
    'Security-action verification: opening posts v1/user/security/actionItems {action}; success sends ex-security-success with the validation options and shows the original method (code fields) or, when options.canFido2, the biological (FIDO2) view; a failure shows an error toast, sends ex-security-fail and closes.',
  ownAttributes: [
    {
      name: 'action',
      property: 'action',
      type: 'string',
      description: 'The security action to verify, e.g. "withdraw".',
      default: '""',
    },
    {
      name: 'open',
      property: 'open',
      type: 'boolean',
      description: 'Opens the dialog and starts the request; closing it removes the attribute.',
      default: 'false',
    },
  ],
  events: ['ex-security-success', 'ex-security-verify', 'ex-security-fail'],
  parts: ['security-dialog', 'toasts'],
};
