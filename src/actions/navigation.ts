import { ExAnalyticsEvent, ExNavigatedEvent, ExNavigateEvent, type Emit } from '../events';
import { safeHref } from '../menu/routes';
import { $navigateDelay, $noNavigation } from '../stores/navigation';

export interface NavigationTarget {
  id: string;
  href: string;
  newWindow: boolean;
}

const pending = new Set<ReturnType<typeof setTimeout>>();

/**
 * Leaves the page (or opens the new window) now, announced first by `ex-navigated`; with `no-navigation`, only
 * announced. `leave` is what leaving is: an assignment, or the logout's reload.
 */
export function leavePage(
  detail: { href: string; newWindow: boolean; itemId: string },
  emit: Emit,
  leave: () => void = () =>
    detail.newWindow ? window.open(detail.href, '_blank', 'noopener,noreferrer') : window.location.assign(detail.href),
): void {
  const followed = !$noNavigation.get();
  emit(new ExNavigatedEvent({ ...detail, followed }));
  if (followed) leave();
}

/** A plain left click: modified clicks (new tab, download) keep the browser's behaviour. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Spec section 4, menu click: a click analytics event, then a cancelable `ex-navigate`; unless a listener prevents
 * it (a single-page app routing itself), navigate after the delay (`navigate-delay`, the spec's 500 ms by default).
 * `preventDefault()` counts until the navigation fires, so a listener that awaits the event (a test's `oneEvent`)
 * still stops it.
 */
export function navigate(target: NavigationTarget, emit: Emit): void {
  const href = safeHref(target.href);
  if (href === null) {
    console.warn(`[ex-header] Refusing to navigate to an unsafe link for "${target.id}".`);
    return;
  }
  emit(new ExAnalyticsEvent({ type: 'click', itemId: target.id, href }));
  const event = new ExNavigateEvent({ href, newWindow: target.newWindow, itemId: target.id });
  if (!emit(event)) return;
  const timer = setTimeout(() => {
    pending.delete(timer);
    if (!event.defaultPrevented) leavePage({ href, newWindow: target.newWindow, itemId: target.id }, emit);
  }, $navigateDelay.get());
  pending.add(timer);
}

export function cancelPendingNavigation(): void {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
}

export function hasPendingNavigation(): boolean {
  return pending.size > 0;
}
