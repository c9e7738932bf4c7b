'use client';
/**
 * ex-header/next: the header in a Next.js App Router app, in one line of the root layout:
 * `<ExHeader options={{ apiBase: '/api' }} />`. The server renders the header's markup (ex-header/server) while it
 * renders this client component, so the page's HTML has it once and the RSC payload carries only the options; the
 * path comes from usePathname(), so a static page stays static. In the browser it keeps the server's element, defines
 * the elements, routes the header's links with Next's router and follows the path.
 */
import { usePathname, useRouter } from 'next/navigation';
import { use, useEffect } from 'react';
import type { HeaderRenderOptions } from '../server/render-header';
import { headerAttributes } from '../server/tag';

/** What <ExHeader> takes: the element's state and what only a server needs (renderHeader's options). */
export interface ExHeaderProps {
  /** The header's options, or a promise of them (a user read from a cookie, a navigation document fetched). */
  options?: HeaderRenderOptions | Promise<HeaderRenderOptions>;
}

let serverModule: Promise<typeof import('../server/index')> | null = null;
/** ex-header/server, loaded once, on the server only. */
const server = () => (serverModule ??= import('../server/index'));

const isPromise = (value: unknown): value is Promise<HeaderRenderOptions> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

export function ExHeader({ options: given = {} }: ExHeaderProps) {
  const options = isPromise(given) ? use(given) : given;
  const router = useRouter();
  const pathname = usePathname();
  const rendered = { ...options, path: options.path ?? pathname ?? '/' };
  // On the server: the markup. In the browser, hydration keeps the server's element; a fresh mount (a layout that
  // was not server-rendered) gets the element with every state attribute, which paints itself.
  let html: string;
  if (typeof window === 'undefined') {
    const module = use(server());
    html = module.renderHeaderWith(rendered, use(module.loadHeaderTexts(rendered)));
  } else html = `<ex-header${headerAttributes(options)}></ex-header>`;

  useEffect(() => {
    void import('../../elements/index').then(({ syncPath }) => syncPath());
  }, [pathname]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('../../elements/index').then(({ routeHeaderLinks }) => {
      if (!stopped) stop = routeHeaderLinks((href) => router.push(href));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [router]);
  // Raw HTML is the one way to send a declarative shadow root through React: React cannot hydrate a
  // <template shadowrootmode> (the parser has turned it into a shadow root: react#26071, react#33698, next.js#53356),
  // so the markup is the header's own renderer's (ex-header/server, every text and attribute escaped there), never
  // the host's or a user's text as it came.
  return <div style={{ display: 'contents' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
