import { createContext } from 'react';

/**
 * True in a server render that was not told the theme: the theme toggle is drawn for both themes, and the server's
 * stylesheet shows the one for the reader's system preference (src/server/server-styles.ts), which is the theme the
 * script will choose.
 */
export const SystemThemeContext = createContext(false);
