import { controlSelector } from '../internal/control-selector';
import { lockPageScroll } from '../internal/scroll-lock';
import type { Emit } from '../events';
import { disclosureBehaviour } from './disclosure';
import { preferencesBehaviour } from './preferences';
import { themeOptionsBehaviour } from './theme-options';

/** What Tab stops at (a roving group's other options, tabindex -1, are not: only the chosen one is). */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** What a dialog's behaviour needs: who closes it, the element it belongs to, and what else runs while it is open. */
export interface DialogHost {
  /** Asked when the reader closes it (Escape, the backdrop, the close button, a followed link): the owner decides. */
  onClose: () => void;
  /** The element it belongs to (its sections' exposure events, a theme chosen in it). */
  host: { ownerId: string; emit: Emit };
  /** Runs with its surface while it is open (the views draw the page's toasts there) and returns its own undo. */
  whileOpen?: (surface: Element) => () => void;
  /** What its contents do beyond the ones every dialog may hold (the language picker's lists); returns its undo. */
  contents?: (dialog: HTMLDialogElement) => () => void;
}

/**
 * What a modal dialog does, whoever drew it (src/markup/dialog.ts): the native <dialog> opened with showModal() sits
 * in the top layer above any host stacking context, makes the page inert and closes on Escape; to that this adds a
 * click on the backdrop or the close button, or a link followed in it, asking to close; Tab and Shift+Tab wrapping
 * inside it; the page's scroll locked and restored; focus returned to what had it before. What its contents do comes
 * with it: a drawer's sections (src/behaviour/disclosure.ts), the theme options (theme-options.ts), the
 * preferences' choices (preferences.ts), and what its host adds (`contents`: the language picker's lists). Returns the
 * function that stops it and closes the dialog; `{ keepOpen: true }` leaves it open (another renderer takes it over).
 */
export function dialogBehaviour(
  dialog: HTMLDialogElement,
  { onClose, host, whileOpen = () => () => undefined, contents = () => () => undefined }: DialogHost,
): (options?: { keepOpen?: boolean }) => void {
  // A removed element's view unmounts a microtask later: a detached dialog cannot be shown.
  if (!dialog.isConnected) return () => undefined;
  const root = dialog.getRootNode() as ShadowRoot | Document;
  const previous = (root.activeElement ?? document.activeElement) as HTMLElement | null;
  // What had focus may be drawn anew meanwhile (the bar follows a theme chosen in the dialog): the same control then.
  const previousControl = previous && previous.getRootNode() === root ? controlSelector(previous) : null;
  const unlock = lockPageScroll();
  if (!dialog.open) {
    dialog.showModal();
    // Where the reader starts is the contents' choice (the language list), else the dialog's first control.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }
  const onCancel = (event: Event): void => {
    event.preventDefault();
    onClose();
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    if (target === dialog || target.closest?.('[data-dialog-close]')) onClose();
    // A link followed through the header's navigation (the link behaviour took the click, after this listener)
    // closes it: the page moves on, or the host routes.
    else if (target.closest?.('a[href]'))
      setTimeout(() => {
        if (event.defaultPrevented) onClose();
      }, 0);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab') return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (item) => item.getClientRects().length > 0,
    );
    if (items.length === 0) return;
    const active = root.activeElement;
    const [first, last] = [items[0], items[items.length - 1]];
    const outside = !active || !dialog.contains(active);
    if (event.shiftKey ? outside || active === first : outside || active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  const unregister = whileOpen(dialog.querySelector('.ex-modal__surface') ?? dialog);
  const behaviours = [
    disclosureBehaviour(dialog, host),
    themeOptionsBehaviour(dialog, host.emit),
    preferencesBehaviour(dialog, host.emit),
    contents(dialog),
  ];
  return ({ keepOpen = false } = {}) => {
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('keydown', onKeyDown);
    unregister();
    for (const stop of behaviours) stop();
    if (keepOpen) return;
    if (dialog.open) dialog.close();
    unlock();
    const back = previous?.isConnected
      ? previous
      : previousControl
        ? root.querySelector<HTMLElement>(previousControl)
        : null;
    back?.focus({ preventScroll: true });
  };
}
