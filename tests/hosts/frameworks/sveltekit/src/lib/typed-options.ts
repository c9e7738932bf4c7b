// The options function of exHeaderHandle reads the request as SvelteKit gives it: its cookies compile (the app's
// type checker, strict, runs on this file), with or without a `Handle` annotation.
import type { Handle } from '@sveltejs/kit/hooks';
import { exHeaderHandle } from 'ex-header/sveltekit';

const userOf = (session: string | undefined) =>
  session ? { userId: session, loginName: `${session}@example.com` } : null;

export const annotated: Handle = exHeaderHandle((event) => ({
  apiBase: '/api',
  user: userOf(event.cookies.get('host-session')),
}));

export const plain = exHeaderHandle(({ cookies, url }) => ({
  apiBase: '/api',
  user: userOf(cookies.get('host-session')),
  locale: url.searchParams.get('locale') ?? undefined,
}));
