import { loadFeature } from '../internal/loader';
import type { BehaviourHost } from './behaviour-host';

/** An action entry of a menu or drawer (src/markup/panel.ts): copy the UID, a mode change, log out. */
const ACTION_ENTRY = 'button[data-action]';

const entryAt = (root: HTMLElement, target: EventTarget | null): HTMLButtonElement | null => {
  const entry = target instanceof Element ? target.closest<HTMLButtonElement>(ACTION_ENTRY) : null;
  return entry && root.contains(entry) ? entry : null;
};

/**
 * What an action entry does, whoever drew it (the plain bar's panel or drawer, React's): a click runs its account
 * action (src/actions/account-actions.ts, its own script, fetched when a pointer or focus comes to an entry), from
 * this element, so the cancelable events come from it; a mode change that went ahead closes the menu or drawer;
 * copying keeps it open, and so does logout, to show that it is busy. An entry marked aria-disabled (a logout under
 * way) does nothing. Returns the function that stops it.
 */
export function actionEntryBehaviour(root: HTMLElement, { ownerId, emit }: BehaviourHost): () => void {
  const onIntent = (event: Event) => {
    if (entryAt(root, event.target)) loadFeature('account-actions').catch(() => undefined);
  };
  const onClick = (event: MouseEvent) => {
    const entry = entryAt(root, event.target);
    if (!entry || entry.getAttribute('aria-disabled') === 'true') return;
    loadFeature('account-actions')
      .then(({ runActionEntry }) => runActionEntry(entry, { ownerId, emit }))
      .catch(() => undefined);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    root.removeEventListener('click', onClick);
  };
}
