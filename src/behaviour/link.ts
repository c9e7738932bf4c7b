import { isPlainClick, navigate } from '../actions/navigation';
import type { Emit } from '../events';

/** The links the header draws carry the item id their analytics and `ex-navigate` name. */
const LINK_SELECTOR = 'a[href][data-item-id]';

/**
 * What a link the header draws does, whoever drew it (the plain bar, a server, React): a plain click goes through
 * the header's navigation (analytics, a cancelable `ex-navigate`, then the page moves); a modified click (new tab,
 * download) keeps the browser's own behaviour. One listener on an element's inner root covers its bar, panels, drawers
 * and dialogs. Returns the function that stops it.
 */
export function linkBehaviour(root: HTMLElement, emit: Emit): () => void {
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>(LINK_SELECTOR);
    if (!link || !root.contains(link)) return;
    event.preventDefault();
    const id = link.getAttribute('data-item-id')!;
    navigate({ id, href: link.getAttribute('href')!, newWindow: link.target === '_blank' }, emit);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** Whether an event is aimed at one of the header's links (served without React). */
export const aimsAtLink = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest(LINK_SELECTOR) !== null;
