import { describe, expect, it } from 'vitest';
import { fitCount } from './fit-count';

// Seven menus of the widths a desktop bar shows them at; "More menus" is a 40 px icon button; 2 px between items.
const WIDTHS = [70, 88, 140, 118, 112, 92, 74];
const GAP = 2;
const MORE = 40;
const total = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0) + GAP * (widths.length - 1);

describe('fitCount (spec section 4: collapse when the gap to the right area is under 8 px)', () => {
  it('keeps every menu while at least 8 px remain', () => {
    expect(fitCount(WIDTHS, total(WIDTHS) + 8, MORE, GAP)).toBe(7);
    expect(fitCount(WIDTHS, 5000, MORE, GAP)).toBe(7);
  });

  it('collapses the last menu once the gap would fall under 8 px', () => {
    expect(fitCount(WIDTHS, total(WIDTHS) + 7.5, MORE, GAP)).toBe(6);
  });

  it('counts the "More menus" trigger and its gap once anything is collapsed', () => {
    const six = total(WIDTHS.slice(0, 6)) + GAP + MORE + 8;
    expect(fitCount(WIDTHS, six, MORE, GAP)).toBe(6);
    expect(fitCount(WIDTHS, six - 0.5, MORE, GAP)).toBe(5);
  });

  it('moves menus one by one, last first, as the space shrinks pixel by pixel', () => {
    let previous = WIDTHS.length;
    const seen = new Set<number>();
    for (let available = total(WIDTHS) + 40; available >= 0; available -= 1) {
      const count = fitCount(WIDTHS, available, MORE, GAP);
      expect(count).toBeLessThanOrEqual(previous);
      expect(previous - count).toBeLessThanOrEqual(1);
      if (count > 0 && count < WIDTHS.length)
        expect(total(WIDTHS.slice(0, count)) + GAP + MORE + 8).toBeLessThanOrEqual(available);
      seen.add(count);
      previous = count;
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('handles no menus, and no room for any', () => {
    expect(fitCount([], 0, MORE, GAP)).toBe(0);
    expect(fitCount(WIDTHS, 10, MORE, GAP)).toBe(0);
  });

  it('uses the threshold it is given', () => {
    expect(fitCount([100], 110, MORE, 0, 10)).toBe(1);
    expect(fitCount([100], 109, MORE, 0, 10)).toBe(0);
  });
});
