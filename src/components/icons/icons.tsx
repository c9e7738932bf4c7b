import { createElement } from 'react';
import { GLYPHS, type Glyph as GlyphData } from './glyphs';

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

/** React props for DOM attribute names ("stroke-width" -> strokeWidth; aria-* and data-* stay as they are). */
function reactProps(attributes: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      /^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

/** One of the bar's icons (glyphs.ts), the same SVG the first paint draws. */
export function Glyph({ glyph }: { glyph: GlyphData }) {
  return (
    <svg {...reactProps(glyph.attributes)}>
      {glyph.shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...reactProps(attributes) }))}
    </svg>
  );
}

export const ChevronDown = () => <Glyph glyph={GLYPHS.chevronDown} />;
export const Globe = () => <Glyph glyph={GLYPHS.globe} />;
export const Sun = () => <Glyph glyph={GLYPHS.sun} />;
export const Moon = () => <Glyph glyph={GLYPHS.moon} />;
export const Gear = () => <Glyph glyph={GLYPHS.gear} />;
export const Download = () => <Glyph glyph={GLYPHS.download} />;
export const Logo = () => <Glyph glyph={GLYPHS.logo} />;
