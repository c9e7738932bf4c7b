/**
 * The draft, kept in this browser on every change, so a reload or a crashed tab loses nothing: per document name,
 * with the disk version it was started from. A corrupted entry is dropped with a warning.
 */
export interface StoredDraft {
  text: string;
  /** The disk version the draft was edited from. */
  etag: string | null;
  savedAt: number;
}

const keyOf = (name: string) => `ex-header-studio:draft:${name}`;

export function readDraft(name: string): StoredDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(keyOf(name));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw);
    if (typeof value?.text === 'string' && typeof value.savedAt === 'number') return value as StoredDraft;
  } catch {
    // falls through to the warning
  }
  console.warn(`[ex-header studio] The saved draft of ${name} could not be read; it was dropped.`);
  forgetDraft(name);
  return null;
}

export function keepDraft(name: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(keyOf(name), JSON.stringify(draft));
  } catch (error) {
    console.warn(`[ex-header studio] The draft could not be kept in this browser (${String(error)}).`);
  }
}

export function forgetDraft(name: string): void {
  try {
    localStorage.removeItem(keyOf(name));
  } catch {
    // nothing kept, nothing to forget
  }
}
