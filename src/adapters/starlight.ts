/**
 * ex-header/starlight: a Starlight plugin, `plugins: [exHeader({ src, attributes })]` in `starlight({ ... })`. It
 * adds the script to every page's <head>, and replaces Starlight's `Header` with one that puts the header above
 * Starlight's own in its fixed bar (ex-header/starlight/Header.astro, whose attributes come through a virtual module).
 */

export interface ExHeaderStarlightOptions {
  /** The script's URL (your CDN's, pinned), put in every page's <head>. */
  src: string;
  /** `<ex-header>`'s attributes (`placement` is `scroll` unless given: Starlight's bar is the one that stays). */
  attributes?: Record<string, string>;
}

const VIRTUAL = 'virtual:ex-header/starlight';

/** The parts of Starlight's plugin API this uses (its `config:setup` hook). */
interface ConfigSetup {
  config: { head?: unknown[]; components?: Record<string, string> };
  updateConfig(config: { head?: unknown[]; components?: Record<string, string> }): void;
  addIntegration(integration: {
    name: string;
    hooks: {
      'astro:config:setup': (setup: { updateConfig(config: { vite: { plugins: unknown[] } }): unknown }) => void;
    };
  }): void;
}

export default function exHeader({ src, attributes = {} }: ExHeaderStarlightOptions): {
  name: string;
  hooks: { 'config:setup': (setup: ConfigSetup) => void };
} {
  const module = `export default ${JSON.stringify({ placement: 'scroll', ...attributes })};`;
  return {
    name: 'ex-header',
    hooks: {
      'config:setup': ({ config, updateConfig, addIntegration }) => {
        updateConfig({
          head: [...(config.head ?? []), { tag: 'script', attrs: { src } }],
          components: { ...config.components, Header: 'ex-header/starlight/Header.astro' },
        });
        addIntegration({
          name: 'ex-header-starlight',
          hooks: {
            'astro:config:setup': ({ updateConfig: updateAstro }) =>
              updateAstro({
                vite: {
                  plugins: [
                    {
                      name: 'ex-header-starlight',
                      resolveId: (id: string) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
                      load: (id: string) => (id === `\0${VIRTUAL}` ? module : null),
                    },
                  ],
                },
              }),
          },
        });
      },
    },
  };
}
