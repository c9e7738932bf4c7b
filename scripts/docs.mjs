// npm run docs: draws the contract tables of the README and docs/*.md (attributes, events, parts) anew from the
// contract (elements/readme-tables.ts). The unit tier fails when they differ from what this writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importContractModule } from './lib/contract-module.mjs';
import { ROOT } from './lib/run.mjs';

const DOCUMENTED_PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)].filter(
  (page) => page.endsWith('.md'),
);

const { withGeneratedTables } = await importContractModule(ROOT, join(ROOT, 'elements/readme-tables.ts'));
for (const page of DOCUMENTED_PAGES) {
  const before = readFileSync(join(ROOT, page), 'utf8');
  const after = withGeneratedTables(before);
  if (after === before) continue;
  writeFileSync(join(ROOT, page), after);
  console.log(`${page}: the contract tables were drawn anew from the contract.`);
}
console.log('The contract tables of README.md and docs/ are up to date.');
