import root from './root/root.css?inline';
import header from './header/header.css?inline';
import collapse from './collapse/collapse.css?inline';
import compact from './compact/compact.css?inline';
import toast from './toast/toast.css?inline';
import { addStyles } from './style-sheet';

/** Registers the styles every element needs for its first paint; features add theirs when they load. */
export function registerCoreStyles(): void {
  addStyles(root, header, collapse, compact, toast);
}
