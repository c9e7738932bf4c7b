import type { HostHandle } from '../components/host';

/**
 * A view drawn with plain DOM before the renderer is there (script-tag build only): what the bar looks like in the
 * first frame after the script runs. The renderer replaces it in one task, so no frame shows neither or both.
 */
export interface FirstPaint {
  /** What the renderer must carry over: the control that had focus, and one the user clicked before it came. */
  handOver(): { focus: string | null; click: string | null };
  /** Removes the plain-DOM view and stops following the stores. */
  dispose(): void;
}

export type FirstPainter = (handle: HostHandle, root: ShadowRoot) => FirstPaint;

const painters = new Map<string, FirstPainter>();

export function registerFirstPainter(tag: string, painter: FirstPainter): void {
  painters.set(tag, painter);
}

export function firstPainterFor(tag: string): FirstPainter | undefined {
  return painters.get(tag);
}
