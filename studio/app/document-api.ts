/** The studio server's one document (bin/studio-server.mjs): read it, and write it only over the version read. */
export interface DiskDocument {
  name: string;
  /** The file's absolute path (or the URL): what the draft kept in the browser belongs to. */
  path: string;
  readOnly: boolean;
  exists: boolean;
  text: string;
  /** The version on disk (null: no file yet). */
  etag: string | null;
}

export type SaveResult =
  { ok: true; etag: string; backup: string | null } | { ok: false; conflict: DiskDocument | null; error: string };

const token = () => document.querySelector<HTMLMetaElement>('meta[name="ex-studio-token"]')?.content ?? '';

export async function loadDisk(): Promise<DiskDocument> {
  const response = await fetch('/api/document', { cache: 'no-store' });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body as DiskDocument;
}

export async function saveToDisk(disk: DiskDocument, text: string): Promise<SaveResult> {
  const response = await fetch('/api/document', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-studio-token': token() },
    body: JSON.stringify({ text, etag: disk.etag }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, etag: body.etag, backup: body.backup };
  const conflict =
    response.status === 409 ? { ...disk, exists: body.text !== null, text: body.text ?? '', etag: body.etag } : null;
  return { ok: false, conflict, error: body.error ?? `HTTP ${response.status}` };
}
