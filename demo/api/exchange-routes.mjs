/** The six exchange calls of spec section 7, by path and method. Handlers get { state, query, body } and return a Reply. */
import { contractSymbolsReply } from './contract-symbols.mjs';
import { businessError, success } from './http.mjs';
import { securityActionReply } from './security-actions.mjs';

/** Calls for the signed-in user answer this business error once the demo session has ended. */
function signedIn(handler) {
  return (context) => (context.state.loggedIn ? handler(context) : businessError('40101', 'Please log in first.'));
}

export const EXCHANGE_ROUTES = {
  '/v1/user/security/actionItems': {
    POST: signedIn(({ body }) => securityActionReply(body)),
  },
  '/v1/mcp/contract/symbols': {
    GET: ({ query }) => contractSymbolsReply(query),
  },
  '/v1/user/security/changeLanguage': {
    POST: signedIn(({ state, body }) => {
      const { languageType } = body;
      if (!Number.isInteger(languageType) || languageType < 0) {
        return businessError('40000', 'Parameter languageType must be a whole number of at least 0.');
      }
      state.languageType = languageType;
      return success(null);
    }),
  },
  '/v1/trigger/trader-pro/user-list': {
    POST: signedIn(({ state }) => success({ traderProUid: state.traderProUid })),
  },
  '/v1/act/welfaretask/center/task/app/redicon': {
    POST: signedIn(({ state }) => success({ amount: state.rewardsAmount })),
  },
  '/v1/user/login/logout': {
    POST: ({ state }) => {
      state.loggedIn = false;
      return success(null);
    },
  },
};
