import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFeatureTable } from '../../scripts/lib/script-features.mjs';
import { FEATURES } from './table';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the feature table (src/features/table.ts)', () => {
  it('the script-tag build reads the same features, with their module and export', async () => {
    const table = (await readFeatureTable()) as { name: string; module: string; exportName: string | null }[];
    expect(table.map(({ name, module, exportName }) => [name, module, exportName])).toEqual(
      Object.entries(FEATURES).map(([name, entry]) => [name, join(ROOT, entry.module), entry.exportName]),
    );
  });

  it.each(Object.entries(FEATURES))('%s: load() gives the export the build bundles', async (_, entry) => {
    expect(existsSync(join(ROOT, entry.module))).toBe(true);
    const loaded = (await entry.load()) as { default?: unknown };
    const module = (await import(/* @vite-ignore */ join(ROOT, entry.module))) as Record<string, unknown>;
    if (entry.exportName) expect(loaded.default).toBe(module[entry.exportName]);
    else expect(loaded).toBe(module);
  });
});
