import type { FeatureName } from '../internal/loader';

/** What a dropdown's panel holds once open (the lazily loaded entries of one menu, several, or the app download). */
export type DropdownContent =
  | { readonly type: 'menu'; readonly groupId: string }
  | { readonly type: 'more-menus'; readonly groupIds: readonly string[] }
  | { readonly type: 'download' };

/**
 * What a described element does once live, beyond what its attributes say (a link's href and data-item-id, a
 * dropdown's data-menu, a drawer button's data-drawer, a dialog button's data-overlay-trigger, the theme toggle's
 * data-theme-next). What an attribute says is done by a behaviour (src/behaviour/) on whatever nodes are on screen;
 * the React renderer gives the one kind below what React still draws for it, an open panel's entries
 * (src/components/dropdown/Dropdown.tsx).
 */
export type Control =
  /** A trigger with its panel (children: the trigger button, then the empty panel). */
  { readonly kind: 'dropdown'; readonly align: 'start' | 'end'; readonly content: DropdownContent };

export type ControlKind = Control['kind'];

/** The attributes that say what a control opens (a dropdown's menu, a dialog button's dialog, a drawer button's drawer). */
export interface OpeningAttributes {
  readonly 'data-menu'?: string | null;
  readonly 'data-overlay-trigger'?: string | null;
  readonly 'data-drawer'?: string | null;
}

/**
 * The lazily loaded feature a control opens, from its attributes: fetched as soon as the reader points at it or
 * focuses it, by the plain first paint and by the live bar alike.
 */
export function openedFeature(attributes: OpeningAttributes): FeatureName | null {
  const menu = attributes['data-menu'];
  if (menu) return 'menu-panel';
  return attributes['data-overlay-trigger'] || attributes['data-drawer'] ? 'overlay-dialog' : null;
}
