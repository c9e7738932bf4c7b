// npm run docs: draws the README's contract tables (attributes, events, parts) anew from the contract
// (elements/readme-tables.ts). The unit tier fails when they differ from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importContractModule } from './lib/contract-module.mjs';
import { ROOT } from './lib/run.mjs';

const README = join(ROOT, 'README.md');
const { withGeneratedTables } = await importContractModule(ROOT, join(ROOT, 'elements/readme-tables.ts'));
const before = readFileSync(README, 'utf8');
const after = withGeneratedTables(before);
if (after === before) console.log('README.md: the contract tables are up to date.');
else {
  writeFileSync(README, after);
  console.log('README.md: the contract tables were drawn anew from the contract.');
}
