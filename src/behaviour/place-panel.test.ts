import { describe, expect, it } from 'vitest';
import { PANEL_OFFSET_PX, placePanel, VIEWPORT_MARGIN_PX } from './place-panel';

const viewport = { width: 1280, height: 800 };
const trigger = { left: 400, right: 480, top: 16, bottom: 48 };

describe('placePanel', () => {
  it.each([
    ['start', false, 400],
    ['end', false, 480 - 276],
    ['start', true, 480 - 276],
    ['end', true, 400],
  ] as const)('align %s, rtl %s: left %i, just below the trigger', (align, rtl, left) => {
    expect(placePanel(trigger, 276, viewport, align, rtl)).toEqual({
      left,
      top: 48 + PANEL_OFFSET_PX,
      maxHeight: 800 - 56 - VIEWPORT_MARGIN_PX,
    });
  });

  it('stays inside the viewport near either edge', () => {
    expect(placePanel({ left: 1200, right: 1260, top: 0, bottom: 40 }, 276, viewport, 'start', false).left).toBe(
      1280 - 8 - 276,
    );
    expect(placePanel({ left: 4, right: 40, top: 0, bottom: 40 }, 276, viewport, 'end', false).left).toBe(8);
  });

  it('keeps a usable height when the trigger is low on the screen', () => {
    expect(placePanel({ left: 0, right: 10, top: 760, bottom: 790 }, 100, viewport, 'start', false).maxHeight).toBe(
      120,
    );
  });
});
