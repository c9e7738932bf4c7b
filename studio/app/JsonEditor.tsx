/**
 * The raw JSON view: CodeMirror with JSON syntax, completion from the document's schema (json-completion.ts) and the
 * header's own warnings inline, each on the value it names. It edits the same draft text the form does.
 */
import { autocompletion } from '@codemirror/autocomplete';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { syntaxTree } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorView, basicSetup } from 'codemirror';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { fieldWarnings } from '../model/warnings';
import { schemaCompletion, type JsonSchema } from './json-completion';
import { rangeOf } from './json-locate';
import { $check, $parsed, $text, editText } from './stores';

function headerDiagnostics(view: EditorView): Diagnostic[] {
  // The linter runs after the draft store has the text: the check of it is already computed.
  const parsed = $parsed.get();
  const text = view.state.doc.toString();
  if (text !== $text.get()) return [];
  if (!parsed.ok) {
    const at = /position (\d+)/.exec(parsed.error);
    const from = Math.min(at ? Number(at[1]) : 0, text.length);
    return [{ from, to: Math.min(from + 1, text.length), severity: 'error', message: `Not JSON: ${parsed.error}` }];
  }
  const tree = syntaxTree(view.state);
  return fieldWarnings($check.get().warnings, parsed.value).map((warning) => ({
    ...rangeOf(tree, text, warning.path),
    severity: 'error',
    message: warning.text,
  }));
}

export function JsonEditor({ schema, readOnly }: { schema: object; readOnly: boolean }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const text = useStore($text);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      doc: $text.get(),
      extensions: [
        basicSetup,
        json(),
        jsonLanguage.data.of({ autocomplete: schemaCompletion(schema as JsonSchema) }),
        autocompletion(),
        linter(headerDiagnostics, { delay: 150 }),
        lintGutter(),
        EditorView.lineWrapping,
        EditorView.editable.of(!readOnly),
        EditorView.contentAttributes.of({ 'aria-label': 'The navigation document as JSON' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) editText(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [schema, readOnly]);

  // The form changed the draft: the editor shows it (a change of its own is already there).
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== text)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  return <div className="json-editor" ref={host} />;
}
