/**
 * The contract tables of the README and docs/, generated from the contract (build-time only): the state attributes,
 * the events and the parts. `npm run docs` writes them between a page's `<!-- generated: name -->` and
 * `<!-- /generated -->` lines; the unit tier fails when a page holds anything else there.
 */
import { ELEMENTS, EVENT_DOCS, PART_DOCS, STATE_ATTRIBUTE_DOCS } from './contract';
import { LANGUAGES } from '../src/i18n/languages';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\s+/g, ' ').trim();
const code = (text: string): string => `\`${text}\``;
const table = (head: string[], rows: string[][]): string =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The locale attribute also lists the locales themselves, from the language table. */
const valueOf = (name: string, description: string): string =>
  name === 'locale' ? `${description} All: ${LANGUAGES.map(({ locale }) => code(locale)).join(', ')}` : description;

const TABLES: Record<string, () => string> = {
  'part-names': () => PART_DOCS.map(({ name }) => code(name)).join(', ') + '.',
  attributes: () =>
    table(
      ['attribute', 'property', 'value', 'absent or refused'],
      STATE_ATTRIBUTE_DOCS.map(({ name, property, description, defaultNote }) => [
        code(name),
        code(property),
        cell(valueOf(name, description)),
        cell(defaultNote),
      ]),
    ),
  events: () =>
    table(
      ['event', 'detail', 'cancelable', 'when'],
      EVENT_DOCS.map(({ name, detail, cancelable, description }) => [
        code(name),
        code(cell(detail)),
        cancelable ? 'yes' : 'no',
        cell(description),
      ]),
    ),
  parts: () =>
    table(
      ['part', 'what it is', 'on'],
      PART_DOCS.map(({ name, description }) => [
        code(name),
        cell(description),
        ELEMENTS.filter((element) => element.parts.some((part) => part.name === name))
          .map((element) => code(`<${element.tag}>`))
          .join(', '),
      ]),
    ),
};

const SECTION = /(<!-- generated: ([a-z-]+) -->)[\s\S]*?(<!-- \/generated -->)/g;

/** A page (the README, docs/*.md) with each generated section drawn anew from the contract. */
export function withGeneratedTables(page: string): string {
  return page.replace(SECTION, (_, open: string, name: string, close: string) => {
    const draw = TABLES[name];
    if (!draw) throw new Error(`no generated table named "${name}" (known: ${Object.keys(TABLES).join(', ')})`);
    return `${open}\n${draw()}\n${close}`;
  });
}

export const GENERATED_TABLES = Object.keys(TABLES);
