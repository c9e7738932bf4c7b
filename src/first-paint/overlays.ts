import { announceOpenSections } from '../behaviour/disclosure';
import { dialogBehaviour } from '../behaviour/dialog';
import { elementBehaviours } from '../behaviour/element';
import { addStyles } from '../internal/style-sheet';
import { describeRoot } from '../markup/bar';
import { describeNavDrawer, describePreferencesDrawer, describeUserDrawer, sectionsOpenedBy } from '../markup/drawer';
import { $toggledSections, openSections } from '../stores/sections';
import type { MarkupElement } from '../markup/node';
import { describeThemeDialog } from '../markup/theme-dialog';
import { patchChildren } from '../render/markup-patch';
import type { HostHandle } from '../render/view';
import { $language } from '../stores/locale';
import { $headerModel } from '../stores/model';
import { closeOverlay } from '../stores/overlay';
import { $preferencesInput, $userPanelInput } from '../stores/panel';
import drawerCss from '../styles/drawer.css?inline';
import modalCss from '../styles/modal.css?inline';
import themeCss from '../styles/theme-dialog.css?inline';
import type { PlainOverlayKind } from './plain-overlays';

/** An overlay the plain bar drew; `close` removes it (the dialog closes, focus goes back). */
export interface PlainOverlay {
  close(): void;
}

/** The overlay's markup from the state now (null while the menu model is not there: it is built with this script). */
function describeOverlay(owner: string, kind: PlainOverlayKind): MarkupElement | null {
  const input = $userPanelInput.get();
  if (kind === 'theme') return describeThemeDialog(input.t, input.theme);
  if (kind === 'drawer:preferences') return describePreferencesDrawer($preferencesInput.get(), openSections(owner, []));
  const model = $headerModel.get();
  if (!model) return null;
  const open = openSections(owner, sectionsOpenedBy(kind === 'drawer:nav' ? 'nav' : 'user', model));
  return kind === 'drawer:nav' ? describeNavDrawer(model, input, open) : describeUserDrawer(model, input, open);
}

/**
 * Draws an overlay with plain DOM, from the description the views render (src/markup/theme-dialog.ts, drawer.ts),
 * with the same behaviours (src/behaviour/: the dialog, the theme options, the drawer's sections, its links). It lives
 * in an inner root of its own beside the bar's, with the theme, direction and language of the element, so the bar can
 * be drawn again under it (a theme chosen in it) without touching it; redrawn in place when the state changes (a
 * section opened stays open). React does not take the bar over while it is open (src/first-paint/header.ts), so it is
 * never adopted half-way.
 */
export function drawOverlay(handle: HostHandle, shadowRoot: ShadowRoot, kind: PlainOverlayKind): PlainOverlay | null {
  const first = describeOverlay(handle.ownerId, kind);
  if (!first) return null;
  addStyles(modalCss, themeCss, drawerCss);
  const root = document.createElement('div');
  const draw = (markup: MarkupElement | null = describeOverlay(handle.ownerId, kind)) => {
    if (!markup) return;
    const { theme } = $userPanelInput.get();
    for (const [name, value] of Object.entries(
      describeRoot({ theme, language: $language.get() }, 'ex-overlay-root').attributes,
    ))
      if (value != null) root.setAttribute(name, value);
    patchChildren(root, [markup]);
  };
  draw(first);
  shadowRoot.append(root);
  const dialog = root.querySelector('dialog')!;
  const stopBehaviours = elementBehaviours(root, handle);
  const stopDialog = dialogBehaviour(dialog, { onClose: () => closeOverlay(kind, handle.ownerId), host: handle });
  announceOpenSections(handle, dialog);
  const redraw = () => draw();
  const stops = [
    $userPanelInput.listen(redraw),
    $language.listen(redraw),
    $headerModel.listen(redraw),
    $toggledSections.listen(redraw),
    ...(kind === 'drawer:preferences' ? [$preferencesInput.listen(redraw)] : []),
  ];
  return {
    close() {
      for (const stop of stops) stop();
      stopBehaviours();
      stopDialog();
      root.remove();
    },
  };
}
