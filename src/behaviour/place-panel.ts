/** Where a dropdown panel goes in the viewport (it lives in the top layer, so it is placed in viewport pixels). */

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Placement {
  left: number;
  top: number;
  maxHeight: number;
}

/** Space between the trigger and its panel, and the least space kept to the viewport's edges. */
export const PANEL_OFFSET_PX = 8;
export const VIEWPORT_MARGIN_PX = 8;

/**
 * Below the trigger, its inline-start edges aligned ('start') or its inline-end edges ('end'), mirrored in rtl; then
 * moved back inside the viewport when it would cross an edge (a narrow CMS column near the window's edge), and
 * given the height left below it.
 */
export function placePanel(
  trigger: Box,
  panelWidth: number,
  viewport: { width: number; height: number },
  align: 'start' | 'end',
  rtl: boolean,
): Placement {
  const alignLeft = (align === 'start') !== rtl;
  const preferred = alignLeft ? trigger.left : trigger.right - panelWidth;
  const maxLeft = viewport.width - VIEWPORT_MARGIN_PX - panelWidth;
  const left = Math.max(VIEWPORT_MARGIN_PX, Math.min(preferred, maxLeft));
  const top = trigger.bottom + PANEL_OFFSET_PX;
  return {
    left: Math.round(left),
    top: Math.round(top),
    maxHeight: Math.max(120, Math.floor(viewport.height - top - VIEWPORT_MARGIN_PX)),
  };
}
