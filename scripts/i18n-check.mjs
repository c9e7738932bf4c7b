#!/usr/bin/env node
// The locale files against locales/en.json (the source of truth), for translators and CI.
//   node scripts/i18n-check.mjs            every locale of src/i18n/languages.ts; exit 1 on any problem
//   node scripts/i18n-check.mjs de ja ar   only these
// The same checks run in the unit tier (src/i18n/locales.test.ts). For every locale file:
//   missing file       locales/<code>.json does not exist (nothing is skipped)
//   missing / extra    a key of en.json is absent, or a key en.json does not have is present
//   not text           a value is not a string where en.json has one (or an object where it has a section)
//   empty              an empty value (i18next would fall back to English)
//   placeholders       the {{name}} placeholders differ from the English text's
//   plurals            a plural key (i18next JSON v4: key_one, key_other, ...) lacks a form the locale's
//                      Intl.PluralRules needs (ru: one, few, many, other; ar: zero, one, two, few, many, other;
//                      ja, zh: other), or has a form the locale never uses (key_zero is always allowed)
//   English leftovers  (translated locales only, not en-*) a value identical to the English one, unless it is made
//                      only of product terms or is listed for that locale in src/i18n/untranslated-allowlist.json
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LOCALES_DIR = join(ROOT, 'locales');
const LANGUAGES_FILE = join(ROOT, 'src/i18n/languages.ts');
const ALLOWLIST_FILE = join(ROOT, 'src/i18n/untranslated-allowlist.json');

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_SUFFIX = new RegExp(`^(.*)_(${PLURAL_CATEGORIES.join('|')})$`);

/** Keep in step with INTL_TAGS in src/i18n/format.ts (a unit test compares them). */
const INTL_TAGS = { ph: 'fil', es: 'es-419', ar: 'ar-u-nu-latn' };
export function intlTag(code) {
  return INTL_TAGS[code] ?? code;
}

/** The locale codes of src/i18n/languages.ts, in table order. */
export function languageCodes() {
  const source = readFileSync(LANGUAGES_FILE, 'utf8');
  const codes = [...source.matchAll(/\{\s*locale:\s*'([^']+)'/g)].map((match) => match[1]);
  if (codes.length === 0) throw new Error(`${LANGUAGES_FILE}: no locales found`);
  return codes;
}

export function readAllowlist() {
  const data = JSON.parse(readFileSync(ALLOWLIST_FILE, 'utf8'));
  return { terms: data.terms ?? [], values: data.values ?? {} };
}

/** Dotted key -> value for every leaf; sections are objects, leaves anything else. */
export function flatten(table, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** The names of a text's {{placeholders}} (format suffixes such as ", number" ignored), sorted and unique. */
export function placeholders(text) {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(/\{\{\s*-?\s*([^},\s]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]);
  return [...new Set(names)].sort();
}

const ruleCache = new Map();
function rules(code) {
  if (!ruleCache.has(code)) ruleCache.set(code, new Intl.PluralRules(intlTag(code)));
  return ruleCache.get(code);
}

/** The plural forms i18next asks for in this locale (Intl.PluralRules categories), in suffix order. */
export function pluralCategories(code) {
  const used = rules(code).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
}

/** True when a plural category covers more than one whole number (so its text must show the count). */
export function categoryNeedsCount(code, category) {
  let seen = 0;
  for (let n = 0; n <= 1000 && seen < 2; n += 1) if (rules(code).select(n) === category) seen += 1;
  if (seen < 2)
    for (const n of [0.5, 1.5, 2.5, 10000, 1000000, 2000000, 3000000, 1000001])
      if (rules(code).select(n) === category) seen += 1;
  return seen >= 2;
}

/** Plural bases of the English table: `key` when en.json has key_other (and other key_<category> forms). */
export function pluralBases(englishKeys) {
  const bases = new Set();
  for (const key of englishKeys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match && englishKeys.has(`${match[1]}_other`)) bases.add(match[1]);
  }
  return bases;
}

function pluralParts(key, bases) {
  const match = PLURAL_SUFFIX.exec(key);
  return match && bases.has(match[1]) ? { base: match[1], category: match[2] } : null;
}

const isEnglishVariant = (code) => code === 'en' || code.startsWith('en-');

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when the text still reads as English: Latin letters remain after removing placeholders and product terms. */
export function looksEnglish(text, terms) {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/\$t\([^)]*\)/g, ' ');
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(term)}(?=$|[^A-Za-z0-9])`, 'g'), '$1 ');
  }
  return /[A-Za-z]{2,}/.test(rest);
}

/**
 * Every problem of one locale table against English. Returns { missing, extra, notText, empty, placeholders,
 * plurals, leftovers }: arrays of human-readable lines, empty when the locale is fine.
 */
export function checkLocale(code, table, english, allowlist = readAllowlist()) {
  const problems = { missing: [], extra: [], notText: [], empty: [], placeholders: [], plurals: [], leftovers: [] };
  const en = flatten(english);
  const local = flatten(table);
  const bases = pluralBases(new Set(en.keys()));
  const categories = pluralCategories(code);

  // Keys: plural forms follow the locale's categories, every other key follows English one to one.
  const expected = new Set();
  for (const key of en.keys()) {
    const plural = pluralParts(key, bases);
    if (!plural) expected.add(key);
  }
  for (const base of bases) for (const category of categories) expected.add(`${base}_${category}`);
  for (const key of expected) if (!local.has(key)) problems.missing.push(key);
  for (const key of local.keys()) {
    if (expected.has(key)) continue;
    const plural = pluralParts(key, bases);
    if (plural?.category === 'zero') continue; // i18next looks up key_zero for a count of 0 in any language
    if (plural)
      problems.plurals.push(
        `${key}: "${code}" has no "${plural.category}" plural form (it uses ${categories.join(', ')})`,
      );
    else problems.extra.push(key);
  }
  for (const base of bases) {
    const absent = categories.filter((category) => !local.has(`${base}_${category}`));
    if (absent.length > 0)
      problems.plurals.push(
        `${base}: needs the ${categories.map((c) => `_${c}`).join(', ')} forms; missing ${absent.map((c) => `_${c}`).join(', ')}`,
      );
  }

  // Values.
  const terms = allowlist.terms ?? [];
  const accepted = new Set(allowlist.values?.[code] ?? []);
  for (const [key, value] of local) {
    if (!expected.has(key) && !pluralParts(key, bases)) continue;
    if (typeof value !== 'string') {
      problems.notText.push(`${key}: ${JSON.stringify(value)}`);
      continue;
    }
    if (value.trim() === '') {
      problems.empty.push(key);
      continue;
    }
    const plural = pluralParts(key, bases);
    const source = plural ? en.get(`${plural.base}_other`) : en.get(key);
    if (typeof source !== 'string') {
      if (en.has(key)) problems.notText.push(`${key}: English has a section here`);
      continue;
    }
    const want = placeholders(source);
    const have = placeholders(value);
    if (plural) {
      // Every form keeps the other placeholders; {{count}} may be left out only by a form that means one number
      // (English "one", Arabic "zero"/"two"), where the word itself says how many.
      const needed = want.filter((name) => name !== 'count' || categoryNeedsCount(code, plural.category));
      const missingNames = needed.filter((name) => !have.includes(name));
      const unknown = have.filter((name) => !want.includes(name));
      if (missingNames.length > 0 || unknown.length > 0) {
        problems.placeholders.push(
          `${key}: has {{${have.join('}}, {{')}}} but needs {{${needed.join('}}, {{')}}}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
        );
      }
    } else if (want.join() !== have.join()) {
      problems.placeholders.push(
        `${key}: has ${have.length ? `{{${have.join('}}, {{')}}}` : 'none'} but English has ${want.length ? `{{${want.join('}}, {{')}}}` : 'none'}`,
      );
    }
    if (
      !isEnglishVariant(code) &&
      en.has(key) &&
      value === en.get(key) &&
      !accepted.has(value) &&
      looksEnglish(value, terms)
    ) {
      problems.leftovers.push(`${key}: "${value}"`);
    }
  }
  return problems;
}

export function readTable(code, dir = LOCALES_DIR) {
  const file = join(dir, `${code}.json`);
  if (!existsSync(file)) return { file, table: null, error: 'missing file' };
  try {
    const table = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof table !== 'object' || table === null || Array.isArray(table))
      return { file, table: null, error: 'not a JSON object' };
    return { file, table, error: null };
  } catch (error) {
    return { file, table: null, error: `not valid JSON: ${error instanceof Error ? error.message : error}` };
  }
}

export function problemCount(problems) {
  return Object.values(problems).reduce((sum, list) => sum + list.length, 0);
}

/** Checks the given codes; returns { missingFiles: [{ code, error }], reports: [{ code, problems }] }. */
export function checkLocales(codes = languageCodes(), dir = LOCALES_DIR) {
  const english = readTable('en', dir);
  if (!english.table) throw new Error(`locales/en.json: ${english.error}`);
  const allowlist = readAllowlist();
  const missingFiles = [];
  const reports = [];
  for (const code of codes) {
    if (code === 'en') continue;
    const { table, error } = readTable(code, dir);
    if (!table) missingFiles.push({ code, error });
    else reports.push({ code, problems: checkLocale(code, table, english.table, allowlist) });
  }
  return { missingFiles, reports };
}

function main() {
  const wanted = process.argv.slice(2);
  const known = languageCodes();
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    console.error(`Unknown locale(s): ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    process.exit(2);
  }
  const { missingFiles, reports } = checkLocales(wanted.length > 0 ? wanted : known);
  let failed = missingFiles.length;
  if (missingFiles.length > 0) {
    console.log(`Locale files missing or unreadable (${missingFiles.length}):`);
    for (const { code, error } of missingFiles) console.log(`  locales/${code}.json: ${error}`);
  }
  for (const { code, problems } of reports) {
    const count = problemCount(problems);
    failed += count;
    if (count === 0) {
      console.log(`ok   ${code}`);
      continue;
    }
    console.log(`FAIL ${code} (${count})`);
    for (const [kind, lines] of Object.entries(problems)) {
      if (lines.length === 0) continue;
      console.log(`  ${kind} (${lines.length}):`);
      for (const line of lines.slice(0, 50)) console.log(`    ${line}`);
      if (lines.length > 50) console.log(`    ... ${lines.length - 50} more`);
    }
  }
  console.log(failed === 0 ? '\nAll locale files match en.json.' : `\n${failed} problem(s).`);
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
