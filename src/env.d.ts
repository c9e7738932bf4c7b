/// <reference types="vite/client" />

/** Where locale files sit relative to the running script: './locales/' for the script-tag build, '../locales/' for ESM. */
declare const __EX_LOCALES_REL__: string;

/**
 * Script-tag build: the shared feature scripts it has, of dist/features/shared-plain.js (code two or more features
 * use that needs no React) and dist/features/shared.js (the rest).
 */
declare const __EX_SHARED_CHUNKS__: readonly ('shared-plain' | 'shared')[];
/** Script-tag build: what each feature script (and the shared one) reads besides the core, in load order. */
declare const __EX_SCRIPT_NEEDS__: Readonly<Record<string, readonly ('react' | 'app' | 'shared-plain' | 'shared')[]>>;

/** Built code: logical path -> Subresource Integrity of every file it loads at run time (src/internal/pinned-files.ts). */
declare const __EX_PINNED_FILES__: Readonly<Record<string, string>> | undefined;
