/** The custom states of the elements (`ex-header:state(compact)`): the layout the bar shows, and the theme. */
export const LAYOUT_STATES = ['desktop', 'compact'] as const;
/** Every element has one of these: the theme it shows. */
export const THEME_STATES = ['light', 'dark'] as const;

/** Build-time only (the contract): what each state means. */
export const CSS_STATE_DOCS: readonly {
  name: (typeof LAYOUT_STATES)[number] | (typeof THEME_STATES)[number];
  description: string;
}[] = [
  { name: 'desktop', description: "The 64 px desktop bar shows (1024 px of the element's own width or more)." },
  { name: 'compact', description: "The 48 px small-screen bar shows (below 1024 px of the element's own width)." },
  { name: 'light', description: 'The light theme shows (every element).' },
  { name: 'dark', description: 'The dark theme shows (every element).' },
];
