import type { BehaviourHost } from './behaviour-host';
import { actionEntryBehaviour } from './action-entries';
import { brokenImageBehaviour } from './broken-images';
import { linkBehaviour } from './link';
import { prefetchOnIntent } from './prefetch';
import { overlayTriggerBehaviour } from './overlay-triggers';
import { themeToggleBehaviour } from './theme-toggle';

/**
 * The behaviours every element's inner root runs on whatever nodes are on screen (the plain bar's, a server's, then
 * React's): its links, the account actions of menu entries, the theme toggle, the buttons that open a dialog or a drawer, loading what a control opens
 * when the reader points at it, and pictures that do not load. (What a dialog's contents do comes with the dialog,
 * src/behaviour/dialog.ts.) Returns the function that stops them.
 */
export function elementBehaviours(root: HTMLElement, host: BehaviourHost): () => void {
  const { ownerId, emit, featureFor } = host;
  const stops = [
    actionEntryBehaviour(root, host),
    linkBehaviour(root, emit),
    themeToggleBehaviour(root, emit),
    overlayTriggerBehaviour(root, ownerId),
    prefetchOnIntent(root, featureFor),
    brokenImageBehaviour(root),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
