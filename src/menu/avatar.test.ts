import { describe, expect, it } from 'vitest';
import { avatarUrl, initials } from './avatar';

describe('avatarUrl: only http(s) or same-site URLs', () => {
  it.each([
    ['https://cdn.example.com/a/b.png', 'https://cdn.example.com/a/b.png'],
    ['http://img.example.com/x.jpg?size=64', 'http://img.example.com/x.jpg?size=64'],
    ['  /avatars/1.webp  ', '/avatars/1.webp'],
    ['javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['//evil.example.com/a.png', null],
    ['/\\evil.example.com/a.png', null],
    ['avatar.png', null],
    ['?x=1', null],
    ['#frag', null],
    ['ftp://example.com/a.png', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%j -> %j', (raw, expected) => {
    expect(avatarUrl(raw)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['alice@example.com', '1', 'A'],
    ['  bob', '1', 'B'],
    ['<img src=x onerror=alert(1)>', '1', '<'],
    ['émile', '1', 'É'],
    ['😀smile', '1', '😀'],
    [undefined, '20251101', '2'],
    ['', '', '?'],
  ])('%j / %j -> %j', (name, uid, expected) => {
    expect(initials(name, uid)).toBe(expected);
  });
});
