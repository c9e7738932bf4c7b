import type { Rule } from './rules';

/** A menu group's header, built in (groups.ts) or from a navigation document (document/apply.ts). */
export interface GroupHeader<Id extends string> {
  id: Id;
  labelKey: string;
  /** Where the group label itself links, when it does. */
  path?: string;
  /** The exchange's pages this menu leads to (menu/current.ts patterns): on them its trigger is marked current. */
  areas?: readonly string[];
  /** A navigation document's pages for this menu (its `current` lists and its items' own paths), on any site. */
  pages?: readonly string[];
  when?: Rule;
}
