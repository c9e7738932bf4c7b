/**
 * The studio's state: the document on disk, the draft (its text is the one source: the form and the JSON view both
 * edit it), what the header makes of the draft, and how the preview shows it. Every draft change is kept in this
 * browser at once (draft-storage.ts).
 */
import { atom, computed, map } from 'nanostores';
import { checkDocument, type DocumentCheck } from '../../src/menu/document/check-document';
import { checkAgainstTables } from '../../src/menu/document/check-tables';
import { readMenuDocument } from '../../src/menu/document/read';
import { fieldWarnings, type FieldWarning } from '../model/warnings';
import { loadDisk, saveToDisk, type DiskDocument } from './document-api';
import { forgetDraft, keepDraft, readDraft, type StoredDraft } from './draft-storage';

export const $disk = atom<DiskDocument | null>(null);
/** The document's published JSON Schema (the form is generated from it, the JSON view completes from it). */
export const $schema = atom<Record<string, unknown> | null>(null);
export const $loadError = atom<string | null>(null);
export const $text = atom<string>('');
/** The draft this browser had kept, when the studio opened on it rather than on the file. */
export const $restored = atom<StoredDraft | null>(null);
export const $saveState = atom<
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; backup: string | null }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string }
>({ kind: 'idle' });

export interface PreviewSettings {
  reader: string;
  locale: string;
  width: 'desktop' | 'phone';
  theme: 'light' | 'dark';
}
export const $preview = map<PreviewSettings>({ reader: 'visitor', locale: 'en', width: 'desktop', theme: 'light' });

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

export const $parsed = computed($text, (text): Parsed => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
});

/** What the header makes of the draft: what it shows and every warning (the elements' own check). */
export const $check = computed($parsed, (parsed): DocumentCheck =>
  parsed.ok
    ? checkDocument(parsed.value, readMenuDocument, checkAgainstTables)
    : { document: null, warnings: [`is not JSON (${parsed.error})`] },
);

export const $fieldWarnings = computed([$check, $parsed], (check, parsed): FieldWarning[] =>
  fieldWarnings(check.warnings, parsed.ok ? parsed.value : null),
);

export const $dirty = computed([$text, $disk], (text, disk) => disk !== null && (text !== disk.text || !disk.exists));

/** JSON text as the studio writes it: two spaces, a final newline. */
export const formatted = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

export async function loadSchema(): Promise<void> {
  try {
    const response = await fetch('/dist/menus.schema.json');
    if (!response.ok) throw new Error(`menus.schema.json: HTTP ${response.status}`);
    $schema.set(await response.json());
  } catch (error) {
    $loadError.set(`the document's schema could not load (${error instanceof Error ? error.message : String(error)})`);
  }
}

export async function openDocument(): Promise<void> {
  try {
    const disk = await loadDisk();
    const kept = readDraft(disk.path);
    $disk.set(disk);
    if (kept && kept.text !== disk.text) {
      $restored.set(kept);
      $text.set(kept.text);
    } else {
      if (kept) forgetDraft(disk.path);
      $text.set(disk.text);
    }
  } catch (error) {
    $loadError.set(error instanceof Error ? error.message : String(error));
  }
}

export function editText(text: string): void {
  const disk = $disk.get();
  if (!disk || text === $text.get()) return;
  $text.set(text);
  if ($saveState.get().kind === 'saved') $saveState.set({ kind: 'idle' });
  if (text === disk.text && disk.exists) forgetDraft(disk.path);
  else keepDraft(disk.path, { text, etag: disk.etag, savedAt: Date.now() });
}

export const editValue = (value: unknown): void => editText(formatted(value));

/** Back to the file on disk (or the new document), the kept draft forgotten. */
export function discardDraft(): void {
  const disk = $disk.get();
  if (!disk) return;
  forgetDraft(disk.path);
  $restored.set(null);
  $text.set(disk.text);
  $saveState.set({ kind: 'idle' });
}

export async function saveDraft(): Promise<void> {
  const disk = $disk.get();
  if (!disk || disk.readOnly) return;
  const text = $text.get();
  $saveState.set({ kind: 'saving' });
  const result = await saveToDisk(disk, text).catch((error: unknown) => ({
    ok: false as const,
    conflict: null,
    error: error instanceof Error ? error.message : String(error),
  }));
  if (result.ok) {
    $disk.set({ ...disk, exists: true, text, etag: result.etag });
    forgetDraft(disk.path);
    $restored.set(null);
    $saveState.set({ kind: 'saved', backup: result.backup });
  } else if (result.conflict) {
    // The review now compares with what is on disk; saving again writes over that version, knowingly.
    $disk.set(result.conflict);
    keepDraft(disk.path, { text, etag: result.conflict.etag, savedAt: Date.now() });
    $saveState.set({ kind: 'conflict', message: result.error });
  } else {
    $saveState.set({ kind: 'error', message: result.error });
  }
}
