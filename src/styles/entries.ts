import css from './entries.css?inline';

/**
 * Menu entries' and sections' styles, for every place that draws them (a panel, before React or with it; a drawer):
 * one module, so the scripts share one copy of the text.
 */
export const entryStyles: string = css;
