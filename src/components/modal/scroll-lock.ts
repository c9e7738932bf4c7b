/** Locks the host page's scroll while any drawer or modal is open, and restores it exactly (styles and position) after. */
let locks = 0;
let saved: { overflow: string; paddingInlineEnd: string; x: number; y: number } | null = null;

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, paddingInlineEnd: root.style.paddingInlineEnd, x: window.scrollX, y: window.scrollY };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    root.style.overflow = saved.overflow;
    root.style.paddingInlineEnd = saved.paddingInlineEnd;
    if (root.getAttribute('style') === '') root.removeAttribute('style');
    window.scrollTo(saved.x, saved.y);
    saved = null;
  };
}
