import { announceExposure } from '../actions/menu-exposure';
import type { Emit } from '../events';

const TRIGGER = '.ex-acc__trigger';

/** The menu entries a section shows (group-qualified item ids), announced when it is shown. */
function announceSection(host: { ownerId: string; emit: Emit }, section: Element): void {
  const id = section.getAttribute('data-section');
  const items = Array.from(section.querySelectorAll('.ex-acc__panel [data-item-id]'), (item) =>
    item.getAttribute('data-item-id')!,
  );
  if (id) announceExposure(host, id, items);
}

/**
 * What a drawer's accordion section does, whoever drew it (src/markup/disclosure.ts): its button shows or hides its
 * region (aria-expanded, data-state, hidden); a section of menu entries shown is announced (the exposure analytics
 * event), as a menu's panel is. Returns the function that stops it.
 */
export function disclosureBehaviour(root: HTMLElement, host: { ownerId: string; emit: Emit }): () => void {
  const onClick = (event: MouseEvent): void => {
    const trigger = event.target instanceof Element ? event.target.closest(TRIGGER) : null;
    const section = trigger?.closest('.ex-acc');
    const region = section?.querySelector<HTMLElement>(':scope > .ex-acc__panel');
    if (!trigger || !section || !region || !root.contains(section)) return;
    const open = trigger.getAttribute('aria-expanded') !== 'true';
    trigger.setAttribute('aria-expanded', String(open));
    section.setAttribute('data-state', open ? 'open' : 'closed');
    region.hidden = !open;
    if (open) announceSection(host, section);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** A drawer just shown: the sections it shows open are announced (the account menu in the user drawer). */
export function announceOpenSections(host: { ownerId: string; emit: Emit }, drawer: Element): void {
  for (const section of Array.from(drawer.querySelectorAll('.ex-acc[data-state="open"]')))
    announceSection(host, section);
}
