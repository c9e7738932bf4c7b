import { atom, computed } from 'nanostores';
import type { FeatureName } from '../internal/loader';

/** The small-screen drawers: the compact bar's buttons and <ex-drawer kind>. */
export const DRAWER_KINDS = ['nav', 'user', 'preferences'] as const;
export type DrawerKind = (typeof DRAWER_KINDS)[number];

/**
 * Every dialog and drawer there is. Each is declared once in src/views/, the feature script `dialog-<name>`
 * (src/features/table.ts), which either renderer's one driver draws. A drawer's kind is `drawer:<kind>`.
 */
const DIALOGS = ['lang', 'theme', 'drawer', 'security'] as const;
type Dialog = (typeof DIALOGS)[number];

export type DialogKind = Exclude<Dialog, 'drawer'> | `drawer:${DrawerKind}`;

/**
 * Which overlay is open, page-wide: one at a time (architecture principle 4).
 * `owner` is the element instance that opened it, so two headers on a page never both show it.
 */
export type OverlayKind = `menu:${string}` | DialogKind;

const DIALOG_KINDS: readonly string[] = [
  ...DIALOGS.filter((dialog) => dialog !== 'drawer'),
  ...DRAWER_KINDS.map((drawer) => `drawer:${drawer}`),
];

/** A dialog's or drawer's kind, from what a button or an element names (null: none there is). */
export const asDialogKind = (name: string | null | undefined): DialogKind | null =>
  DIALOG_KINDS.includes(name!) ? (name as DialogKind) : null;

type Declared<Script extends FeatureName> = Script;
/** The feature script that declares a dialog: one the feature table does not have fails type-checking here. */
export type DialogScript = Declared<`dialog-${Dialog}`>;
export const dialogScript = (kind: DialogKind): DialogScript => `dialog-${kind.split(':')[0] as Dialog}`;

export interface OpenOverlay {
  kind: OverlayKind;
  owner: string;
}

export const $overlay = atom<OpenOverlay | null>(null);

export function openOverlay(kind: OverlayKind, owner: string): void {
  $overlay.set({ kind, owner });
}

export function closeOverlay(kind?: OverlayKind, owner?: string): void {
  const open = $overlay.get();
  if (!open) return;
  if (kind && open.kind !== kind) return;
  if (owner && open.owner !== owner) return;
  $overlay.set(null);
}

/**
 * Whether one overlay of one element instance is open: it changes only when that overlay opens or closes, so a
 * control following it renders again only then (not when another menu opens).
 */
export function isOpen(owner: string, kind: OverlayKind) {
  return computed($overlay, (open) => open !== null && open.owner === owner && open.kind === kind);
}

/** The overlay kind open for one element instance, or 'none'. */
export function overlayFor(owner: string) {
  return computed($overlay, (open) => (open && open.owner === owner ? open.kind : 'none'));
}

let counter = 0;
export function nextOwnerId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
