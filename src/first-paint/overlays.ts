import { announceOpenSections } from '../behaviour/disclosure';
import { loadFeature } from '../internal/loader';
import { describeNavDrawer, describePreferencesDrawer, describeUserDrawer, sectionsOpenedBy } from '../markup/drawer';
import { describeThemeDialog } from '../markup/theme-dialog';
import type { HostHandle } from '../render/view';
import { $headerModel } from '../stores/model';
import { $preferencesInput, $userPanelInput } from '../markup/inputs';
import { $toggledSections, openSections } from '../stores/sections';
import drawerCss from '../styles/drawer.css?inline';
import themeCss from '../styles/theme-dialog.css?inline';
import {
  drawPlainOverlay,
  isForgotten,
  preparePlainOverlay,
  warmPlainOverlay,
  type DrawOverlay,
  type PlainOverlayView,
} from './overlay-root';
import type { PlainOverlayKind } from './plain-overlays';
import { warmLanguageFonts } from './warm-fonts';

/** The theme dialog's view (src/markup/theme-dialog.ts). */
const themeDialog: PlainOverlayView = {
  describe: () => {
    const { t, theme } = $userPanelInput.get();
    return describeThemeDialog(t, theme);
  },
  follows: [],
  styles: [themeCss],
};

/** A drawer's view (src/markup/drawer.ts), its sections as the reader opened them (null until the menu model is built). */
function drawer(handle: HostHandle, kind: 'drawer:nav' | 'drawer:user' | 'drawer:preferences'): PlainOverlayView {
  return {
    describe: () => {
      if (kind === 'drawer:preferences')
        return describePreferencesDrawer($preferencesInput.get(), openSections(handle.ownerId, []));
      const model = $headerModel.get();
      if (!model) return null;
      const input = $userPanelInput.get();
      const open = openSections(handle.ownerId, sectionsOpenedBy(kind === 'drawer:nav' ? 'nav' : 'user', model));
      return kind === 'drawer:nav' ? describeNavDrawer(model, input, open) : describeUserDrawer(model, input, open);
    },
    follows: [$headerModel, $toggledSections, ...(kind === 'drawer:preferences' ? [$preferencesInput] : [])],
    styles: [themeCss, drawerCss],
    onOpen: (dialog) => announceOpenSections(handle, dialog),
  };
}

const viewOf = (handle: HostHandle, kind: Exclude<PlainOverlayKind, 'lang' | 'security'>): PlainOverlayView =>
  kind === 'theme' ? themeDialog : drawer(handle, kind);

/**
 * Draws the theme dialog or a drawer with plain DOM (src/first-paint/overlay-root.ts); the language dialog is
 * lang-dialog.ts's, the security dialog security-dialog.ts's.
 */
export const drawOverlay: DrawOverlay = (handle, shadowRoot, kind, options = {}) => {
  if (kind === 'lang' || kind === 'security') return null;
  return drawPlainOverlay(handle, shadowRoot, kind, viewOf(handle, kind), options);
};

/**
 * Readies what a first tap opens: a drawer or the theme dialog drawn ahead, detached (overlay-root.ts); the language
 * dialog too, by its own script, run once the fonts of the languages' own names are found (warm-fonts.ts).
 */
export function prepareOverlay(handle: HostHandle, shadowRoot: ShadowRoot, kind: PlainOverlayKind): void {
  if (kind === 'lang')
    warmLanguageFonts(shadowRoot, () =>
      loadFeature('plain-lang-dialog').then(
        (module) => {
          if (!isForgotten(handle)) module.prepareOverlay(handle, shadowRoot, kind);
        },
        // The loader logged why; a tap then closes the dialog it cannot draw, as before.
        () => undefined,
      ),
    );
  else if (kind !== 'security') preparePlainOverlay(handle, shadowRoot, kind, viewOf(handle, kind));
}

/**
 * Readies the first tap on an overlay React draws (src/components/header/BarOverlays.tsx): what it shows laid out once,
 * hidden; for the language dialog, its fonts. Returns what stops it.
 */
export function warmOverlay(handle: HostHandle, shadowRoot: ShadowRoot, kind: PlainOverlayKind): () => void {
  if (kind === 'lang') return warmLanguageFonts(shadowRoot);
  return kind === 'security' ? () => undefined : warmPlainOverlay(handle, shadowRoot, kind, viewOf(handle, kind));
}
