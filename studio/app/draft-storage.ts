/**
 * The draft, kept in this browser on every change, so a reload or a crashed tab loses nothing: per document (its path),
 * with the disk version it was started from. A corrupted entry is dropped with a warning.
 */
export interface StoredDraft {
  text: string;
  /** The disk version the draft was edited from. */
  etag: string | null;
  savedAt: number;
}

const keyOf = (path: string) => `ex-header-studio:draft:${path}`;

export function readDraft(path: string): StoredDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(keyOf(path));
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
  console.warn(`[ex-header studio] The saved draft of ${path} could not be read; it was dropped.`);
  forgetDraft(path);
  return null;
}

export function keepDraft(path: string, draft: StoredDraft): void {
  try {
    localStorage.setItem(keyOf(path), JSON.stringify(draft));
  } catch (error) {
    console.warn(`[ex-header studio] The draft could not be kept in this browser (${String(error)}).`);
  }
}

export function forgetDraft(path: string): void {
  try {
    localStorage.removeItem(keyOf(path));
  } catch {
    // nothing kept, nothing to forget
  }
}
