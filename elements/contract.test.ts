import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as events from '../src/events';
import { ELEMENTS, EVENT_DOCS, STATE_ATTRIBUTE_DOCS } from './contract';
import { STATE_ATTRIBUTES } from './state-attributes';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the documented contract matches the code', () => {
  it('documents every state attribute the elements accept, with its property name', () => {
    expect(STATE_ATTRIBUTE_DOCS.map(({ name, property }) => [name, property])).toEqual(STATE_ATTRIBUTES.map(({ name, property }) => [name, property]));
  });

  it('documents every event class src/events.ts dispatches', () => {
    const types = Object.values(events as Record<string, unknown>)
      .map((value) => (typeof value === 'function' ? (value as { type?: unknown }).type : undefined))
      .filter((type): type is string => typeof type === 'string');
    expect(EVENT_DOCS.map((event) => event.name).sort()).toEqual(types.sort());
  });

  it('documents the five elements', () => {
    expect(ELEMENTS.map((element) => element.tag).sort()).toEqual(['ex-drawer', 'ex-header', 'ex-lang-modal', 'ex-security-dialog', 'ex-theme-modal']);
  });

  it('the README tables list every attribute and event', () => {
    for (const { name, property } of STATE_ATTRIBUTE_DOCS) expect(readme).toContain(`| \`${name}\` | \`${property}\` |`);
    for (const { name } of EVENT_DOCS) expect(readme).toContain(`| \`${name}\` |`);
  });
});
