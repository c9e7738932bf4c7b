import { VERSION } from '../src/constants';

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
  customElements.define(tag, constructor);
}
