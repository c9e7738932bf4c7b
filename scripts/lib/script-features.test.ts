import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.mjs';
import { importedBindings, modulesInTwoScripts } from './script-features.mjs';

// The trees are of compiled modules (TypeScript and JSX already turned into JavaScript).
const read = (code: string) =>
  Object.fromEntries(
    [...importedBindings(parseAst(code))].map(([source, names]) => [source, names === '*' ? '*' : [...names].sort()]),
  );

describe('importedBindings: what a script needs from each module another script owns', () => {
  it.each([
    ["import { a, b as c } from './x';", { './x': ['a', 'b'] }],
    ["import X from 'react';", { react: ['default'] }],
    ["import X, { useState } from 'react';", { react: ['default', 'useState'] }],
    ["import * as api from '../api';", { '../api': '*' }],
    ["export * from './y';", { './y': '*' }],
    ["export { z as w } from './z';", { './z': ['z'] }],
    ["import { jsx as _jsx } from 'react/jsx-runtime';", { 'react/jsx-runtime': ['jsx'] }],
    [
      "import {\n  one,\n  two,\n} from './multi';\nimport { three } from './multi';",
      { './multi': ['one', 'three', 'two'] },
    ],
    ["import './side-effect.css';", { './side-effect.css': [] }],
    ['const x = 1; export { x };', {}],
  ])('%s', (code, expected) => {
    expect(read(code)).toEqual(expected);
  });
});

describe('modulesInTwoScripts: every module has one home', () => {
  const at = (path: string) => join(ROOT, path);
  it('finds a module bundled into two scripts, and only that', () => {
    expect(
      modulesInTwoScripts({
        'ex-header.js': [at('src/stores/locale.ts'), at('node_modules/react/index.js')],
        'features/drawer.js': [
          at('src/components/drawer/Drawer.tsx'),
          at('src/components/modal/Modal.tsx'),
          at('.cache/features/drawer.ts'),
        ],
        'features/lang-modal.js': [at('src/components/modal/Modal.tsx'), at('.cache/features/lang-modal.ts')],
        'features/api.js': [at('node_modules/react/index.js')],
      }),
    ).toEqual([
      { module: 'node_modules/react/index.js', scripts: ['ex-header.js', 'features/api.js'] },
      { module: 'src/components/modal/Modal.tsx', scripts: ['features/drawer.js', 'features/lang-modal.js'] },
    ]);
  });

  it('is empty when each module is in one script', () => {
    expect(modulesInTwoScripts({ 'ex-header.js': [at('src/a.ts')], 'features/x.js': [at('src/b.ts')] })).toEqual([]);
  });
});
