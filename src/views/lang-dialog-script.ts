/**
 * The language dialog's script, `dialog-lang`: its declaration (src/views/lang-dialog.ts) and <ex-lang-modal inline>'s
 * picker's (src/views/inline-picker.ts), which share the languages' lists: one script, so that a page without either
 * never loads them.
 */
export { dialog } from './lang-dialog';
export { inlinePicker as flow } from './inline-picker';
