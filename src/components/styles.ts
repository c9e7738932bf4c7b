import root from './root/root.css?inline';
import header from './header/header.css?inline';
import collapse from './collapse/collapse.css?inline';
import compact from './compact/compact.css?inline';
import toast from './toast/toast.css?inline';
import { setCoreStyles } from './style-sheet';

/** The styles every element needs for its first paint (a server render inlines them); features add theirs. */
export const CORE_STYLES: readonly string[] = [root, header, collapse, compact, toast];

export function registerCoreStyles(): void {
  setCoreStyles(CORE_STYLES);
}
