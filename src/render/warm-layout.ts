import type { Readying } from '../internal/ready-ahead';

/**
 * Lays out each piece once, hidden, in `shadowRoot` (so with its styles), one piece per step of readying ahead
 * (src/internal/ready-ahead.ts), then removes it. The first layout of text in a face, size and weight the page has not
 * shown yet costs a phone-class CPU tens of milliseconds (the system's font lookup, the shaping of each word, the
 * first match of a style sheet's rules); the caches it fills are the page's, so whoever draws the same text later, at
 * a tap, pays a few. Measured at 4x: the account drawer's first layout 31-50 ms, 3 ms the second time. Returns
 * whether every piece was laid out (not when the element left the page meanwhile).
 */
export function* layOutAhead(shadowRoot: ShadowRoot, pieces: readonly (() => Node)[]): Readying<boolean> {
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) yield;
    if (!shadowRoot.host.isConnected) return false;
    layOutHidden(shadowRoot, piece());
  }
  return true;
}

function layOutHidden(shadowRoot: ShadowRoot, piece: Node): void {
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.inert = true;
  // The viewport's size, so text breaks as it will; strict containment keeps the page's layout out of it.
  probe.style.cssText =
    'position:fixed;inset:0;visibility:hidden;pointer-events:none;contain:strict;overflow:hidden;z-index:-1';
  probe.append(piece);
  shadowRoot.append(probe);
  probe.getBoundingClientRect();
  probe.remove();
}

/**
 * The pieces of a drawn dialog to lay out ahead (src/markup/dialog.ts): its frame and title, then each block of its
 * body (where the body's single wrappers end), each in a copy of the dialog shown in place, non-modal, so the styles
 * that reach it through its ancestors apply.
 */
export function dialogPieces(root: Element): (() => Node)[] {
  const blocks = (copy: Element): Element | null => {
    let container = copy.querySelector('.ex-modal__body');
    while (container && container.childElementCount === 1) container = container.firstElementChild!;
    return container;
  };
  const count = blocks(root)?.childElementCount ?? 0;
  const piece = (keep: number) => () => {
    const copy = root.cloneNode(true) as Element;
    const dialog = copy.localName === 'dialog' ? copy : copy.querySelector('dialog');
    dialog?.setAttribute('open', '');
    const container = blocks(copy);
    [...(container?.children ?? [])].forEach((block, index) => index !== keep && block.remove());
    return copy;
  };
  return Array.from({ length: count + 1 }, (_, index) => piece(index - 1));
}
