/**
 * ex-header/nuxt: the header in a Nuxt app, one line of nuxt.config: `modules: [['ex-header/nuxt', { apiBase: '/api' }]]`.
 * A Nitro plugin puts the server-rendered header first in <body>, outside the element Vue renders into (Vue neither
 * hydrates it nor repeats it in its payload; client navigation never touches it); a client plugin defines the
 * elements and routes the header's links with navigateTo(). For what depends on the request (the signed-in user),
 * a server plugin of the app hooks 'ex-header:options': `nitroApp.hooks.hook('ex-header:options', (options, event)
 * => { options.user = ... })` (Nitro 3: `useNitroHooks().hook(...)`). A plain module function (no @nuxt/kit needed):
 * the plugins and the hook's type are written as templates into the app's build folder, where Nuxt's own build
 * resolves their #imports; the Nitro major is read from Nuxt's instance.
 */
import type { HeaderRenderOptions } from '../server/render-header';
import { headerLinkPaths } from '../server/link-paths';

/** A page of the app as Nuxt lists it. */
interface PageLike {
  path: string;
  children?: PageLike[];
}

/** The parts of Nuxt's instance this module reads and writes to. */
interface NuxtLike {
  hook(name: 'nitro:prepare:types', handler: (types: { references?: { path: string }[] }) => void): unknown;
  hook(name: 'pages:extend', handler: (pages: PageLike[]) => void): unknown;
  options: {
    /** Nuxt 5's server plugins, each for its Nitro major (what @nuxt/kit's addNitroPlugin writes); absent before. */
    _serverPlugins?: { plugin: string; compatibility: 'nitro2' | 'nitro3' }[];
    buildDir: string;
    plugins: ({ src: string; mode?: 'client' | 'server' | 'all' } | string)[];
    build: { templates: { filename: string; getContents: () => string; write?: boolean }[] };
    nitro: {
      plugins?: string[];
      prerender?: { ignore?: (string | RegExp | ((path: string) => boolean))[] };
    };
    vite: { optimizeDeps?: { include?: string[] } };
  };
}

const template = (nuxt: NuxtLike, filename: string, contents: string): string => {
  nuxt.options.build.templates.push({ filename, getContents: () => contents, write: true });
  return `${nuxt.options.buildDir}/${filename}`;
};

/**
 * The Nitro plugin, in the shape of the app's Nitro, and the type of its 'ex-header:options' hook for the app's
 * server code. Nitro 2 gives a plugin its app with its hooks. Nitro 3 (Nuxt 5, which lists its server plugins by
 * Nitro major) makes the app's hooks when something first asks for them (useNitroHooks), and hands them H3 2's events.
 */
function addServerPlugin(nuxt: NuxtLike, options: HeaderRenderOptions): void {
  const plugin = `exHeaderNitroPlugin(${JSON.stringify(options)})`;
  const imports = `import { exHeaderNitroPlugin } from 'ex-header/nuxt/server';\n`;
  const registry = nuxt.options._serverPlugins;
  const nitro3 = Array.isArray(registry);
  if (nitro3) {
    const source = `import { definePlugin } from 'nitro';\nimport { useNitroHooks } from 'nitro/app';\n${imports}export default definePlugin(() => ${plugin}({ hooks: useNitroHooks() }));\n`;
    registry.push({ plugin: template(nuxt, 'ex-header/server-plugin.mjs', source), compatibility: 'nitro3' });
  } else {
    const path = template(nuxt, 'ex-header/server-plugin.mjs', `${imports}export default ${plugin};\n`);
    nuxt.options.nitro.plugins = [...(nuxt.options.nitro.plugins ?? []), path];
  }
  const types = template(
    nuxt,
    'ex-header/hooks.d.ts',
    `import type { HeaderRenderOptions } from 'ex-header/server';\ndeclare module '${nitro3 ? 'nitro/types' : 'nitropack/types'}' {\n  interface NitroRuntimeHooks {\n    /** Each page's header options, before it renders: what depends on the request (the signed-in user). */\n    'ex-header:options': (options: HeaderRenderOptions, event: Parameters<NitroRuntimeHooks['render:html']>[1]['event']) => void | Promise<void>;\n  }\n}\nexport {};\n`,
  );
  nuxt.hook('nitro:prepare:types', (prepared) => (prepared.references ??= []).push({ path: types }));
}

/**
 * `nuxt generate` crawls the links of every page it renders, the header's too: those that lead to the exchange's pages
 * (headerLinkPaths) are not followed, unless the app has a page at that path.
 */
function ignoreHeaderLinks(nuxt: NuxtLike, options: HeaderRenderOptions): void {
  const headerPaths = headerLinkPaths(options);
  const appPaths = new Set<string>();
  const collect = (pages: PageLike[], base = ''): void => {
    for (const page of pages) {
      const path = page.path.startsWith('/') ? page.path : `${base}/${page.path}`;
      appPaths.add(path);
      if (page.children) collect(page.children, path);
    }
  };
  nuxt.hook('pages:extend', (pages) => collect(pages));
  const prerender = (nuxt.options.nitro.prerender ??= {});
  prerender.ignore = [
    ...(prerender.ignore ?? []),
    (route) => {
      const path = route.split(/[?#]/)[0]!;
      return headerPaths.has(path) && !appPaths.has(path);
    },
  ];
}

export default function exHeaderModule(options: HeaderRenderOptions = {}, nuxt: NuxtLike): void {
  addServerPlugin(nuxt, options);
  ignoreHeaderLinks(nuxt, options);
  const client = template(
    nuxt,
    'ex-header/client-plugin.mjs',
    `import { defineNuxtPlugin, navigateTo, useRouter } from '#imports';\nimport { exHeaderClient } from 'ex-header/nuxt/client';\nexport default defineNuxtPlugin(() => exHeaderClient(navigateTo, useRouter()));\n`,
  );
  nuxt.options.plugins.push({ src: client, mode: 'client' });
  // The dev server prepares the package (and React, which it imports) up front, as it does the app's own imports.
  const optimizeDeps = (nuxt.options.vite.optimizeDeps ??= {});
  optimizeDeps.include = [...(optimizeDeps.include ?? []), 'ex-header', 'ex-header/nuxt/client'];
}
