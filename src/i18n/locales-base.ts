/** The default URL of the locale files: beside the script that defined the elements (overridable by `locales-base`). */
function scriptUrl(): string {
  const current = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
  if (current?.src) return current.src;
  return import.meta.url;
}

const relative = typeof __EX_LOCALES_REL__ === 'string' ? __EX_LOCALES_REL__ : './locales/';

/** Captured at module evaluation: document.currentScript is only set while the script first runs. */
export const DEFAULT_LOCALES_BASE: string = (() => {
  try {
    return new URL(relative, scriptUrl()).href;
  } catch {
    return relative;
  }
})();
