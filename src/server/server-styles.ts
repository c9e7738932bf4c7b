import { DESKTOP_MIN_WIDTH_PX } from '../constants';

/**
 * The stylesheet rules only server-rendered markup needs, until the script takes the bar over (which removes them
 * with the markup). Without a `layout` (data-ex-layout) the element is a size container and shows the bar its width
 * selects, at the browser layout's breakpoint, and takes that bar's height. A server cannot measure which menus fit:
 * those that do not wrap onto a second line, which is clipped, until the script moves them into "More menus". Where
 * no script can run (`scripting: none`), the light-DOM fallback links show instead of a bar whose menus need it.
 */
export const SERVER_CSS = `
:host(ex-header:not([data-ex-layout])) { block-size: auto; container-type: inline-size; }
.ex-ssr { display: contents; }
@container (width < ${DESKTOP_MIN_WIDTH_PX}px) { .ex-ssr--desktop { display: none; } }
@container (width >= ${DESKTOP_MIN_WIDTH_PX}px) { .ex-ssr--compact { display: none; } }
.ex-nav { flex-wrap: wrap; block-size: 40px; overflow: hidden; }
.ex-ssr-fallback { display: none; }
@media (scripting: none) {
  :host(ex-header) { block-size: auto !important; }
  .ex-root { display: none; }
  .ex-ssr-fallback { display: contents; }
}
`;
