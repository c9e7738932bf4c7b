/// <reference types="vite/client" />

/** Where locale files sit relative to the running script: './locales/' for the script-tag build, '../locales/' for ESM. */
declare const __EX_LOCALES_REL__: string;
