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
import { toReact } from '../render/markup-react';
import type { HeaderRenderOptions } from '../server/render-header';
import { describeHeaderElement } from '../server/tag';

/** What <ExHeader> takes: the element's state and what only a server needs (renderHeader's options). */
export interface ExHeaderProps {
  /** The header's options, or a promise of them (a user read from a cookie, a navigation document fetched). */
  options?: HeaderRenderOptions | Promise<HeaderRenderOptions>;
}

type ServerModules = [typeof import('../server/render-header'), typeof import('../server/context')];
let serverModules: Promise<ServerModules> | null = null;
/** The server render, loaded once, on the server only. */
const server = () => (serverModules ??= Promise.all([import('../server/render-header'), import('../server/context')]));

const isPromise = (value: unknown): value is Promise<HeaderRenderOptions> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

export function ExHeader({ options: given = {} }: ExHeaderProps) {
  const options = isPromise(given) ? use(given) : given;
  const router = useRouter();
  const pathname = usePathname();

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

  // On the server: the element with its declarative shadow root, rendered by React from the server render's one
  // description, every text as text. In the browser: the bare element. Hydration finds just that, since the parser
  // has made the <template shadowrootmode> the element's shadow root, out of React's sight; a fresh mount (a layout
  // that was not server-rendered) gets the element with every state attribute, which paints itself.
  if (typeof window !== 'undefined') return toReact(describeHeaderElement(options));
  const [{ describeServerHeader }, { loadHeaderTexts }] = use(server());
  const rendered = { ...options, path: options.path ?? pathname ?? '/' };
  return toReact(describeServerHeader(rendered, use(loadHeaderTexts(rendered))));
}
