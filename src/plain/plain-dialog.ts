import { loadedFeature, loadFeature, type FeatureModules } from '../internal/loader';
import { dialogScript, type DialogKind } from '../stores/overlay';
import type { DialogDeclaration } from '../views/declaration';
import type { HostHandle } from '../protocol/view';
import type { PlainOverlay, PlainOverlayOptions } from './overlay-root';

/** The plain renderer's dialog driver (src/plain/overlay-root.ts) and one dialog's declaration (src/views/). */
export interface PlainDialog {
  driver: FeatureModules['plain-menu-panel'];
  declaration: DialogDeclaration;
}

const loadedDialog = (kind: DialogKind): PlainDialog | null => {
  const driver = loadedFeature('plain-menu-panel');
  const declared = loadedFeature(dialogScript(kind));
  return driver && declared ? { driver, declaration: declared.dialog } : null;
};

/** Loads (and runs) the driver's script and the dialog's own. */
export const loadPlainDialog = (kind: DialogKind): Promise<PlainDialog> =>
  Promise.all([loadFeature('plain-menu-panel'), loadFeature(dialogScript(kind))]).then(([driver, { dialog }]) => ({
    driver,
    declaration: dialog,
  }));

/**
 * Gives `draw` the driver and a dialog's declaration: in this task when both scripts have run (a tap draws in its own
 * task), else once they have; `failed` when one cannot load (the loader logged why).
 */
export function withPlainDialog(kind: DialogKind, draw: (dialog: PlainDialog) => void, failed: () => void): void {
  const loaded = loadedDialog(kind);
  if (loaded) draw(loaded);
  else loadPlainDialog(kind).then(draw, failed);
}

/** A declared dialog the plain driver shows: `hide` closes it; `closed` settles once it has (React waits for that). */
export interface ShownDialog {
  kind: DialogKind;
  closed: Promise<void>;
  hide(): void;
}

/**
 * Shows a declared dialog with the plain driver, in this task when its scripts have run (a tap draws in its own task),
 * else once they have. `onClose` is how it closes: the reader's closing, or nothing to draw (the view described none,
 * or a script could not load: the loader logged why).
 */
export function showPlainDialog(
  handle: HostHandle,
  root: ShadowRoot,
  kind: DialogKind,
  options: PlainOverlayOptions & { onClose: () => void },
): ShownDialog {
  let drawn: PlainOverlay | null = null;
  let hidden = false;
  let done!: () => void;
  const closed = new Promise<void>((resolve) => (done = resolve));
  // A microtask later: closing follows the store or the element's `open`, which calls back into whoever holds this,
  // and that must hold it first.
  const cannotShow = () => queueMicrotask(() => hidden || options.onClose());
  withPlainDialog(
    kind,
    ({ driver, declaration }) => {
      if (hidden) return;
      drawn = driver.drawOverlay(handle, root, kind, declaration, options);
      if (!drawn) cannotShow();
    },
    cannotShow,
  );
  return {
    kind,
    closed,
    hide() {
      hidden = true;
      drawn?.close();
      done();
    },
  };
}
