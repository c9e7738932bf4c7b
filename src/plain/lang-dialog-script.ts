/**
 * The language dialog's script, `dialog-lang`: its declaration (src/views/lang-dialog.ts) and <ex-lang-modal inline>'s
 * picker drawn with plain DOM (inline-picker.ts), which share the languages' lists: one script, so that a page
 * without either never loads them.
 */
export { dialog } from '../views/lang-dialog';
export { paintInlinePicker } from './inline-picker';
