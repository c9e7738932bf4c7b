/**
 * ex-header/astro: the integration (`integrations: [exHeader()]` in astro.config) and, beside it, the component for
 * the layout (`ex-header/astro/ExHeader.astro`). The integration gives every page the script that defines the
 * elements and routes the header's links with Astro's navigate(), as the app's own code (so Vite prepares the
 * package and React for the browser on the dev server too), and has Vite prepare the package up front. The component
 * renders the header's markup description (describeHeader) with Astro itself, element by element.
 */
export type { Markup, MarkupElement } from '../markup/node';
/** The server-rendered <ex-header> as markup (what renderHeader writes as HTML), for ExHeader.astro to render. */
export { describeHeader } from '../server/render-header';

/** The part of Astro's integration API this uses (astro:config:setup). */
interface ConfigSetup {
  updateConfig(config: { vite: { optimizeDeps: { include: string[] } } }): unknown;
  injectScript(stage: 'page', content: string): void;
}

export default function exHeader(): { name: string; hooks: { 'astro:config:setup': (setup: ConfigSetup) => void } } {
  return {
    name: 'ex-header',
    hooks: {
      'astro:config:setup': ({ updateConfig, injectScript }) => {
        updateConfig({ vite: { optimizeDeps: { include: ['ex-header'] } } });
        injectScript(
          'page',
          "import { navigate } from 'astro:transitions/client';\nimport { routeHeaderLinks } from 'ex-header';\nrouteHeaderLinks(navigate);",
        );
      },
    },
  };
}
