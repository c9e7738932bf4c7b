import { GLYPHS, type Glyph as GlyphData } from '../../markup/glyphs';
import { glyph } from '../../markup/node';
import { toReact } from '../../render/markup-react';

/** Inline SVG icons (no icon font, no network, CSP-safe). Decorative unless a label is given. */

export interface IconProps {
  size?: number;
  label?: string;
}

interface SvgProps extends IconProps {
  strokeWidth?: number;
  className?: string;
  children: React.ReactNode;
}

/** The frame every stroked icon shares (the lazily loaded panels and dialogs draw their own icons with it). */
export function Svg({ size = 20, label, strokeWidth = 1.8, className, children }: SvgProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** One of the bar's icons (src/markup/glyphs.ts), the SVG the first paint draws. */
export function Glyph({ glyph: source }: { glyph: GlyphData }) {
  return toReact(glyph(source));
}

export const ChevronDown = () => <Glyph glyph={GLYPHS.chevronDown} />;
export const Sun = () => <Glyph glyph={GLYPHS.sun} />;
export const Moon = () => <Glyph glyph={GLYPHS.moon} />;
