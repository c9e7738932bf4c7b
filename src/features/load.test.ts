import { describe, expect, it, vi } from 'vitest';
import { loadedFeature, loadFeature, whenRegistered } from './load';

describe('whenRegistered (ES-module builds): told when a feature has loaded, whoever loaded it, without loading it', () => {
  it('waits for a load someone else starts, calls back once, and calls a later caller at once', async () => {
    const early = vi.fn();
    whenRegistered('menus-check', early);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(early).not.toHaveBeenCalled();
    expect(loadedFeature('menus-check')).toBeUndefined();

    await loadFeature('menus-check');
    expect(early).toHaveBeenCalledTimes(1);
    await loadFeature('menus-check');
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    whenRegistered('menus-check', late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
