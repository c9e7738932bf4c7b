import { describe, expect, it } from 'vitest';
import { readFeatureTable } from '../../scripts/lib/script-features.mjs';
import { FEATURE_NAMES } from './names';

describe('lazy features', () => {
  it('the script-tag build finds a loader for every feature in src/features/load.ts', () => {
    const table = readFeatureTable() as { name: string }[];
    expect(table.map((feature) => feature.name).sort()).toEqual([...FEATURE_NAMES].sort());
  });
});
