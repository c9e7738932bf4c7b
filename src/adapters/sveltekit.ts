/**
 * ex-header/sveltekit: the header in a SvelteKit app. `exHeaderHandle()` in src/hooks.server.ts (alone, or in
 * `sequence()`) renders it for each page and puts it first in <body>, outside the element Svelte renders into, so
 * Svelte neither hydrates it nor sends it again in its data, and client navigation never touches it. In the root
 * layout, `onMount(() => routeHeaderLinks(goto))` (from 'ex-header') routes its links with SvelteKit's router.
 */
import { renderHeader, type HeaderRenderOptions } from '../server/index';

/** What a handle is given of the request (SvelteKit's RequestEvent, the part read here). */
interface RequestLike {
  url: URL;
}

/**
 * The part of SvelteKit's RequestEvent an options function may read, declared here so the package needs no SvelteKit
 * types: with `handle: Handle` (from '@sveltejs/kit/hooks') the event is SvelteKit's own, and without, this.
 */
export interface SvelteKitRequestEvent extends RequestLike {
  request: Request;
  cookies: { get(name: string): string | undefined; getAll(): { name: string; value: string }[] };
  locals: object;
  params: Partial<Record<string, string>>;
  route: { id: string | null };
  isDataRequest: boolean;
}
type ResolveOptions = { transformPageChunk?: (input: { html: string; done: boolean }) => string | undefined };
type Handle<E extends RequestLike> = (input: {
  event: E;
  resolve: (event: E, options?: ResolveOptions) => Response | Promise<Response>;
}) => Response | Promise<Response>;

/** The header's options, or a function of the request giving them (a signed-in user from a cookie, say). */
export type ExHeaderHandleOptions<E extends RequestLike> =
  HeaderRenderOptions | ((event: E) => HeaderRenderOptions | Promise<HeaderRenderOptions>);

const BODY = /<body\b[^>]*>/i;

/**
 * The page's path with its query; a page being prerendered has no query (SvelteKit throws on reading it), so its path
 * alone.
 */
function pathOf(url: URL): string {
  try {
    return `${url.pathname}${url.search}`;
  } catch {
    return url.pathname;
  }
}

export function exHeaderHandle<E extends RequestLike = SvelteKitRequestEvent>(
  options: ExHeaderHandleOptions<E> = {},
): Handle<E> {
  return async ({ event, resolve }) => {
    const given = typeof options === 'function' ? await options(event) : options;
    const header = await renderHeader({ path: pathOf(event.url), ...given });
    let placed = false;
    return resolve(event, {
      // Spliced by position, never through a replacement pattern: a login name may hold `$&` or `$'`.
      transformPageChunk: ({ html }) => {
        const body = placed ? null : BODY.exec(html);
        if (!body) return html;
        placed = true;
        const end = body.index + body[0].length;
        return html.slice(0, end) + header + html.slice(end);
      },
    });
  };
}
