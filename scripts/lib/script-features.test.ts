import { describe, expect, it } from 'vitest';
import { importedBindings } from './script-features.mjs';

const read = (code: string) => Object.fromEntries([...importedBindings(code)].map(([source, names]) => [source, names === '*' ? '*' : [...names].sort()]));

describe('importedBindings: what a feature needs from each shared module', () => {
  it.each([
    ["import { a, b as c } from './x';", { './x': ['a', 'b'] }],
    ["import X from 'react';", { react: ['default'] }],
    ["import X, { useState } from 'react';", { react: ['default', 'useState'] }],
    ["import * as api from '../api';", { '../api': '*' }],
    ["export * from './y';", { './y': '*' }],
    ["export { z as w } from './z';", { './z': ['z'] }],
    ["import type { T } from './t';", {}],
    ["import { type T, v } from './t';", { './t': ['v'] }],
    ["import {\n  one,\n  two,\n} from './multi';\nimport { three } from './multi';", { './multi': ['one', 'three', 'two'] }],
    ["import './side-effect.css';", {}],
  ])('%s', (code, expected) => {
    expect(read(code)).toEqual(expected);
  });
});
