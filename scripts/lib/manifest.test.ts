import { describe, expect, it } from 'vitest';
import { buildManifest, classNameFor, normalizeElements } from './manifest.mjs';

const ENTRIES = ['index', 'ex-header', 'ex-lang-modal'];

const CONTRACT = [
  {
    tag: 'ex-header',
    className: 'ExHeaderElement',
    module: 'ex-header.js',
    description: 'The header.',
    attributes: [
      { name: 'locale', property: 'locale', type: 'string', description: 'The locale.', default: '"en"' },
      { name: 'unified-page', property: 'unifiedPage', type: 'boolean', description: 'A UTA page.', default: 'false' },
    ],
    events: [
      {
        name: 'ex-navigate',
        type: 'ExNavigateEvent',
        detail: '{ href, newWindow, itemId }',
        cancelable: true,
        description: 'A menu entry was chosen.',
      },
    ],
    parts: [{ name: 'bar', description: 'The bar.' }],
    cssProperties: [{ name: '--ex-z-index', default: '1000', description: 'Stacking.' }],
  },
  {
    tag: 'ex-lang-modal',
    description: 'The language dialog.',
    attributes: [{ name: 'locale', property: 'locale', type: 'string', description: 'The locale.' }],
    ownAttributes: [{ name: 'open', property: 'open', type: 'boolean', description: 'Shows it.', default: 'false' }],
    parts: ['dialog'],
  },
];

describe('custom elements manifest', () => {
  it('derives class names from tags', () => {
    expect(classNameFor('ex-security-dialog')).toBe('ExSecurityDialogElement');
  });

  it('writes schema 2.x package modules, one per element entry plus the index', () => {
    const manifest = buildManifest(CONTRACT, { esmEntryNames: ENTRIES });
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules.map((module: { path: string }) => module.path)).toEqual([
      'dist/esm/ex-header.js',
      'dist/esm/ex-lang-modal.js',
      'dist/esm/index.js',
    ]);
    const header = manifest.modules[0];
    expect(header.exports).toEqual([
      {
        kind: 'js',
        name: 'ExHeaderElement',
        declaration: { name: 'ExHeaderElement', module: 'dist/esm/ex-header.js' },
      },
      {
        kind: 'custom-element-definition',
        name: 'ex-header',
        declaration: { name: 'ExHeaderElement', module: 'dist/esm/ex-header.js' },
      },
    ]);
    const declaration = header.declarations[0];
    expect(declaration).toMatchObject({
      kind: 'class',
      name: 'ExHeaderElement',
      tagName: 'ex-header',
      customElement: true,
      description: 'The header.',
    });
    expect(declaration.attributes[1]).toEqual({
      name: 'unified-page',
      type: { text: 'boolean' },
      description: 'A UTA page.',
      default: 'false',
      fieldName: 'unifiedPage',
    });
    expect(declaration.members[1]).toMatchObject({ kind: 'field', name: 'unifiedPage', attribute: 'unified-page' });
    expect(declaration.events[0].name).toBe('ex-navigate');
    expect(declaration.events[0].type).toEqual({ text: 'ExNavigateEvent' });
    expect(declaration.events[0].description).toContain('{ href, newWindow, itemId }');
    expect(declaration.events[0].description).toContain('Cancelable');
    expect(declaration.cssParts).toEqual([{ name: 'bar', description: 'The bar.' }]);
    expect(declaration.cssProperties).toEqual([{ name: '--ex-z-index', description: 'Stacking.', default: '1000' }]);
    const index = manifest.modules[2];
    expect(index.declarations).toEqual([]);
    expect(index.exports.map((entry: { name: string }) => entry.name)).toEqual(['ex-header', 'ex-lang-modal']);
  });

  it('merges own attributes and accepts plain-string parts', () => {
    const [, modal] = normalizeElements(CONTRACT);
    expect(modal.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(['locale', 'open']);
    expect(modal.parts).toEqual([{ name: 'dialog' }]);
    expect(modal.className).toBe('ExLangModalElement');
  });

  it('accepts an object keyed by tag name', () => {
    const manifest = buildManifest({ 'ex-header': { description: 'x' } }, { esmEntryNames: ENTRIES });
    expect(manifest.modules[0].declarations[0].tagName).toBe('ex-header');
  });

  it('is deterministic', () => {
    expect(JSON.stringify(buildManifest(CONTRACT, { esmEntryNames: ENTRIES }))).toBe(
      JSON.stringify(buildManifest(structuredClone(CONTRACT), { esmEntryNames: ENTRIES })),
    );
  });

  it('rejects a contract it cannot describe, naming the problem', () => {
    expect(() => buildManifest([], { esmEntryNames: ENTRIES })).toThrow(/no elements/);
    expect(() => buildManifest([{ tag: 'header' }], { esmEntryNames: ENTRIES })).toThrow(
      /not a valid custom element name/,
    );
    expect(() => buildManifest([{ tag: 'ex-a' }, { tag: 'ex-a' }], { esmEntryNames: ENTRIES })).toThrow(
      /defined twice/,
    );
    expect(() =>
      buildManifest([{ tag: 'ex-a', attributes: [{ description: 'no name' }] }], { esmEntryNames: ENTRIES }),
    ).toThrow(/ex-a\.attributes\[0\]: missing "name"/);
  });
});
