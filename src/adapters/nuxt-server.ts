/** ex-header/nuxt/server: the Nitro plugin ex-header/nuxt writes into the app (see nuxt.ts). */
import { renderHeader, type HeaderRenderOptions } from '../server/index';

/** What the plugin is given of Nitro (its app's hooks) and of a request (H3's event, the part read here). */
interface NitroAppLike {
  hooks: {
    hook(name: string, handler: (...args: never[]) => unknown): unknown;
    callHook(name: string, ...args: unknown[]): Promise<unknown>;
  };
}
interface EventLike {
  /** Nitro 3 (H3 2): the request's URL. */
  url?: { pathname: string; search: string };
  /** Nitro 2 (H3 1): the path with its query. */
  path?: string;
  node?: { req?: { url?: string } };
}

const pathOf = (event: EventLike): string =>
  event.url ? `${event.url.pathname}${event.url.search}` : (event.path ?? event.node?.req?.url ?? '/');
interface RenderHtmlLike {
  bodyPrepend: string[];
}

/** The plugin: each page's header, its options the module's, then what the app's 'ex-header:options' hooks add. */
export function exHeaderNitroPlugin(options: HeaderRenderOptions) {
  return (nitroApp: NitroAppLike): void => {
    nitroApp.hooks.hook('render:html', (async (html: RenderHtmlLike, { event }: { event: EventLike }) => {
      const request: HeaderRenderOptions = { ...options, path: pathOf(event) };
      await nitroApp.hooks.callHook('ex-header:options', request, event);
      html.bodyPrepend.unshift(await renderHeader(request));
    }) as never);
  };
}
