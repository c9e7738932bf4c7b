// The test host's own API route: the demo exchange API the hosts tier starts (EX_DEMO_API), behind /api. Read from
// the server's environment directly (SvelteKit 3 has no $env/dynamic/private; this app's server is Node).
import type { RequestHandler } from './$types';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

const forward: RequestHandler = async ({ request, url }) => {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const answer = await fetch(`${env.EX_DEMO_API}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body,
  });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
};

export const GET = forward;
export const POST = forward;
