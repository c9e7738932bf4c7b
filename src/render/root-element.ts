import { describeRoot } from '../markup/bar';
import type { MarkupElement } from '../markup/node';
import { $textLanguage } from '../stores/locale';
import { $theme } from '../stores/theme';
import { toElement } from './markup-dom';

/** The element's inner root that a first paint or a server drew (`.ex-root`), if its shadow root holds one. */
export function drawnRootIn(shadowRoot: ShadowRoot): HTMLElement | null {
  // (`:scope` names no element in a shadow root's querySelector.)
  return (Array.from(shadowRoot.children).find((child) => child.classList.contains('ex-root')) as HTMLElement) ?? null;
}

/** An element's inner root as the state describes it now (its theme, direction and language), holding `children`. */
export const rootDescription = (className: string, ...children: MarkupElement[]): MarkupElement =>
  describeRoot({ theme: $theme.get(), textLanguage: $textLanguage.get() }, className, ...children);

/** A new inner root for a view with nothing drawn before it, as the state describes it now. */
export function newRootElement(className: string): HTMLElement {
  return toElement(rootDescription(className));
}

/**
 * Keeps an inner root's theme, direction and language on the state (describeRoot's attributes): the view renderer
 * draws inside this element, which is the element's and not the renderer's, so a node someone else puts beside it in
 * the shadow root (a style an extension adds, say) is never the renderer's to remove or to trip over. Returns the
 * function that stops it.
 */
export function followRootState(root: HTMLElement, className: string): () => void {
  const apply = () => {
    for (const [name, value] of Object.entries(rootDescription(className).attributes))
      if (name !== 'class' && value != null && root.getAttribute(name) !== value) root.setAttribute(name, value);
  };
  const stops = [$theme.listen(apply), $textLanguage.listen(apply)];
  apply();
  return () => {
    for (const stop of stops) stop();
  };
}
