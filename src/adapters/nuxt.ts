/**
 * ex-header/nuxt: the header in a Nuxt app, one line of nuxt.config: `modules: [['ex-header/nuxt', { apiBase: '/api' }]]`.
 * A Nitro plugin puts the server-rendered header first in <body>, outside the element Vue renders into (Vue neither
 * hydrates it nor repeats it in its payload; client navigation never touches it); a client plugin defines the
 * elements and routes the header's links with navigateTo(). For what depends on the request (the signed-in user),
 * a server plugin of the app hooks 'ex-header:options': `nitroApp.hooks.hook('ex-header:options', (options, event)
 * => { options.user = ... })`. A plain module function (no @nuxt/kit needed): the plugins are written as templates
 * into the app's build folder, where Nuxt's own build resolves their #imports.
 */
import type { HeaderRenderOptions } from '../server/render-header';

/** The parts of Nuxt's instance this module writes to. */
interface NuxtLike {
  options: {
    buildDir: string;
    plugins: ({ src: string; mode?: 'client' | 'server' | 'all' } | string)[];
    build: { templates: { filename: string; getContents: () => string; write?: boolean }[] };
    nitro: { plugins?: string[] };
    vite: { optimizeDeps?: { include?: string[] } };
  };
}

const template = (nuxt: NuxtLike, filename: string, contents: string): string => {
  nuxt.options.build.templates.push({ filename, getContents: () => contents, write: true });
  return `${nuxt.options.buildDir}/${filename}`;
};

export default function exHeaderModule(options: HeaderRenderOptions = {}, nuxt: NuxtLike): void {
  const server = template(
    nuxt,
    'ex-header/server-plugin.mjs',
    `import { exHeaderNitroPlugin } from 'ex-header/nuxt/server';\nexport default exHeaderNitroPlugin(${JSON.stringify(options)});\n`,
  );
  const client = template(
    nuxt,
    'ex-header/client-plugin.mjs',
    `import { defineNuxtPlugin, navigateTo, useRouter } from '#imports';\nimport { exHeaderClient } from 'ex-header/nuxt/client';\nexport default defineNuxtPlugin(() => exHeaderClient(navigateTo, useRouter()));\n`,
  );
  nuxt.options.nitro.plugins = [...(nuxt.options.nitro.plugins ?? []), server];
  nuxt.options.plugins.push({ src: client, mode: 'client' });
  // The dev server prepares the package (and React, which it imports) up front, as it does the app's own imports.
  const optimizeDeps = (nuxt.options.vite.optimizeDeps ??= {});
  optimizeDeps.include = [...(optimizeDeps.include ?? []), 'ex-header', 'ex-header/nuxt/client'];
}
