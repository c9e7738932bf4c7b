import { describe, expect, it } from 'vitest';
import { pinnedFile, pinnedName, PINNED_FILES } from './pinned-files';

describe('pinned files', () => {
  it('a name carries the first 12 characters of its hash, base64url', () => {
    expect(pinnedName('features/app.js', 'sha256-ab+/CDefGHij0123456789=')).toBe('features/app.ab-_CDefGHij.js');
    expect(pinnedName('locales/zh-CN.json', 'sha384-Xy3Z0AbCdEfGhIjK')).toBe('locales/zh-CN.Xy3Z0AbCdEfG.json');
  });

  it('a build table gives the path and hash; a file it does not list is not the release’s (null)', () => {
    const table = { 'features/app.js': 'sha256-0123456789abcdefXYZ=' };
    expect(pinnedFile('features/app.js', table)).toEqual({
      path: 'features/app.0123456789ab.js',
      integrity: 'sha256-0123456789abcdefXYZ=',
    });
    expect(pinnedFile('features/evil.js', table)).toBeNull();
    expect(pinnedFile('toString', table)).toBeNull();
    expect(pinnedFile('__proto__', table)).toBeNull();
  });

  it('running from source there is no table: undefined (plain names)', () => {
    expect(PINNED_FILES).toBeNull();
    expect(pinnedFile('features/app.js')).toBeUndefined();
  });
});
