import type { MenuContext, SymbolHints } from './types';

const NO_SYMBOLS: SymbolHints = { coinPerpetual: null, coinDelivery: null };

/** The menus' context from an element's state (the page's stores, or a server render's options): no API answers yet. */
export const menuContextOf = (state: Omit<MenuContext, 'symbols'>): MenuContext => ({ ...state, symbols: NO_SYMBOLS });

/**
 * A model built with the navigation document; should a document the reader never saw break it (a cached copy changed
 * in storage by hand), built without it, with one warning: the bar never goes blank.
 */
export function buildWithMenus<T>(build: (context: MenuContext) => T, context: MenuContext): T {
  if (!context.menus) return build(context);
  try {
    return build(context);
  } catch (error) {
    console.warn(
      `[ex-header] the navigation document could not be used (${error instanceof Error ? error.message : String(error)}); the built-in menus show.`,
    );
    return build({ ...context, menus: null });
  }
}
