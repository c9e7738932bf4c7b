/** The demo API's state: what the session looks like and how the API misbehaves on request. */

/**
 * @typedef {object} DemoState
 * @property {boolean} loggedIn        The demo session is signed in (logout ends it).
 * @property {number | null} languageType  Last language saved by POST v1/user/security/changeLanguage.
 * @property {number} rewardsAmount    Rewards amount answered by the redicon call.
 * @property {string | null} traderProUid  The session user's TraderPro uid (null: none).
 * @property {boolean} failAll         Every v1 call answers HTTP 503.
 * @property {boolean} hangAll         Every v1 call is never answered (the client gives up).
 * @property {number} latencyMs        Delay before every v1 answer.
 */

/** @type {Readonly<DemoState>} */
export const DEFAULT_STATE = Object.freeze({
  loggedIn: true,
  languageType: null,
  rewardsAmount: 120,
  traderProUid: '6012834751',
  failAll: false,
  hangAll: false,
  latencyMs: 0,
});

const MAX_LATENCY_MS = 60_000;

/** The fields POST /__demo/state (and createDemoApi's initialState) may set, each with its check. */
const SETTABLE = {
  loggedIn: [(value) => typeof value === 'boolean', 'a boolean'],
  rewardsAmount: [
    (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
    'a number of at least 0',
  ],
  traderProUid: [
    (value) => value === null || (typeof value === 'string' && value !== ''),
    'a non-empty string or null',
  ],
  failAll: [(value) => typeof value === 'boolean', 'a boolean'],
  hangAll: [(value) => typeof value === 'boolean', 'a boolean'],
  latencyMs: [
    (value) => Number.isInteger(value) && value >= 0 && value <= MAX_LATENCY_MS,
    `a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`,
  ],
};

/**
 * What is wrong with a state patch, or null when it can be merged.
 * @param {Record<string, unknown>} patch
 * @returns {string | null}
 */
export function stateProblem(patch) {
  for (const [field, value] of Object.entries(patch)) {
    const rule = SETTABLE[field];
    if (!rule) return `"${field}" cannot be set; settable: ${Object.keys(SETTABLE).join(', ')}.`;
    const [isValid, expected] = rule;
    if (!isValid(value)) return `"${field}" must be ${expected}.`;
  }
  return null;
}

/**
 * A fresh state: the defaults with `initial` merged in. Throws a TypeError for an invalid `initial`.
 * @param {Partial<DemoState>} initial
 * @returns {DemoState}
 */
export function initialState(initial) {
  const problem = stateProblem(initial);
  if (problem) throw new TypeError(`createDemoApi initialState: ${problem}`);
  return { ...DEFAULT_STATE, ...initial };
}
