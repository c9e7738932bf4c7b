// The rooms of src/ (and elements/) have one direction: a module imports only from its own floor or the floors below,
// types included, except through the declared seam; and no modules import each other round in a circle. Every import
// counts: static and dynamic (import()), type-only, and the package.json `imports` aliases (each file they resolve to).
import { describe, expect, it } from 'vitest';
import { moduleGraph, projectImports } from '../tests/support/module-graph';

/**
 * The floors, bottom first. A room is a folder of src/ (a file directly in src/ is its own room); elements/ is one.
 * docs/how-it-is-built.md describes each room.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['constants', 'env', 'events', 'internal', 'styles'],
  ['i18n', 'menu', 'api'],
  ['attributes', 'stores'],
  ['actions', 'markup'],
  ['behaviour'],
  // The writers, and the protocol between an element, its first paint and its renderer.
  ['render', 'protocol'],
  // The views' declarations: what each dialog and drawer draws, follows and does; any renderer draws them.
  ['views'],
  ['plain', 'components'],
  ['mount'],
  // Loading is the top floor's: the feature table knows every script and imports (import()) what each one runs.
  ['features'],
  ['elements', 'server'],
  ['adapters', 'testing'],
];

/**
 * The one declared seam, where an import may cross floors: the contract's public types, declared once. Loading is the
 * top floor's: the floors below name features through the page's loader (src/internal/loader.ts), which the elements
 * provide, and only the feature table knows the scripts.
 */
const SEAMS = new Set(['elements/public-types.ts']);

const imports = projectImports(['src', 'elements']);

function roomOf(file: string): string {
  const [top, folder, rest] = file.split('/');
  if (top === 'elements') return 'elements';
  return rest === undefined ? folder.replace(/\.tsx?$/, '') : folder;
}
const floorOf = (file: string): number => {
  const room = roomOf(file);
  const floor = FLOORS.findIndex((rooms) => rooms.includes(room));
  if (floor < 0) throw new Error(`${file}: its room "${room}" is on no floor (src/layering.test.ts FLOORS)`);
  return floor;
};

/** Groups of modules that import each other round (Tarjan's strongly connected components, more than one module). */
function circles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the rooms have one direction', () => {
  it('finds the imports it judges', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((edge) => edge.typeOnly)).toBe(true);
  });

  it('no import runs up a floor, types included, except through a declared seam', () => {
    const upward = imports
      .filter(({ from, to }) => !SEAMS.has(to) && !SEAMS.has(from) && floorOf(to) > floorOf(from))
      .map(({ from, to, typeOnly }) => `${from} -> ${to}${typeOnly ? ' (types)' : ''}`);
    expect(upward).toEqual([]);
  });

  it('no circle of imports of any kind: static, dynamic, type-only, through the `#` aliases', () => {
    expect(circles(imports)).toEqual([]);
  });
});

describe('one renderer per build', () => {
  it('the ES-module build’s views load nothing of the plain renderer: a server-rendered bar is adopted once, by React', () => {
    const loaded = moduleGraph('src/mount/install.ts');
    expect(loaded).toContain('src/mount/server-bar.ts');
    expect(loaded).toContain('src/mount/react-renderer.tsx');
    expect(loaded.filter((file) => file.startsWith('src/plain/'))).toEqual([]);
  });
});
