import { describe, expect, it, vi } from 'vitest';
import type { HostHandle } from '../protocol/view';
import { showPlainDialog } from './plain-dialog';

// The plain dialog driver's `drawOverlay` draws what the dialog's view describes; here it describes nothing yet (a
// drawer before the menu model is built) or shows one, as each test sets. The driver's and the dialog's scripts have
// run, as on a page after the browser was idle.
const { driver, setDrawn } = vi.hoisted(() => {
  let drawn: { close: () => void } | null = null;
  return {
    driver: { drawOverlay: vi.fn(() => drawn) },
    setDrawn: (next: typeof drawn) => void (drawn = next),
  };
});
vi.mock('../internal/loader', async (original) => {
  const modules: Record<string, unknown> = { 'plain-menu-panel': driver, 'dialog-drawer': { dialog: {} } };
  return {
    ...(await original<object>()),
    loadedFeature: (name: string) => modules[name],
    loadFeature: (name: string) => Promise.resolve(modules[name]),
  };
});

const handle = { ownerId: 'plain-dialog-test' } as HostHandle;
const root = {} as ShadowRoot;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showPlainDialog', () => {
  it('draws in the same task when its scripts have run; hiding closes it and settles `closed`', async () => {
    const close = vi.fn();
    setDrawn({ close });
    const onClose = vi.fn();
    const shown = showPlainDialog(handle, root, 'drawer:nav', { onClose });
    expect(driver.drawOverlay).toHaveBeenCalledTimes(1);
    let closed = false;
    void shown.closed.then(() => (closed = true));
    await settled();
    expect(closed).toBe(false);
    shown.hide();
    expect(close).toHaveBeenCalledTimes(1);
    await settled();
    expect(closed).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('one that draws nothing closes, but only once whoever called holds it (closing calls back into them)', async () => {
    setDrawn(null);
    let held: ReturnType<typeof showPlainDialog> | null = null;
    const seenHeld: unknown[] = [];
    const onClose = vi.fn(() => {
      seenHeld.push(held);
      held?.hide();
    });
    held = showPlainDialog(handle, root, 'drawer:nav', { onClose });
    expect(onClose).not.toHaveBeenCalled();
    await settled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(seenHeld).toEqual([held]);
    await expect(held.closed).resolves.toBeUndefined();
  });

  it('hidden before it could be shown: nothing is closed for it later', async () => {
    setDrawn(null);
    const onClose = vi.fn();
    showPlainDialog(handle, root, 'drawer:nav', { onClose }).hide();
    await settled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
