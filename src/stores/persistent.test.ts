// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./persistent');
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('persistentAtom', () => {
  it('reads the stored value, saves, forgets, and follows other tabs while listened to', async () => {
    localStorage.setItem('k', 'stored');
    const { persistentAtom } = await fresh();
    const $value = persistentAtom('k', (text) => text ?? 'none');
    expect($value.get()).toBe('stored');
    const seen: string[] = [];
    const stop = $value.listen((value) => seen.push(value));
    // Other tabs are followed from the frame after the first use (at the latest 250 ms after it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    $value.save('mine');
    expect(localStorage.getItem('k')).toBe('mine');
    window.dispatchEvent(new StorageEvent('storage', { key: 'k', newValue: 'other tab' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    $value.save(null);
    expect(localStorage.getItem('k')).toBeNull();
    expect(seen).toEqual(['mine', 'other tab', 'none']);
    stop();
  });

  it('touches storage only when first used, not when created (a first access is a round trip to the browser)', async () => {
    localStorage.setItem('k', 'stored');
    const storage = vi.spyOn(window, 'localStorage', 'get');
    const { persistentAtom } = await fresh();
    const $value = persistentAtom('k', (text) => text ?? 'none');
    expect(storage).not.toHaveBeenCalled();
    expect($value.get()).toBe('stored');
    expect(storage).toHaveBeenCalled();
  });

  it('listens for other tabs only from the frame after the first use, and reads what they wrote meanwhile', async () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const { persistentAtom } = await fresh();
    const $value = persistentAtom('k', (text) => text ?? 'none');
    const stop = $value.listen(() => undefined);
    expect(addListener.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    localStorage.setItem('k', 'written by another tab');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(addListener.mock.calls.some(([type]) => type === 'storage')).toBe(true);
    expect($value.get()).toBe('written by another tab');
    stop();
  });

  it('with storage that throws (a sandboxed frame): no exception, the choice lasts for the page', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { persistentAtom } = await fresh();
    const $value = persistentAtom('k', (text) => text ?? 'default');
    expect($value.get()).toBe('default');
    expect(() => $value.save('chosen')).not.toThrow();
    expect($value.get()).toBe('chosen');
    const again = persistentAtom('k', (text) => text ?? 'default');
    expect(again.get()).toBe('chosen');
  });
});
