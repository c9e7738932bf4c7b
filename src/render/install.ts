import { reactRenderer } from './react-renderer';
import { installRenderer } from './renderer';

/** ES-module build: the bundler has React already, so the elements render with it from their first connection. */
installRenderer(reactRenderer);
