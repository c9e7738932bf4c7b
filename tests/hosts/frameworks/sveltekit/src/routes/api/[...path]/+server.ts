// The test host's own API route: the demo exchange API the hosts tier starts (EX_DEMO_API), behind /api.
import { env } from '$env/dynamic/private';
import type { RequestHandler } from './$types';

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
