import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH_PX } from '../constants';
import { layoutForWidth } from './layout';

describe('layoutForWidth', () => {
  it('is compact below the desktop width and desktop from it on', () => {
    expect(layoutForWidth(375)).toBe('compact');
    expect(layoutForWidth(DESKTOP_MIN_WIDTH_PX - 0.5)).toBe('compact');
    expect(layoutForWidth(DESKTOP_MIN_WIDTH_PX)).toBe('desktop');
    expect(layoutForWidth(1280)).toBe('desktop');
  });
});
