import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/contract';
import { buildManifest } from './manifest.mjs';
import { buildTypings, elementsOf } from './typings.mjs';

const manifest = buildManifest(ELEMENTS, { esmEntryNames: ELEMENTS.map((element) => element.tag) });
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const files = buildTypings(manifest, pkg) as Record<string, string>;

describe('typings and editor data generated from the manifest', () => {
  it('the manifest gives TypeScript types, real defaults and event classes', () => {
    const header = elementsOf(manifest).find((element: { tagName: string }) => element.tagName === 'ex-header');
    const member = (name: string) => header.members.find((entry: { name: string }) => entry.name === name);
    expect(member('user')).toMatchObject({ type: { text: 'ExUser | null' }, default: 'null', attribute: 'user' });
    expect(member('flags').type.text).toBe('ExFlags');
    expect(member('unifiedPage')).toMatchObject({
      type: { text: 'boolean' },
      default: 'false',
      attribute: 'unified-page',
    });
    expect(member('mode').default).toBe('"real"');
    expect(JSON.stringify(manifest)).not.toContain('"text":"json"');
    expect(header.events.map((event: { type: { text: string } }) => event.type.text)).toContain('ExNavigateEvent');
  });

  it('declares each element as a class extending HTMLElement with every documented property, and no React types', () => {
    const dts = files['types/elements.d.ts'];
    for (const element of ELEMENTS) {
      expect(dts).toContain(`export declare class ${element.className} extends HTMLElement {`);
      expect(dts).toContain(`'${element.tag}': ${element.className};`);
      for (const attribute of element.attributes) expect(dts).toMatch(new RegExp(`\\n  ${attribute.property}: `));
    }
    expect(dts).not.toMatch(/from 'react'/);
    expect(files['types/index.d.ts']).toContain("export * from '../esm/src/events';");
  });

  it('framework typings name every element and its listeners', () => {
    for (const element of ELEMENTS) {
      expect(files['types/react.d.ts']).toContain(`'${element.tag}': ExJsx<${element.className},`);
      expect(files['types/vue.d.ts']).toContain(`'${element.tag}': DefineComponent<`);
      expect(files['types/svelte.d.ts']).toContain(`'${element.tag}': Omit<HTMLAttributes<${element.className}>`);
    }
    expect(files['types/react.d.ts']).toContain("'onex-navigate'?: (event: ExNavigateEvent) => void;");
    expect(files['types/vue.d.ts']).toContain('onExNavigate?: (event: ExNavigateEvent) => void;');
    expect(files['types/svelte.d.ts']).toContain("'onex-navigate'?: (event: ExNavigateEvent) => void;");
    expect(files['types/react.d.ts']).toContain("'api-base'?: string;");
  });

  it('editor data: VS Code custom data with enumerated values, and web-types', () => {
    const vscode = JSON.parse(files['vscode.html-custom-data.json']);
    const drawer = vscode.tags.find((tag: { name: string }) => tag.name === 'ex-drawer');
    expect(drawer.attributes.find((attribute: { name: string }) => attribute.name === 'kind').values).toEqual([
      { name: 'nav' },
      { name: 'user' },
      { name: 'preferences' },
    ]);
    const webTypes = JSON.parse(files['web-types.json']);
    expect(webTypes).toMatchObject({ name: 'ex-header', version: pkg.version });
    expect(webTypes.contributions.html.elements.map((element: { name: string }) => element.name).sort()).toEqual(
      ELEMENTS.map((element) => element.tag).sort(),
    );
    expect(pkg['web-types']).toBe('./dist/web-types.json');
  });
});
