import { DEFAULT_FLAGS } from './flags';

/** The roles and modes a navigation document's `when` may name; rules.ts gives each its rule. */
export const ROLE_RULE_NAMES = [
  'visitor',
  'signedIn',
  'master',
  'subAccount',
  'subAccountTrader',
  'demoAccount',
  'simulation',
  'real',
  'unified',
  'unifiedPage',
  'realMoney',
  'canDeposit',
  'canWithdraw',
  'uk',
] as const;

export type RoleRuleName = (typeof ROLE_RULE_NAMES)[number];

/** Every rule a document may name: the roles and modes, and each feature flag as `flag.<name>`. */
export const RULE_NAMES: readonly string[] = [
  ...ROLE_RULE_NAMES,
  ...Object.keys(DEFAULT_FLAGS).map((flag) => `flag.${flag}`),
];
