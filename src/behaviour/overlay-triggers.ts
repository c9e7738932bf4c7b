import type { Markup } from '../markup/node';
import { $overlay, asDialogKind, openOverlay, type DialogKind } from '../stores/overlay';

const TRIGGER_SELECTOR = 'button[data-overlay-trigger], button[data-drawer]';

/** The dialog or drawer a button opens, from its attributes (null for any other node). */
export function dialogOpenedBy(attribute: (name: string) => string | null | undefined) {
  const drawer = attribute('data-drawer');
  return asDialogKind(attribute('data-overlay-trigger') ?? (drawer ? `drawer:${drawer}` : null));
}

/** The dialog or drawer a control opens, or null. */
export function overlayOf(control: Element): DialogKind | null {
  return control.localName === 'button' ? dialogOpenedBy((name) => control.getAttribute(name)) : null;
}

/** The dialogs and drawers a described bar's buttons open, each once, in the bar's order. */
export function overlaysIn(markup: Markup, found = new Set<DialogKind>()): DialogKind[] {
  if (typeof markup === 'string') return [...found];
  const kind = markup.tag === 'button' ? dialogOpenedBy((name) => markup.attributes[name]) : null;
  if (kind) found.add(kind);
  for (const child of markup.children) overlaysIn(child, found);
  return [...found];
}

/**
 * What a dialog or drawer button does, whoever drew it: a click opens its overlay in the page-wide overlay store (one
 * at a time), for this element; a drawer button says its drawer is open (`aria-expanded`) once the store has it open
 * and it is shown (a modal dialog of this element holding that drawer), not while its code loads. Whoever draws the
 * overlay shows what the store says. Returns the function that stops it.
 */
export function overlayTriggerBehaviour(root: HTMLElement, ownerId: string): () => void {
  const onClick = (event: MouseEvent): void => {
    const trigger = event.target instanceof Element ? event.target.closest(TRIGGER_SELECTOR) : null;
    const kind = trigger && root.contains(trigger) ? overlayOf(trigger) : null;
    if (kind) openOverlay(kind, ownerId);
  };
  const shadowRoot = root.getRootNode() as ParentNode & Node;
  const shown = (drawer: string): boolean =>
    shadowRoot.querySelector(`dialog[open] [data-drawer-kind="${drawer}"]`) !== null;
  const followExpanded = (): void => {
    const open = $overlay.get();
    for (const button of Array.from(root.querySelectorAll('button[data-drawer]'))) {
      const kind = overlayOf(button);
      const asked = open?.owner === ownerId && open.kind === kind;
      const expanded = asked && shown(kind!.slice('drawer:'.length)) ? 'true' : 'false';
      if (button.getAttribute('aria-expanded') !== expanded) button.setAttribute('aria-expanded', expanded);
    }
  };
  root.addEventListener('click', onClick);
  const stopFollowing = $overlay.subscribe(followExpanded);
  // A dialog's `open` changes as it is shown or closed, whoever drew it.
  const dialogs = new MutationObserver(followExpanded);
  dialogs.observe(shadowRoot, { subtree: true, attributes: true, attributeFilter: ['open'] });
  return () => {
    root.removeEventListener('click', onClick);
    stopFollowing();
    dialogs.disconnect();
  };
}
