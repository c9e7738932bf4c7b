import type { Rule } from './rules';

/** A menu group's header, built in (groups.ts) or from a navigation document (document/apply.ts). */
export interface GroupHeader<Id extends string> {
  id: Id;
  labelKey: string;
  /** Where the group label itself links, when it does. */
  path?: string;
  when?: Rule;
}
