import { loadFeature } from '../internal/loader';
import { afterNextFrame } from '../internal/frames';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import type { LangPickerVariant } from '../markup/lang-picker';
import type { MarkupElement } from '../markup/node';
import type { FirstPaint } from '../protocol/first-paint';
import { patchElement } from '../render/markup-patch';
import { removeDrawnNodes } from '../render/server-markup';
import type { HostHandle } from '../protocol/view';
import { $textLanguage } from '../stores/locale';
import { $theme } from '../stores/theme';
import { inlinePicker, type InlinePickerState } from '../views/inline-picker';
import { VIEW_STORES, viewStateOf } from '../views/view-state';

/**
 * <ex-lang-modal inline> before React: the picker in the page flow (src/markup/lang-picker.ts), drawn with plain DOM
 * inside the element's inner root as its React view renders it, and working as it does there (src/behaviour/
 * choice-list.ts: tabs, search, choosing a language or a unit), so a help centre's page shows and uses it without ever
 * running React. Redrawn in place when what it shows changes (a search typed, a language chosen). React, when it runs
 * for another reason, adopts these nodes (once the view's code is there).
 */
export function paintInlinePicker(handle: HostHandle, shadowRoot: ShadowRoot): FirstPaint {
  const variant = () => (handle.own.get().variant as LangPickerVariant | null) ?? 'default';
  // The element's inner root (its theme, direction and language) with the picker in it.
  const describe = (): MarkupElement =>
    describeRoot(
      { theme: $theme.get(), textLanguage: $textLanguage.get() },
      `${handle.host.localName}-root`,
      inlinePicker.describe(viewStateOf(inlinePicker.reads) as InlinePickerState, variant(), handle.ownerId),
    );
  addStyles(...inlinePicker.styles);
  const root = document.createElement('div');
  patchElement(root, describe());
  removeDrawnNodes(shadowRoot);
  shadowRoot.append(root);
  // Attached after the frame that shows it: the lists' first scroll to the current choice reads the layout, which that
  // frame has done by then (read in this task, it would be forced here, on top of drawing).
  let stopChoices = () => undefined as void;
  let attached = true;
  afterNextFrame(() => {
    if (attached) stopChoices = inlinePicker.contents(root.firstElementChild as HTMLElement, handle);
  });
  let frozen = false;
  const redraw = () => {
    if (!frozen) patchElement(root, describe());
  };
  const stops = [...inlinePicker.reads.map((name) => VIEW_STORES[name]), $theme, $textLanguage, handle.own].map(
    (store) => store.listen(redraw),
  );
  const stop = () => {
    for (const each of stops.splice(0)) each();
    attached = false;
    stopChoices();
  };
  // The view draws the picker only once its code is there (until then it would draw nothing over these nodes); where
  // that code cannot load, the plain picker stays, working.
  let viewReady = false;
  let viewCode: Promise<unknown> | null = null;
  return {
    freeze: () => {
      frozen = true;
      return { layout: null, visibleMenus: null };
    },
    pending: () => {
      if (viewReady) return null;
      viewCode ??= loadFeature('inline-picker').then(
        () => void (viewReady = true),
        () => new Promise<never>(() => undefined),
      );
      return viewCode;
    },
    release: stop,
    dispose: () => {
      stop();
      root.remove();
    },
  };
}
