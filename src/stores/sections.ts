import { atom } from 'nanostores';
import { $overlay } from './overlay';

/**
 * The accordion sections of the open drawer that the reader opened or closed, for the element that opened it (one
 * overlay is open at a time, page-wide): the drawer's own description says which start open (the account drawer's
 * user menu), and each section named here is the other way round. The disclosure behaviour (src/behaviour/
 * disclosure.ts) writes it; whoever draws the drawer shows what it says, a closed section's contents not drawn.
 */
export const $toggledSections = atom<{ owner: string; ids: readonly string[] } | null>(null);

// A drawer that opens starts as its description says.
$overlay.listen(() => {
  if ($toggledSections.get() !== null) $toggledSections.set(null);
});

/** The sections open in this element's drawer, from the ones its description opens. */
export function openSections(owner: string, opened: readonly string[]): readonly string[] {
  const toggled = $toggledSections.get();
  const ids = toggled?.owner === owner ? toggled.ids : [];
  return [...opened.filter((id) => !ids.includes(id)), ...ids.filter((id) => !opened.includes(id))];
}

/** The reader opens or closes a section of this element's drawer. */
export function toggleSection(owner: string, id: string): void {
  const toggled = $toggledSections.get();
  const ids = toggled?.owner === owner ? toggled.ids : [];
  $toggledSections.set({ owner, ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id] });
}
