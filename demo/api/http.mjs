/** Reading requests and writing answers for the demo API. */

/** Larger request bodies are refused with HTTP 413. */
const MAX_BODY_BYTES = 64 * 1024;

export class RequestError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The request's JSON body; {} when there is none. Rejects with a RequestError (400 malformed, 413 too large).
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RequestError(413, `The request body is over ${MAX_BODY_BYTES} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RequestError(400, 'The request body must be a JSON object.');
  }
  return body;
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(response, status, body, headers = {}) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
export function sendEmpty(response, status, headers = {}) {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, headers);
  response.end();
}

/**
 * @typedef {{ status: number, body: unknown }} Reply
 */

/** The exchange's envelope. */
export function envelope(code, msg, data) {
  return { code, msg, data, requestTime: Date.now() };
}

/** @param {unknown} data @returns {Reply} */
export function success(data) {
  return { status: 200, body: envelope('00000', 'success', data) };
}

/** A business error: HTTP 200 with a failure code, as the exchange answers. @returns {Reply} */
export function businessError(code, msg) {
  return { status: 200, body: envelope(code, msg, null) };
}

/** @param {number} status @returns {Reply} */
export function httpError(status, code, msg) {
  return { status, body: envelope(code, msg, null) };
}
