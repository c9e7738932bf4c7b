import { map } from 'nanostores';
import { CompactBar } from '../components/compact/CompactBar';
import { DesktopHeader } from '../components/header/Header';
import { HostContext, type HostHandle } from '../components/host';
import { Root } from '../components/root/Root';
import { SystemThemeContext } from '../components/toolbar/system-theme';

export type ServerLayout = 'auto' | 'desktop' | 'compact';

/**
 * What a server knows of the element: nothing of its size and no DOM. Render-time code reads only the owner id (no
 * overlay is open on a server); effects, the only readers of `host`, never run there.
 */
const SERVER_HOST: HostHandle = {
  ownerId: 'ex-header-server',
  own: map({}),
  emit: () => true,
  get host(): HTMLElement {
    throw new Error('ex-header: the host element is not available in a server render');
  },
};

/**
 * The header's components as the browser renders them, for a server. A server cannot know the element's width,
 * so `auto` renders both bars and the stylesheet shows the one the element's width selects (a container query,
 * the same 1024 px breakpoint as the browser's layout); the script keeps only that one when it takes over.
 */
export function ServerHeader({ layout, systemTheme }: { layout: ServerLayout; systemTheme: boolean }) {
  return (
    <HostContext.Provider value={SERVER_HOST}>
      <SystemThemeContext.Provider value={systemTheme}>
        <Root className="ex-header-root">
          {layout === 'auto' ? (
            <>
              <div className="ex-ssr ex-ssr--desktop">
                <DesktopHeader />
              </div>
              <div className="ex-ssr ex-ssr--compact">
                <CompactBar />
              </div>
            </>
          ) : layout === 'desktop' ? (
            <DesktopHeader />
          ) : (
            <CompactBar />
          )}
        </Root>
        <div className="ex-ssr-fallback">
          <slot />
        </div>
      </SystemThemeContext.Provider>
    </HostContext.Provider>
  );
}
