import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as events from '../src/events';
import { ELEMENTS, EVENT_DOCS, PART_DOCS, STATE_ATTRIBUTE_DOCS } from './contract';
import { STATE_ATTRIBUTES } from './state-attributes';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the documented contract matches the code', () => {
  it('documents every state attribute the elements accept, with its property name', () => {
    expect(STATE_ATTRIBUTE_DOCS.map(({ name, property }) => [name, property])).toEqual(
      STATE_ATTRIBUTES.map(({ name, property }) => [name, property]),
    );
  });

  it('documents every event class src/events.ts dispatches', () => {
    const types = Object.values(events as Record<string, unknown>)
      .map((value) => (typeof value === 'function' ? (value as { type?: unknown }).type : undefined))
      .filter((type): type is string => typeof type === 'string');
    expect(EVENT_DOCS.map((event) => event.name).sort()).toEqual(types.sort());
  });

  it('documents the five elements', () => {
    expect(ELEMENTS.map((element) => element.tag).sort()).toEqual([
      'ex-drawer',
      'ex-header',
      'ex-lang-modal',
      'ex-security-dialog',
      'ex-theme-modal',
    ]);
  });

  it('the README tables list every attribute and event', () => {
    for (const { name, property } of STATE_ATTRIBUTE_DOCS)
      expect(readme).toContain(`| \`${name}\` | \`${property}\` |`);
    for (const { name } of EVENT_DOCS) expect(readme).toContain(`| \`${name}\` |`);
  });

  it('every part an element declares is one the components render, and every rendered part is declared', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !/test/.test(name) ? [path] : [];
      });
    const source = files(new URL('../src', import.meta.url).pathname)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    // part="a b", triggerPart="x" / panelPart="x" (Dropdown), and the badges' `badge === 'uta' ? 'uta-badge' : 'mode-badge'`.
    const rendered = new Set<string>();
    for (const [, value] of source.matchAll(/[pP]art="([^"]+)"/g))
      for (const name of value.split(/\s+/)) rendered.add(name);
    for (const [, a, b] of source.matchAll(/(?:part=\{|Part = )[^}\n]*'([\w-]+)' : '([\w-]+)'/g))
      rendered.add(a).add(b);
    const declared = new Set<string>(ELEMENTS.flatMap((element) => element.parts.map((part) => part.name)));
    expect(
      [...declared].filter((name) => !rendered.has(name)),
      'declared but never rendered',
    ).toEqual([]);
    expect(
      [...rendered].filter((name) => !declared.has(name)),
      'rendered but never declared',
    ).toEqual([]);
    expect(
      PART_DOCS.map((part) => part.name).filter((name) => !declared.has(name)),
      'described but on no element',
    ).toEqual([]);
  });
});
