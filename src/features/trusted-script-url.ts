/**
 * Trusted Types for the script-tag build's feature scripts: on a page with `require-trusted-types-for 'script'`,
 * a script's `src` takes only a TrustedScriptURL.
 *
 * - Where the host has a default policy that accepts the feature script's URL as it is, that policy's answer is
 *   used and no policy is created: a page whose CSP allows only `trusted-types default` reports no violation.
 * - Otherwise the header uses its own named policy, `ex-header`, which turns into a script URL nothing but a feature
 *   script beside the header's own script (`features/<name>.<hash>.js`); a host allows it with
 *   `trusted-types ex-header` (README). It is created once and kept on the page's global object, so a second copy
 *   of the script (another version) reuses it instead of asking for the name again, which the CSP would refuse.
 */

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
  readonly defaultPolicy?: ScriptUrlPolicy | null;
}

export const TRUSTED_TYPES_POLICY = 'ex-header';
const POLICY = Symbol.for('ex-header.trusted-types-policy');
/** A feature script: features/<name>.js, or its pinned name features/<name>.<hash>.js (base64url hash). */
const FEATURE_SCRIPT = /\/features\/[a-z][a-z-]*(?:\.[\w-]{8,})?\.js$/;

type PolicyHolder = typeof globalThis & { [POLICY]?: ScriptUrlPolicy | null; trustedTypes?: TrustedTypesFactory };

function ownPolicy(factory: TrustedTypesFactory): ScriptUrlPolicy | null {
  const holder = globalThis as PolicyHolder;
  if (holder[POLICY] !== undefined) return holder[POLICY];
  let created: ScriptUrlPolicy | null = null;
  try {
    created = factory.createPolicy(TRUSTED_TYPES_POLICY, {
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
  holder[POLICY] = created;
  return created;
}

/** The host's default policy's answer for the URL, when it accepts it unchanged; calling a policy reports nothing. */
function fromDefaultPolicy(factory: TrustedTypesFactory, url: string): unknown {
  const policy = factory.defaultPolicy;
  if (!policy || (globalThis as PolicyHolder)[POLICY]) return null;
  try {
    const trusted = policy.createScriptURL(url);
    return trusted !== null && trusted !== undefined && String(trusted) === url ? trusted : null;
  } catch {
    return null;
  }
}

/** The value to assign to a feature script's `src`: a TrustedScriptURL where the browser has Trusted Types. */
export function trustedFeatureScriptUrl(url: string): string {
  const factory = (globalThis as PolicyHolder).trustedTypes;
  if (!factory) return url;
  const trusted = fromDefaultPolicy(factory, url) ?? ownPolicy(factory)?.createScriptURL(url);
  return (trusted ?? url) as string;
}
