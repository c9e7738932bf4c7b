/** POST v1/user/security/actionItems: the validation options of a security action, by action name. */
import { businessError, httpError, success } from './http.mjs';

/** What the user verifies for each known action; any other action gets DEFAULT_OPTIONS. */
const OPTIONS_BY_ACTION = {
  withdraw: {
    canFido2: true,
    verifyItems: ['email', 'google'],
    emailAccount: 'tr***@example.com',
    mobileAccount: null,
    googleBound: true,
    fundPasswordRequired: true,
    codeLength: 6,
    resendSeconds: 60,
  },
  'api-create': {
    canFido2: false,
    verifyItems: ['email', 'mobile'],
    emailAccount: 'tr***@example.com',
    mobileAccount: '+44 ****5678',
    googleBound: false,
    fundPasswordRequired: false,
    codeLength: 6,
    resendSeconds: 60,
  },
};

const DEFAULT_OPTIONS = {
  canFido2: false,
  verifyItems: ['email'],
  emailAccount: 'tr***@example.com',
  mobileAccount: null,
  googleBound: false,
  fundPasswordRequired: false,
  codeLength: 6,
  resendSeconds: 60,
};

/** @param {Record<string, unknown>} body */
export function securityActionReply(body) {
  const { action } = body;
  if (typeof action !== 'string' || action === '') return businessError('40000', 'Parameter action is required.');
  if (action === 'fail-demo') {
    return businessError('40001', 'Verification is temporarily locked. Try again in 10 minutes.');
  }
  if (action === 'http-500') return httpError(500, '50000', 'Internal server error.');
  return success({ action, ...(OPTIONS_BY_ACTION[action] ?? DEFAULT_OPTIONS) });
}
