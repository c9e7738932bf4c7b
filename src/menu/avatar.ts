import { safeHref } from './routes';

/**
 * The user's avatar URL when it may be shown: a full http(s) URL, or a same-site path ('/img/a.png'). Anything else
 * (javascript:, data:, protocol-relative '//host', relative 'a.png', control characters) gives null: initials instead.
 */
export function avatarUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const href = safeHref(raw);
  if (href === null) return null;
  if (/^https?:\/\//i.test(href)) return href;
  return href.startsWith('/') ? href : null;
}

/** One or two letters for the avatar when there is no picture: the login name's first character, else the UID's. */
export function initials(loginName: string | undefined, userId: string): string {
  const name = (loginName ?? '').trim();
  const first = Array.from(name)[0] ?? Array.from(userId.trim())[0] ?? '?';
  return first.toLocaleUpperCase();
}
