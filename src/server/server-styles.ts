import { DESKTOP_MIN_WIDTH_PX } from '../constants';

/**
 * The stylesheet rules only server-rendered markup needs, until the script takes the bar over (which removes them
 * with the markup). Without a `layout` (data-ex-layout) the element is a size container and shows the bar its width
 * selects, at the browser layout's breakpoint, and takes that bar's height. A server cannot measure which menus fit:
 * those that do not wrap onto a second line, which is clipped, until the script moves them into "More menus". Where
 * no script can run (`scripting: none`), the fallback links show instead of a bar whose menus need it.
 */
export const SERVER_CSS = `
:host(ex-header:not([data-ex-layout])) { block-size: auto; container-type: inline-size; }
.ex-ssr { display: contents; }
@container (width < ${DESKTOP_MIN_WIDTH_PX}px) { .ex-ssr--desktop { display: none; } }
@container (width >= ${DESKTOP_MIN_WIDTH_PX}px) { .ex-ssr--compact { display: none; } }
.ex-nav { flex-wrap: wrap; block-size: 40px; overflow: hidden; }
.ex-ssr-fallback { display: none; }
.ex-header-fallback { font: 14px/1.4 var(--ex-font-family, system-ui, sans-serif); }
.ex-header-fallback ul { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; padding: 8px 16px; list-style: none; }
@media (scripting: none) {
  :host(ex-header) { block-size: auto !important; }
  .ex-root { display: none; }
  .ex-ssr-fallback { display: contents; }
}
`;

/**
 * For a render that was not told the theme: the dark theme's tokens and the dark theme's toggle when the reader's
 * system prefers dark, as the script will choose when it takes over (without a saved choice), so that reader never
 * sees a light bar turn dark. The tokens are taken from the core stylesheet's own dark rule, so they are written once.
 */
export function systemThemeCss(coreCss: string): string {
  // `.ex-root[data-theme=dark]`, or `:is(.ex-root, .ex-toast-root)[data-theme=dark]` (the toasts' root shares it).
  const dark = /\.ex-root(?:,\s*\.ex-toast-root\))?\[data-theme=(['"]?)dark\1\]\s*\{([^}]*)\}/.exec(coreCss);
  if (!dark) throw new Error('ex-header: the core stylesheet has no dark theme rule');
  return `
.ex-ssr-theme { display: contents; }
.ex-ssr-theme--dark { display: none; }
@media (prefers-color-scheme: dark) {
  .ex-root { ${dark[2]} }
  .ex-ssr-theme--light { display: none; }
  .ex-ssr-theme--dark { display: contents; }
}
`;
}
