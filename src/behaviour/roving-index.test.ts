import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

describe('rovingIndex', () => {
  it.each([
    // key, from, count, options, to
    ['ArrowDown', 0, 3, { vertical: true }, 1],
    ['ArrowDown', 2, 3, { vertical: true }, 0],
    ['ArrowUp', 0, 3, { vertical: true }, 2],
    ['ArrowDown', -1, 3, { vertical: true }, 0],
    ['Home', 2, 3, { vertical: true }, 0],
    ['End', 0, 3, { vertical: true }, 2],
    ['ArrowRight', 0, 2, { horizontal: true }, 1],
    ['ArrowRight', 1, 2, { horizontal: true }, 0],
    ['ArrowLeft', 0, 2, { horizontal: true }, 1],
    ['ArrowRight', 0, 3, { horizontal: true, rtl: true }, 2],
    ['ArrowLeft', 0, 3, { horizontal: true, rtl: true }, 1],
    ['ArrowDown', 0, 2, { horizontal: true, vertical: true, rtl: true }, 1],
  ] as const)('%s from %i of %i (%j) -> %i', (key, from, count, options, to) => {
    expect(rovingIndex(key, from, count, options)).toBe(to);
  });

  it.each([
    ['ArrowRight', { vertical: true }],
    ['ArrowDown', { horizontal: true }],
    ['Enter', { horizontal: true, vertical: true }],
    ['a', { vertical: true }],
  ] as const)('%s does not move a %j group', (key, options) => {
    expect(rovingIndex(key, 0, 3, options)).toBeNull();
  });

  it('an empty group never moves', () => {
    expect(rovingIndex('Home', 0, 0, { vertical: true })).toBeNull();
  });
});
