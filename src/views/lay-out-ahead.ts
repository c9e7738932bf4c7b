import { readyAhead, type Readying } from '../internal/ready-ahead';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import { $userPanelInput } from '../markup/inputs';
import type { MarkupElement } from '../markup/node';
import type { HostHandle } from '../protocol/view';
import { patchChildren } from '../render/markup-patch';
import { dialogPieces, layOutAhead } from '../render/warm-layout';
import { $textLanguage } from '../stores/locale';
import type { DialogKind } from '../stores/overlay';
import modalCss from '../styles/modal.css?inline';
import type { DialogDeclaration } from './declaration';

/** One element's dialog or drawer of a kind. */
export const overlayKey = (handle: HostHandle, kind: DialogKind): string => `${handle.ownerId} ${kind}`;

/**
 * Draws a dialog's root (theme, direction, language, as the element's) and its markup into `root`, with plain DOM;
 * false when there is none yet.
 */
export function drawOverlayRoot(root: HTMLElement, markup: MarkupElement | null): boolean {
  if (!markup) return false;
  const { theme } = $userPanelInput.get();
  for (const [name, value] of Object.entries(
    describeRoot({ theme, textLanguage: $textLanguage.get() }, 'ex-overlay-root').attributes,
  ))
    if (value != null) root.setAttribute(name, value);
  patchChildren(root, [markup]);
  return true;
}

/** The overlays laid out ahead to the end, by element, kind and text language: the caches filled stay filled. */
const laidOut = new Set<string>();
const laidOutKey = (handle: HostHandle, kind: DialogKind) => `${overlayKey(handle, kind)} ${$textLanguage.get()}`;

/**
 * Lays a drawn dialog out once, hidden, from the next step on (src/render/warm-layout.ts), unless it was for this
 * element in this language already (by either renderer; a redraw for a theme chosen).
 */
export function* layOutOnce(handle: HostHandle, shadowRoot: ShadowRoot, kind: DialogKind, root: Element): Readying {
  const key = laidOutKey(handle, kind);
  if (laidOut.has(key)) return;
  yield;
  if (yield* layOutAhead(shadowRoot, dialogPieces(root))) laidOut.add(key);
}

/**
 * Lays out a declared dialog once, hidden, without keeping it, after what its declaration readies first: for React's
 * dialogs drawn ahead, which stay hidden until a tap and so would be laid out first then. The plain driver lays out
 * what it draws ahead itself (src/plain/overlay-root.ts). Returns what stops it.
 */
export function warmOverlay(
  handle: HostHandle,
  shadowRoot: ShadowRoot,
  kind: DialogKind,
  declaration: DialogDeclaration,
): () => void {
  if (laidOut.has(laidOutKey(handle, kind))) return () => undefined;
  let stop = () => undefined as void;
  const layOut = () => {
    const root = document.createElement('div');
    if (!drawOverlayRoot(root, declaration.view(handle, kind, {}).describe())) return;
    addStyles(modalCss, ...declaration.styles);
    stop = readyAhead(() => layOutOnce(handle, shadowRoot, kind, root), { start: 'now' });
  };
  const stopFirst = declaration.beforeDrawnAhead?.(shadowRoot, layOut);
  if (!stopFirst) layOut();
  return () => {
    stopFirst?.();
    stop();
  };
}
