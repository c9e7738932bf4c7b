import { reactRenderer } from './react-renderer';
import { installRenderer } from './renderer';

/**
 * ES-module build: the bundler has React already, so the elements render with it from their first connection.
 * Called by the element classes (not run as an import side effect, which a bundler may drop under the package's
 * `sideEffects` list).
 */
export function installViews(): void {
  installRenderer(reactRenderer);
}
