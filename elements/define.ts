import { VERSION } from '../src/constants';

let defining = false;

/**
 * True while a tag is being defined: the elements already in the page upgrade then, in the define call, which may run
 * inside a host's render (a bundler that evaluates a client component's module while React renders it: Next.js with
 * Turbopack), where an element must not render synchronously.
 */
export const upgradingOnDefine = (): boolean => defining;

/** Defines a tag once. A second copy of the script (same or other version) keeps the first definition and warns on a mismatch. */
export function defineOnce(tag: string, constructor: CustomElementConstructor & { version: string }): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag) as (CustomElementConstructor & { version?: string }) | undefined;
  if (existing) {
    if (existing.version !== VERSION) {
      console.warn(
        `[ex-header] <${tag}> is already defined by version ${existing.version ?? 'unknown'}; this copy (version ${VERSION}) was not used. Load one version of ex-header per page.`,
      );
    }
    return;
  }
  defining = true;
  try {
    customElements.define(tag, constructor);
  } finally {
    defining = false;
  }
}
