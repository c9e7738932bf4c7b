/**
 * ex-header/vitepress: VitePress's default theme with the header in its `layout-top` slot, fixed at the top of the
 * window, and VitePress's own chrome (nav, sidebar, content) starting below it (`--vp-layout-top-height`, the bar's
 * 64 px, 48 px below 1024 px of width). In `.vitepress/theme/index.ts`:
 * `export default withExHeader(DefaultTheme, h, { 'site-base': 'https://www.example.com', ... })`. Vue's `h` is
 * passed in, so the package itself imports no Vue.
 */

/** Vue's `h`, the part used here. */
type CreateVNode = (type: unknown, props?: Record<string, unknown> | null, children?: unknown) => unknown;

/** A VitePress theme (its default theme, or one extending it). */
interface ThemeLike {
  Layout: unknown;
}

/** VitePress's offset for what its layout-top slot holds: the bar's height, by the same 1024 px breakpoint. */
const LAYOUT_TOP_HEIGHT =
  ':root{--vp-layout-top-height:64px}@media (max-width:1023.98px){:root{--vp-layout-top-height:48px}}';

/** The theme with the header, its attributes as `<ex-header>` takes them (`placement` is `fixed` unless given). */
export function withExHeader<T extends ThemeLike>(
  theme: T,
  h: CreateVNode,
  attributes: Record<string, string> = {},
): { extends: T; Layout: () => unknown } {
  return {
    extends: theme,
    Layout: () =>
      h(theme.Layout, null, {
        'layout-top': () => [
          h('style', null, LAYOUT_TOP_HEIGHT),
          h('ex-header', { placement: 'fixed', ...attributes }),
        ],
      }),
  };
}
