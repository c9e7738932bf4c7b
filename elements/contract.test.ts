import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as events from '../src/events';
import { ELEMENTS, EVENT_DOCS, PART_DOCS, STATE_ATTRIBUTE_DOCS } from './contract';
import * as index from './index';
import { GENERATED_TABLES, withGeneratedTables } from './readme-tables';
import { STATE_ATTRIBUTES } from '../src/attributes/state-attributes';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the documented contract matches the code', () => {
  it('documents every state attribute from ExStateProperties: type, words and kebab-case name', () => {
    expect(STATE_ATTRIBUTE_DOCS.map(({ name }) => name)).toEqual(STATE_ATTRIBUTES.map(({ name }) => name));
    expect(STATE_ATTRIBUTE_DOCS.find((docs) => docs.property === 'simulationInfo')).toMatchObject({
      name: 'simulation-info',
      type: 'ExSimulationInfo',
      default: '{}',
      description: expect.stringContaining('unifiedSimulation'),
    });
    for (const docs of STATE_ATTRIBUTE_DOCS) expect(docs.description.length).toBeGreaterThan(10);
  });

  it('documents every event class src/events.ts declares: the name, cancelable and detail its instances have', () => {
    const classes = Object.values(events as Record<string, unknown>).filter(
      (value): value is { type: string; cancelable: boolean } =>
        typeof value === 'function' && typeof (value as { type?: unknown }).type === 'string',
    );
    expect(EVENT_DOCS.map((event) => event.name).sort()).toEqual(classes.map(({ type }) => type).sort());
    const navigate = new events.ExNavigateEvent({ href: '/spot', newWindow: false, itemId: 'spot' });
    expect(EVENT_DOCS.find((event) => event.name === navigate.type)).toMatchObject({
      type: 'ExNavigateEvent',
      detail: '{ href, newWindow, itemId }',
      cancelable: navigate.cancelable,
      description: expect.stringContaining('preventDefault()'),
    });
    expect(navigate).toMatchObject({ bubbles: true, composed: true, cancelable: true });
    expect(new events.ExLogoutEvent()).toMatchObject({ type: 'ex-logout', cancelable: true, detail: {} });
    expect(new events.ExThemeChangeEvent({ theme: 'dark' }).cancelable).toBe(false);
  });

  it('documents every element the package defines, under the class name it exports', () => {
    const defined = Object.entries(index as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'function' && typeof (value as { tag?: unknown }).tag === 'string')
      .map(([className, value]) => [(value as { tag: string }).tag, className]);
    expect(ELEMENTS.map((element) => [element.tag, element.className]).sort()).toEqual(defined.sort());
    expect(defined).toHaveLength(5);
  });

  it("an element's own attributes carry the types and defaults their parsers give", () => {
    const drawer = ELEMENTS.find((element) => element.tag === 'ex-drawer')!;
    expect(drawer.attributes.find((attribute) => attribute.name === 'kind')).toMatchObject({
      type: "'nav' | 'user' | 'preferences'",
      default: '"nav"',
      description: expect.stringContaining('Which drawer'),
    });
    for (const element of ELEMENTS)
      for (const attribute of element.attributes) expect(attribute.description, attribute.name).toBeTruthy();
  });

  it('the contract tables of the README and docs/ are the ones the contract draws (npm run docs writes them)', () => {
    for (const name of GENERATED_TABLES.filter((table) => table !== 'parts'))
      expect(readme, name).toContain(`<!-- generated: ${name} -->`);
    const pages = ['README.md', ...readdirSync(new URL('../docs/', import.meta.url)).map((name) => `docs/${name}`)];
    for (const page of pages) {
      const text = readFileSync(new URL(`../${page}`, import.meta.url), 'utf8');
      expect(withGeneratedTables(text) === text, `${page}: run \`npm run docs\``).toBe(true);
    }
  });

  it('every described part is on some element', () => {
    const declared = new Set<string>(ELEMENTS.flatMap((element) => element.parts.map((part) => part.name)));
    expect(PART_DOCS.map((part) => part.name).filter((name) => !declared.has(name))).toEqual([]);
  });
});
