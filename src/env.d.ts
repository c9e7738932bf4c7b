/// <reference types="vite/client" />

/** Where locale files sit relative to the running script: './locales/' for the script-tag build, '../locales/' for ESM. */
declare const __EX_LOCALES_REL__: string;

/** Script-tag build: true when dist/features/shared.js holds code two or more features use (load it first). */
declare const __EX_SHARED_CHUNK__: boolean;
/** Script-tag build: what each feature script (and the shared one) reads besides the core, in load order. */
declare const __EX_SCRIPT_NEEDS__: Readonly<Record<string, readonly ('react' | 'app' | 'shared')[]>>;

/** Built code: logical path -> Subresource Integrity of every file it loads at run time (src/internal/pinned-files.ts). */
declare const __EX_PINNED_FILES__: Readonly<Record<string, string>> | undefined;
