/**
 * Locks the host page's scroll while any drawer or modal is open, and restores it exactly (styles and position)
 * once the last one closes.
 *
 * The lock's state lives on the document, not in this module: a page can hold several copies of this code (two
 * script versions, a lazily loaded feature carrying its own copy, an ES-module build beside the script build), and
 * each copy counting on its own would leave the page locked when their overlays close in another order. Every lock
 * is keyed by its own owner token, so releasing twice, or releasing another copy's lock, is impossible.
 */
interface PageScrollLock {
  owners: Set<object>;
  saved: { overflow: string; paddingInlineEnd: string; x: number; y: number } | null;
}

const STATE = Symbol.for('ex-header.page-scroll-lock');

function pageLock(): PageScrollLock {
  const holder = document as Document & { [STATE]?: PageScrollLock };
  holder[STATE] ??= { owners: new Set(), saved: null };
  return holder[STATE];
}

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const lock = pageLock();
  if (lock.owners.size === 0) {
    lock.saved = {
      overflow: root.style.overflow,
      paddingInlineEnd: root.style.paddingInlineEnd,
      x: window.scrollX,
      y: window.scrollY,
    };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`;
  }
  const owner = {};
  lock.owners.add(owner);
  return () => {
    if (!lock.owners.delete(owner) || lock.owners.size > 0 || !lock.saved) return;
    const { saved } = lock;
    lock.saved = null;
    root.style.overflow = saved.overflow;
    root.style.paddingInlineEnd = saved.paddingInlineEnd;
    if (root.getAttribute('style') === '') root.removeAttribute('style');
    window.scrollTo(saved.x, saved.y);
  };
}
