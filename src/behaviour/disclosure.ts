import { announceExposure } from '../actions/menu-exposure';
import type { Emit } from '../events';
import { toggleSection } from '../stores/sections';

type Host = { ownerId: string; emit: Emit };

/** The menu entries a section shows (group-qualified item ids), announced once they are drawn. */
function announceSection(host: Host, section: Element): void {
  const id = section.getAttribute('data-section');
  const items = Array.from(section.querySelectorAll('.ex-acc__panel [data-item-id]'), (item) =>
    item.getAttribute('data-item-id')!,
  );
  if (id) announceExposure(host, id, items);
}

/**
 * What a drawer's accordion section does, whoever drew it (src/markup/disclosure.ts): its button opens or closes it in
 * the sections store (src/stores/sections.ts), and the renderer draws what the store says (a closed section's contents
 * are not drawn). A section of menu entries shown is announced (the exposure analytics event) once its entries are
 * drawn, as a menu's panel is. Returns the function that stops it.
 */
export function disclosureBehaviour(root: HTMLElement, host: Host): () => void {
  let waiting: MutationObserver | null = null;
  const onClick = (event: MouseEvent): void => {
    const trigger = event.target instanceof Element ? event.target.closest('.ex-acc__trigger') : null;
    const id = trigger?.closest('.ex-acc')?.getAttribute('data-section');
    if (!trigger || !id || !root.contains(trigger)) return;
    const opening = trigger.getAttribute('aria-expanded') !== 'true';
    toggleSection(host.ownerId, id);
    if (!opening) return;
    // Drawn at once by the plain renderer, a little later by React: announced when its region shows.
    waiting?.disconnect();
    const announceWhenShown = (): boolean => {
      const section = root.querySelector(`.ex-acc[data-section="${CSS.escape(id)}"]`);
      const region = section?.querySelector<HTMLElement>(':scope > .ex-acc__panel');
      if (!section || !region || region.hidden) return false;
      announceSection(host, section);
      return true;
    };
    if (announceWhenShown()) return;
    waiting = new MutationObserver(() => {
      if (announceWhenShown()) waiting?.disconnect();
    });
    waiting.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    waiting?.disconnect();
  };
}

/** A drawer just shown: the sections it shows open are announced (the account menu in the user drawer). */
export function announceOpenSections(host: Host, drawer: Element): void {
  for (const section of Array.from(drawer.querySelectorAll('.ex-acc[data-state="open"]')))
    announceSection(host, section);
}
