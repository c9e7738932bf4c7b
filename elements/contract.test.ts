import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as events from '../src/events';
import { ELEMENTS, EVENT_DOCS, PART_DOCS, STATE_ATTRIBUTE_DOCS } from './contract';
import * as index from './index';
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

  it('documents every event class src/events.ts dispatches', () => {
    const types = Object.values(events as Record<string, unknown>)
      .map((value) => (typeof value === 'function' ? (value as { type?: unknown }).type : undefined))
      .filter((type): type is string => typeof type === 'string');
    expect(EVENT_DOCS.map((event) => event.name).sort()).toEqual(types.sort());
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

  it('the README tables list every attribute and event', () => {
    for (const { name, property } of STATE_ATTRIBUTE_DOCS)
      expect(readme).toContain(`| \`${name}\` | \`${property}\` |`);
    for (const { name } of EVENT_DOCS) expect(readme).toContain(`| \`${name}\` |`);
  });

  it('every described part is on some element', () => {
    const declared = new Set<string>(ELEMENTS.flatMap((element) => element.parts.map((part) => part.name)));
    expect(PART_DOCS.map((part) => part.name).filter((name) => !declared.has(name))).toEqual([]);
  });
});
