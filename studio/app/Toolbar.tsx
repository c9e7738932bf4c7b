/**
 * The document's bar: its name and state, Save (Ctrl+S) and Discard. Saving a document the header would partly
 * leave out asks first; a file changed on disk meanwhile is never written over without a second, knowing save.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $check, $dirty, $disk, $restored, $saveState, discardDraft, saveDraft } from './stores';

function statusText(
  readOnly: boolean,
  exists: boolean,
  dirty: boolean,
  save: ReturnType<typeof $saveState.get>,
): string {
  if (readOnly) return 'Read-only: opened from a URL. Edits stay in this browser.';
  if (save.kind === 'saving') return 'Saving…';
  if (save.kind === 'saved') return `Saved.${save.backup ? ` The previous version is in ${save.backup}.` : ''}`;
  if (!exists) return 'New document: not saved yet (the draft is kept in this browser).';
  return dirty ? 'Unsaved changes (kept in this browser until you save).' : 'No unsaved changes.';
}

export function Toolbar() {
  const disk = useStore($disk);
  const dirty = useStore($dirty);
  const save = useStore($saveState);
  const check = useStore($check);
  const restored = useStore($restored);
  const confirm = useRef<HTMLDialogElement>(null);
  const readOnly = disk?.readOnly ?? true;
  const canSave = !readOnly && dirty && save.kind !== 'saving';
  const problems = check.document ? check.warnings.length : null;

  const requestSave = () => {
    if (!canSave) return;
    if (problems === 0) void saveDraft();
    else confirm.current?.showModal();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        requestSave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <header className="studio-bar">
      <div className="studio-title">
        <h1>ex-header studio</h1>
        <span className="file-name">{disk?.name ?? '…'}</span>
      </div>
      <p className="save-status" role="status">
        {disk ? statusText(readOnly, disk.exists, dirty, save) : 'Opening…'}
      </p>
      <div className="studio-actions">
        <button type="button" className="studio-button" disabled={!dirty || readOnly} onClick={discardDraft}>
          Discard changes
        </button>
        <button type="button" className="studio-button primary" disabled={!canSave} onClick={requestSave}>
          Save
        </button>
      </div>
      {restored && (
        <p className="banner" role="alert">
          Restored the draft you had not saved ({new Date(restored.savedAt).toLocaleString()}). Save it, or discard it
          to go back to the file.
          {disk && restored.etag !== disk.etag
            ? ' The file changed on disk since this draft was started: the review compares your draft with it as it is now.'
            : ''}
        </p>
      )}
      {save.kind === 'conflict' && (
        <p className="banner warn" role="alert">
          {save.message}. The review now compares your draft with the file as it is on disk; Save again to replace that
          version with your draft.
        </p>
      )}
      {save.kind === 'error' && (
        <p className="banner warn" role="alert">
          Not saved: {save.message}
        </p>
      )}
      <dialog ref={confirm} aria-labelledby="confirm-title" className="confirm">
        <h2 id="confirm-title">Save a document the header will partly leave out?</h2>
        <p>
          {problems === null
            ? 'The header can use none of this document: readers would see the built-in menus.'
            : `${problems} ${problems === 1 ? 'part' : 'parts'} of it would be left out (see Problems); readers see the rest.`}
        </p>
        <form method="dialog" className="confirm-actions">
          <button type="submit" className="studio-button">
            Keep editing
          </button>
          <button
            type="submit"
            className="studio-button danger"
            onClick={() => {
              void saveDraft();
            }}
          >
            Save anyway
          </button>
        </form>
      </dialog>
    </header>
  );
}
