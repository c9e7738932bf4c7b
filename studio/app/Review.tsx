/**
 * Review before saving: what the draft changes in the file (field by field, against the file on disk) and what it
 * changes for the reader and language the preview shows (their menus built without the document and with it).
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { LANGUAGES } from '../../src/i18n/languages';
import { buildHeaderModel } from '../../src/menu/model';
import { documentChanges, type DocumentChange } from '../model/document-diff';
import { readerChanges, type ReaderChange } from '../model/reader-diff';
import { readerById, readerContext } from '../model/roles';
import { textOf } from '../model/texts';
import { useLocaleTexts } from './locale-texts';
import { $check, $disk, $parsed, $preview } from './stores';

const KIND_WORDS = { added: 'Added', removed: 'Removed', changed: 'Changed', moved: 'Moved' } as const;

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function Review() {
  const disk = useStore($disk);
  const parsed = useStore($parsed);
  const check = useStore($check);
  const { reader: readerId, locale } = useStore($preview);
  const texts = useLocaleTexts(locale);
  const reader = readerById(readerId);
  const language = LANGUAGES.find((entry) => entry.locale === locale)?.languageName ?? locale;

  const fileChanges = useMemo<DocumentChange[]>(
    () => (parsed.ok && disk ? documentChanges(disk.exists ? parseOrNull(disk.text) : {}, parsed.value) : []),
    [disk, parsed],
  );
  const readerView = useMemo<ReaderChange[] | null>(() => {
    if (!texts) return null;
    const context = readerContext(reader, locale);
    const t = (key: string, values?: Record<string, string | number>) => textOf(texts, key, values);
    return readerChanges(buildHeaderModel(context), buildHeaderModel({ ...context, menus: check.document }), t);
  }, [texts, reader, locale, check]);

  return (
    <section className="panel" aria-labelledby="review-title">
      <h2 id="review-title">Review</h2>
      <h3>{disk?.exists ? `Changes to ${disk.name}` : `New file ${disk?.name ?? ''}`}</h3>
      {!parsed.ok ? (
        <p>The draft is not JSON yet.</p>
      ) : fileChanges.length === 0 ? (
        <p>No changes: the draft is the file on disk.</p>
      ) : (
        <ul className="changes">
          {fileChanges.map((change, index) => (
            <li key={index} className={`change change-${change.kind}`}>
              <strong>{change.where}</strong>: {change.detail}
            </li>
          ))}
        </ul>
      )}
      <h3>
        What changes for a {reader.label.toLowerCase()} in {language}
      </h3>
      <p className="hint">Against the built-in menus; pick another reader or language in the preview.</p>
      {readerView === null ? (
        <p aria-busy="true">Reading the {language} texts…</p>
      ) : readerView.length === 0 ? (
        <p>Nothing: this reader sees the built-in menus.</p>
      ) : (
        <ul className="changes">
          {readerView.map((change, index) => (
            <li key={index} className={`change change-${change.kind}`}>
              <span className="change-kind">{KIND_WORDS[change.kind]}</span> <strong>{change.menu}</strong>
              {change.entry && <> › {change.entry}</>}: {change.detail}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
