/**
 * The built-in demo exchange API (see README.md). Mount it in any node:http server:
 *   const api = createDemoApi({ prefix: '/api' });
 *   createServer(async (req, res) => { if (!(await api.handle(req, res))) serveStatic(req, res); });
 */
import { CONTROL_ROUTES } from './control-routes.mjs';
import { EXCHANGE_ROUTES } from './exchange-routes.mjs';
import { envelope, readJsonBody, RequestError, sendEmpty, sendJson } from './http.mjs';
import { initialState } from './state.mjs';

const CONTROL_PREFIX = '/__demo/';

/**
 * A request carrying this cookie uses its own state (created from the initial state on first use), so tests and
 * demo tabs that kill, hang or log out the API do not disturb one another. Without it: the shared state.
 */
export const SESSION_COOKIE = 'ex-demo-session';
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Sessions kept at most; the oldest is forgotten first. */
const MAX_SESSIONS = 500;

/** The session id of a request's Cookie header, or null. */
export function sessionId(cookieHeader) {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return SESSION_ID.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * @param {{ prefix?: string, initialState?: Partial<import('./state.mjs').DemoState> }} [options]
 *   prefix: the path the API is mounted at ('' or '/' for the root); initialState: overrides of DEFAULT_STATE,
 *   also what reset returns to.
 */
export function createDemoApi({ prefix = '/api', initialState: overrides = {} } = {}) {
  const base = prefix.replace(/\/+$/, '');
  const state = initialState(overrides);
  /** Responses held by hangAll, until the client gives up or close() is called. */
  const held = new Set();
  /** @type {Map<string, import('./state.mjs').DemoState>} */
  const sessions = new Map();

  /** Back to the initial state: the shared one and every session's. */
  function reset() {
    Object.assign(state, initialState(overrides));
    sessions.clear();
  }

  /** The state a request works on: its session's (SESSION_COOKIE), else the shared one. */
  function stateFor(request) {
    const id = sessionId(request.headers.cookie);
    if (id === null) return state;
    let own = sessions.get(id);
    if (!own) {
      own = initialState(overrides);
      sessions.set(id, own);
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value);
    }
    return own;
  }

  function hold(response) {
    held.add(response);
    response.on('close', () => held.delete(response));
  }

  async function route(path, url, request, response) {
    const state = stateFor(request);
    // POST /__demo/reset resets the state the request works on (its session's, or the shared one) only.
    const resetState = () => Object.assign(state, initialState(overrides));
    const isControl = path.startsWith(CONTROL_PREFIX);
    const send = (status, body, headers) => sendJson(response, status, body, headers);
    const fail = (status, message, headers) =>
      send(status, isControl ? { error: message } : envelope(`${status}00`, message, null), headers);

    const routes = isControl ? CONTROL_ROUTES : EXCHANGE_ROUTES;
    const methods = Object.hasOwn(routes, path) ? routes[path] : null;
    if (!methods) return fail(404, `No demo API route for ${path}.`);
    const allow = [...Object.keys(methods), 'OPTIONS'].join(', ');
    if (request.method === 'OPTIONS') return sendEmpty(response, 204, { allow });
    const handler = Object.hasOwn(methods, request.method ?? '') ? methods[request.method ?? ''] : null;
    if (!handler) return fail(405, `${request.method} is not allowed here; use ${allow}.`, { allow });

    if (!isControl) {
      if (state.hangAll) return hold(response);
      if (state.failAll) return fail(503, 'Service unavailable (demo failAll).');
    }
    let body = {};
    try {
      if (request.method === 'POST') body = await readJsonBody(request);
    } catch (error) {
      if (error instanceof RequestError) return fail(error.status, error.message);
      throw error;
    }
    if (!isControl && state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    const { status, body: answer } = handler({ state, query: url.searchParams, body, reset: resetState });
    return send(status, answer);
  }

  return {
    /** The live shared state (requests without a session cookie): changes take effect on the next call. */
    state,
    /** The state of one session (SESSION_COOKIE value), created on first use. */
    session(id) {
      return stateFor({ headers: { cookie: `${SESSION_COOKIE}=${id}` } });
    },
    reset,
    /**
     * Answers a request under the prefix and resolves true, or resolves false (answering nothing) for any other path.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    async handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://demo.invalid');
      const path = base === '' ? url.pathname : apiPath(url.pathname, base);
      if (path === null) return false;
      try {
        await route(path, url, request, response);
      } catch (error) {
        console.error('[demo api] request failed:', error);
        sendJson(response, 500, envelope('50000', 'Internal demo API error.', null));
      }
      return true;
    },
    /** Drops the requests held by hangAll, so the server can close. (server.closeAllConnections() does it too.) */
    close() {
      for (const response of held) response.destroy();
      held.clear();
    },
  };
}

/** The path below the prefix ('/' for the prefix itself), or null when the path is not under it. */
function apiPath(pathname, base) {
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}
