import { describe, expect, it } from 'vitest';
import exHeaderStarlight from './starlight';
import { withExHeader } from './vitepress';

/** Vue's h as data: what the layout would render. */
const h = (type: unknown, props?: Record<string, unknown> | null, children?: unknown) => ({ type, props, children });

describe('ex-header/vitepress: the default theme with the header in its layout-top slot', () => {
  it("renders the theme's Layout with the header, fixed, and VitePress's offset for it", () => {
    const DefaultTheme = { Layout: 'DefaultLayout' };
    const theme = withExHeader(DefaultTheme, h, {
      'site-base': 'https://www.example.com',
      'theme-source': 'html.dark',
    });
    expect(theme.extends).toBe(DefaultTheme);
    const layout = theme.Layout() as {
      type: unknown;
      children: Record<string, () => { type: string; props: unknown; children: unknown }[]>;
    };
    expect(layout.type).toBe('DefaultLayout');
    const [style, header] = layout.children['layout-top']!();
    expect(style!.type).toBe('style');
    expect(String(style!.children)).toContain('--vp-layout-top-height:64px');
    expect(String(style!.children)).toContain('--vp-layout-top-height:48px');
    expect(header).toEqual({
      type: 'ex-header',
      props: { placement: 'fixed', 'site-base': 'https://www.example.com', 'theme-source': 'html.dark' },
      children: undefined,
    });
  });
});

describe('ex-header/starlight: a Starlight plugin', () => {
  it('adds the script to <head>, replaces Header, and hands the component its attributes', async () => {
    const plugin = exHeaderStarlight({
      src: 'https://cdn.example/ex-header.js',
      attributes: { 'site-base': 'https://www.example.com' },
    });
    let starlight: { head?: unknown[]; components?: Record<string, string> } = {};
    let vitePlugins: { resolveId(id: string): string | null; load(id: string): string | null }[] = [];
    plugin.hooks['config:setup']({
      config: { head: [{ tag: 'meta' }], components: { Footer: './Footer.astro' } },
      updateConfig: (config) => (starlight = config),
      addIntegration: (integration) =>
        integration.hooks['astro:config:setup']({
          updateConfig: (config) => (vitePlugins = config.vite.plugins as typeof vitePlugins),
        }),
    });
    expect(starlight.head).toEqual([
      { tag: 'meta' },
      { tag: 'script', attrs: { src: 'https://cdn.example/ex-header.js' } },
    ]);
    expect(starlight.components).toEqual({ Footer: './Footer.astro', Header: 'ex-header/starlight/Header.astro' });
    const [vite] = vitePlugins;
    const id = vite!.resolveId('virtual:ex-header/starlight')!;
    expect(vite!.resolveId('other')).toBeNull();
    const module = vite!.load(id)!;
    expect(JSON.parse(module.replace(/^export default |;$/g, ''))).toEqual({
      placement: 'scroll',
      'site-base': 'https://www.example.com',
    });
  });
});
