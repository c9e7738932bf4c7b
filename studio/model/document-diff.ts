/**
 * What changed between two navigation documents, field by field, in words: "Help › System status: link changed from
 * /status to https://status.example.com". Groups and items are matched by key (not by place), so moving an entry in
 * the list is not a hundred changes; rule and page lists compare as wholes. The diff itself is microdiff's.
 */
import diff from 'microdiff';

export interface DocumentChange {
  kind: 'added' | 'removed' | 'changed';
  /** Where, in words: "More › Zero-fee week". */
  where: string;
  /** What, in words. */
  detail: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FIELD_WORDS: Record<string, string> = {
  label: 'label',
  desc: 'description',
  href: 'link',
  when: 'shown only when',
  isHide: 'hidden',
  before: 'placed before',
  after: 'placed after',
  section: 'section',
  isNew: '“new” badge',
  openNewWindow: 'opens a new window',
  lightIcon: 'icon (light theme)',
  darkIcon: 'icon (dark theme)',
  current: 'marked current on',
  replace: 'replaces the built-in menus',
  version: 'version',
  $schema: 'schema',
};

/** A list of entries as an object by key (a repeated key gets "#2"), lists of words as one string. */
function keyed(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.every((entry) => isObject(entry))) {
      const out: Json = {};
      for (const entry of value as Json[]) {
        const base = typeof entry.key === 'string' ? entry.key : '?';
        let name = base;
        for (let n = 2; name in out; n += 1) name = `${base}#${n}`;
        out[name] = keyed(entry);
      }
      return out;
    }
    return value.map(String).join(', ');
  }
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, keyed(field)]));
  return value;
}

const show = (value: unknown): string => {
  if (typeof value === 'string') return value === '' ? 'nothing' : `“${value}”`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (isObject(value))
    return Object.entries(value)
      .map(([name, field]) => `${name}: ${show(field)}`)
      .join(', ');
  return String(value);
};

/** A whole new group or item, in words: its fields but its key, and how many items it has. */
function describeEntry(value: unknown): string {
  if (!isObject(value)) return show(value);
  return Object.entries(value)
    .filter(([name]) => name !== 'key')
    .map(([name, field]) =>
      name === 'items' && isObject(field)
        ? `${Object.keys(field).length} item(s)`
        : `${FIELD_WORDS[name] ?? name} ${show(field)}`,
    )
    .join('; ');
}

/** The name an entry reads by: its English label, else its key. */
function nameOf(entry: unknown, key: string): string {
  if (!isObject(entry)) return key;
  const label = entry.label;
  if (isObject(label) && typeof label.en === 'string') return label.en;
  return key;
}

export function documentChanges(before: unknown, after: unknown): DocumentChange[] {
  const a = keyed(isObject(before) ? before : {}) as Json;
  const b = keyed(isObject(after) ? after : {}) as Json;
  return diff(a, b).map((change) => {
    const where: string[] = [];
    let field: string[] = [];
    let beforeAt: unknown = a;
    let afterAt: unknown = b;
    for (let i = 0; i < change.path.length; i += 1) {
      const step = String(change.path[i]);
      beforeAt = isObject(beforeAt) ? beforeAt[step] : undefined;
      afterAt = isObject(afterAt) ? afterAt[step] : undefined;
      if (step === 'groups' || step === 'items') continue;
      const parent = String(change.path[i - 1]);
      if (parent === 'groups' || parent === 'items') where.push(nameOf(afterAt ?? beforeAt, step));
      else field = [...field, step];
    }
    const place = where.join(' › ') || 'The document';
    const [name, locale] = field;
    const words = name === undefined ? '' : `${FIELD_WORDS[name] ?? name}${locale ? ` (${locale})` : ''}`;
    if (change.type === 'CREATE')
      return {
        kind: 'added',
        where: place,
        detail: words ? `${words} set to ${show(change.value)}` : `added: ${describeEntry(change.value)}`,
      };
    if (change.type === 'REMOVE')
      return {
        kind: 'removed',
        where: place,
        detail: words ? `${words} removed (was ${show(change.oldValue)})` : 'removed',
      };
    return {
      kind: 'changed',
      where: place,
      detail: `${words} changed from ${show(change.oldValue)} to ${show(change.value)}`,
    };
  });
}
