import root from './root.css?inline';
import header from './header.css?inline';
import collapse from './collapse.css?inline';
import compact from './compact.css?inline';
import { setCoreStyles } from '../internal/style-sheet';

/**
 * The styles every element needs for its first paint (a server render inlines them); the React views and the features
 * add theirs (the toasts' come with the app).
 */
export const CORE_STYLES: readonly string[] = [root, header, collapse, compact];

export function registerCoreStyles(): void {
  setCoreStyles(CORE_STYLES);
}
