/**
 * The header's warnings (checkMenus: `groups[1].items[0].href (help › status): javascript: links are not allowed;
 * that item is left out`) attached to the field of the draft they name. The reader and the table check number the
 * groups and items left after what they already left out, and name each by its key: a key that does not match the
 * draft at that index is looked up at or after it (leaving out only ever moves an entry forward in the draft).
 */
export type FieldPath = (string | number)[];

export interface FieldWarning {
  /** Into the draft document: ['groups', 1, 'items', 0, 'href']; [] for the whole document. */
  path: FieldPath;
  /** What is wrong, as the header says it. */
  message: string;
  /** The whole warning, as the console shows it. */
  text: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TOKEN = /\.([A-Za-z$][\w$-]*)|^([A-Za-z$][\w$-]*)|\[(\d+)\]|\s\(([^)]*)\)/y;

interface Step {
  field?: string;
  index?: number;
  /** The key the warning names the entry at this index by. */
  key?: string;
}

/**
 * The steps of a warning's path and where its message starts; null when it names no path. Names come in parentheses
 * after an index ("groups[0] (more).items[1] (campaign)") or after the whole path ("groups[0].items[2].href (more ›
 * campaign)", "groups[0].label (more)").
 */
function parse(text: string): { steps: Step[]; message: string } | null {
  const steps: Step[] = [];
  const indexes: Step[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    at = TOKEN.lastIndex;
    const [, field, first, index, names] = match;
    if (field ?? first) steps.push({ field: field ?? first });
    else if (index !== undefined) {
      const step = { index: Number(index) };
      steps.push(step);
      indexes.push(step);
    } else if (names !== undefined) {
      const keys = names.split(' › ');
      if (keys.length === 2 && indexes.length >= 2) [indexes[0].key, indexes[1].key] = keys;
      else if (steps[steps.length - 1]?.index !== undefined) steps[steps.length - 1].key = keys[0];
      else if (indexes[0]) indexes[0].key = keys[0];
    }
  }
  if (steps.length === 0 || !text.startsWith(': ', at)) return null;
  return { steps, message: text.slice(at + 2) };
}

/**
 * The draft's index of the entry a warning names at `index` by `key`; a warning about a repeated key is about a later
 * entry with that key than the first.
 */
function resolveIndex(list: unknown[], index: number, key: string | undefined, repeated: boolean): number {
  const keyAt = (i: number) => (isObject(list[i]) ? list[i].key : undefined);
  if (key === undefined || key === '?') return index;
  const first = list.findIndex((_, i) => keyAt(i) === key);
  for (let i = index; i < list.length; i += 1) if (keyAt(i) === key && (!repeated || i > first)) return i;
  return index;
}

/** One warning of checkMenus, attached to the draft's field (the document itself when it names none). */
export function fieldWarning(text: string, draft: unknown): FieldWarning {
  const parsed = parse(text);
  if (!parsed) return { path: [], message: text, text };
  const path: FieldPath = [];
  let value: unknown = draft;
  for (const step of parsed.steps) {
    if (step.field !== undefined) {
      path.push(step.field);
      value = isObject(value) ? value[step.field] : undefined;
      continue;
    }
    const list = Array.isArray(value) ? value : [];
    const repeated = step.key !== undefined && parsed.message.startsWith(`"${step.key}" is already in`);
    const index = resolveIndex(list, step.index ?? 0, step.key, repeated);
    path.push(index);
    value = list[index];
  }
  return { path, message: parsed.message, text };
}

/** Every warning attached to its field. */
export function fieldWarnings(warnings: readonly string[], draft: unknown): FieldWarning[] {
  return warnings.map((text) => fieldWarning(text, draft));
}

/** Where a path is, in words a reader of the form follows: "Group 2 (help) › item 1 (status) › href". */
export function describePath(path: FieldPath, draft: unknown): string {
  const words: string[] = [];
  let value: unknown = draft;
  for (let i = 0; i < path.length; i += 1) {
    const step = path[i];
    if (typeof step === 'number') {
      const entry = Array.isArray(value) ? value[step] : undefined;
      const key = isObject(entry) && typeof entry.key === 'string' ? ` (${entry.key})` : '';
      words.push(`${path[i - 1] === 'items' ? 'item' : 'group'} ${step + 1}${key}`);
      value = entry;
    } else {
      // A list is named only when it is what the warning is about; otherwise its entry says enough.
      if ((step !== 'groups' && step !== 'items') || i === path.length - 1) words.push(step);
      value = isObject(value) ? value[step] : undefined;
    }
  }
  return words.length > 0 ? words.join(' › ') : 'the document';
}
