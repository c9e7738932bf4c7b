/** Script-tag build: no locale modules; the loader fetches `locales/<code>.json` beside the script (bundled-locales.ts). */
export const BUNDLED_LOCALES: Readonly<Record<string, () => Promise<unknown>>> | null = null;
