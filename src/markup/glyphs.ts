/**
 * The bar's icons as data (DOM attribute names), so the React views (Glyph in icons.tsx) and the plain-DOM first
 * paint (src/first-paint) draw the same SVG from one source.
 */
export interface Glyph {
  attributes: Readonly<Record<string, string>>;
  shapes: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
}

/** An icon in the frame every stroked icon shares (24 px grid, current colour, decorative). */
export const stroked = (size: number, shapes: Glyph['shapes'], extra: Record<string, string> = {}): Glyph => ({
  attributes: {
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
    ...extra,
  },
  shapes,
});

export const GLYPHS = {
  chevronDown: stroked(14, [['path', { d: 'm6 9 6 6 6-6' }]]),
  globe: stroked(20, [
    ['circle', { cx: '12', cy: '12', r: '9' }],
    ['path', { d: 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18' }],
  ]),
  sun: stroked(20, [
    ['circle', { cx: '12', cy: '12', r: '4' }],
    [
      'path',
      { d: 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4' },
    ],
  ]),
  moon: stroked(20, [['path', { d: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z' }]]),
  gear: stroked(20, [
    ['circle', { cx: '12', cy: '12', r: '3' }],
    [
      'path',
      {
        d: 'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
      },
    ],
  ]),
  download: stroked(20, [
    ['rect', { x: '6', y: '2', width: '12', height: '20', rx: '2.5' }],
    ['path', { d: 'M12 7v7M9 11.5 12 14.5l3-3M10 18.5h4' }],
  ]),
  /** The small-screen bar's drawer buttons. */
  menu: stroked(22, [['path', { d: 'M4 7h16M4 12h16M4 17h16' }]], { 'stroke-linejoin': 'miter' }),
  person: stroked(22, [['path', { d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0' }]], {
    'stroke-linejoin': 'miter',
  }),
  /** The mark of a menu entry that opens a new window. */
  externalArrow: stroked(12, [['path', { d: 'M7 17 17 7M9 7h8v8' }]]),
  /** "More menus". */
  dots: {
    attributes: {
      width: '20',
      height: '20',
      viewBox: '0 0 24 24',
      fill: 'currentColor',
      'aria-hidden': 'true',
      focusable: 'false',
    },
    shapes: [
      ['circle', { cx: '5', cy: '12', r: '1.8' }],
      ['circle', { cx: '12', cy: '12', r: '1.8' }],
      ['circle', { cx: '19', cy: '12', r: '1.8' }],
    ],
  },
  logo: {
    attributes: { width: '28', height: '28', viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false' },
    shapes: [
      ['rect', { width: '32', height: '32', rx: '8', fill: 'var(--_accent)' }],
      [
        'path',
        {
          d: 'M9 11.5 16 7l7 4.5v9L16 25l-7-4.5v-9Z',
          fill: 'none',
          stroke: 'var(--_accent-fg)',
          'stroke-width': '2.2',
          'stroke-linejoin': 'round',
        },
      ],
      ['path', { d: 'M12.5 16h7', stroke: 'var(--_accent-fg)', 'stroke-width': '2.2', 'stroke-linecap': 'round' }],
    ],
  },
} satisfies Record<string, Glyph>;

export type GlyphName = keyof typeof GLYPHS;
