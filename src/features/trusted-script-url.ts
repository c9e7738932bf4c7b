/**
 * Trusted Types for the script-tag build's feature scripts: on a page with `require-trusted-types-for 'script'`,
 * a script's `src` takes only a TrustedScriptURL. The header makes its own named policy, `ex-header`, which turns
 * into a script URL nothing but a feature script beside the header's own script (`features/<name>.js`). A host
 * allows it with `trusted-types ex-header` (README). The policy is kept on the page's global object, so a second
 * copy of the script (another version) reuses it instead of asking for the name again, which the CSP would refuse.
 */

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

export const TRUSTED_TYPES_POLICY = 'ex-header';
const POLICY = Symbol.for('ex-header.trusted-types-policy');
const FEATURE_SCRIPT = /\/features\/[a-z][a-z-]*\.js$/;

type PolicyHolder = typeof globalThis & { [POLICY]?: ScriptUrlPolicy | null; trustedTypes?: TrustedTypesFactory };

function policy(): ScriptUrlPolicy | null {
  const holder = globalThis as PolicyHolder;
  if (holder[POLICY] !== undefined) return holder[POLICY];
  let created: ScriptUrlPolicy | null = null;
  if (holder.trustedTypes) {
    try {
      created = holder.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL(url) {
          const parsed = new URL(url, document.baseURI);
          if (!/^https?:$/.test(parsed.protocol) || !FEATURE_SCRIPT.test(parsed.pathname)) {
            throw new TypeError(`[ex-header] Refusing to load "${url}": not one of the header's feature scripts.`);
          }
          return parsed.href;
        },
      });
    } catch (error) {
      console.warn(
        `[ex-header] The page's Content-Security-Policy does not allow the "${TRUSTED_TYPES_POLICY}" Trusted Types policy; ` +
          `menus and dialogs cannot load. Add "trusted-types ${TRUSTED_TYPES_POLICY}" to the policy.`,
        error,
      );
    }
  }
  holder[POLICY] = created;
  return created;
}

/** The value to assign to a feature script's `src`: a TrustedScriptURL where the browser has Trusted Types. */
export function trustedFeatureScriptUrl(url: string): string {
  const trusted = policy()?.createScriptURL(url);
  return (trusted ?? url) as string;
}
