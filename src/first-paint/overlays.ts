import { elementBehaviours } from '../behaviour/element';
import { dialogBehaviour } from '../behaviour/dialog';
import { addStyles } from '../internal/style-sheet';
import { translatorFor } from '../i18n/texts';
import { describeRoot } from '../markup/bar';
import { describeThemeDialog } from '../markup/theme-dialog';
import { patchChildren } from '../render/markup-patch';
import type { HostHandle } from '../render/view';
import { $language, $textLocale } from '../stores/locale';
import { closeOverlay } from '../stores/overlay';
import { $theme } from '../stores/theme';
import modalCss from '../styles/modal.css?inline';
import type { PlainOverlayKind } from './plain-overlays';
import themeCss from '../styles/theme-dialog.css?inline';

/** An overlay the plain bar drew; `close` removes it (the dialog closes, focus goes back). */
export interface PlainOverlay {
  close(): void;
}

/**
 * Draws an overlay with plain DOM, from the description the views render (src/markup/theme-dialog.ts), with the
 * same behaviours (src/behaviour/dialog.ts, theme-toggle.ts). It lives in an inner root of its own beside the bar's,
 * with the theme, direction and language of the element, so the bar can be drawn again under it (a theme chosen in
 * it) without touching it; redrawn in place when the state changes. React does not take the bar over while it is
 * open (src/first-paint/header.ts), so it is never adopted half-way.
 */
export function drawOverlay(handle: HostHandle, shadowRoot: ShadowRoot, kind: PlainOverlayKind): PlainOverlay {
  addStyles(modalCss, themeCss);
  const root = document.createElement('div');
  const draw = () => {
    const language = $language.get();
    const theme = $theme.get();
    for (const [name, value] of Object.entries(describeRoot({ theme, language }, 'ex-overlay-root').attributes))
      if (value != null) root.setAttribute(name, value);
    patchChildren(root, [describeThemeDialog(translatorFor($textLocale.get()), theme)]);
  };
  draw();
  shadowRoot.append(root);
  const stopBehaviours = elementBehaviours(root, handle);
  const stopDialog = dialogBehaviour(root.querySelector('dialog')!, () => closeOverlay(kind, handle.ownerId));
  const stops = [$theme.listen(draw), $language.listen(draw), $textLocale.listen(draw)];
  return {
    close() {
      for (const stop of stops) stop();
      stopBehaviours();
      stopDialog();
      root.remove();
    },
  };
}
