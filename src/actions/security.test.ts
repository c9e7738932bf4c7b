/** The security-action flow against the demo exchange API (demo/api) over real HTTP on 127.0.0.1. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../../demo/api/index.mjs';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { ExSecurityFailEvent, ExSecuritySuccessEvent, ExSecurityVerifyEvent } from '../events';
import { $apiBaseSetting } from '../stores/endpoints';
import { clipMessage, createSecurityFlow, MAX_FAILURE_MESSAGE_LENGTH, type SecurityState } from './security';
import { $toasts, dismissToast } from '../stores/toasts';
import { until } from '../../tests/support/wait';

let server: TestServer;
let demo: ReturnType<typeof createDemoApi>;
let events: Event[];
const emit = (event: Event): boolean => {
  events.push(event);
  return true;
};

beforeEach(async () => {
  demo = createDemoApi({ prefix: '/api' });
  server = await startTestServer(async (request, response) => {
    if (!(await demo.handle(request, response))) response.writeHead(404).end();
  });
  $apiBaseSetting.set(`${server.origin}/api`);
  events = [];
});
afterEach(async () => {
  demo.close();
  await server.close();
  $apiBaseSetting.set(null);
  for (const toast of $toasts.get()) dismissToast(toast.id);
});

/** Every state the flow passes through, from now on. */
function record(flow: ReturnType<typeof createSecurityFlow>): SecurityState[] {
  const states: SecurityState[] = [];
  flow.$state.listen((state) => states.push(state));
  return states;
}

describe('the security-action flow', () => {
  it('loads, then reads data as the validation options and sends ex-security-success (withdraw: FIDO2 view on)', async () => {
    const flow = createSecurityFlow();
    const states = record(flow);
    await flow.start('withdraw', emit);
    expect(states.map((state) => state.status)).toEqual(['loading', 'ready']);
    const { options, fido2 } = flow.$state.get();
    expect(options).toMatchObject({
      action: 'withdraw',
      canFido2: true,
      verifyItems: ['email', 'google'],
      codeLength: 6,
    });
    expect(fido2).toBe(true);
    expect(events).toHaveLength(1);
    const event = events[0] as ExSecuritySuccessEvent;
    expect(event).toBeInstanceOf(ExSecuritySuccessEvent);
    expect(event.type).toBe('ex-security-success');
    expect(event.detail).toEqual({ action: 'withdraw', options });
    expect(event.bubbles && event.composed).toBe(true);
    expect($toasts.get()).toEqual([]);
  });

  it('confirming hands the host the method and the codes: ex-security-verify', async () => {
    const flow = createSecurityFlow();
    expect(flow.submit({ code: '123456' }, emit)).toBe(false);
    await flow.start('withdraw', emit);
    events = [];
    expect(flow.submit({}, emit)).toBe(true);
    expect((events[0] as ExSecurityVerifyEvent).detail).toEqual({ action: 'withdraw', method: 'fido2', codes: {} });
    flow.useOriginal();
    flow.submit({ email: '111111', google: '222222' }, emit);
    const verify = events[1] as ExSecurityVerifyEvent;
    expect(verify).toBeInstanceOf(ExSecurityVerifyEvent);
    expect(verify.type).toBe('ex-security-verify');
    expect(verify.detail).toEqual({
      action: 'withdraw',
      method: 'original',
      codes: { email: '111111', google: '222222' },
    });
  });

  it('switching to the original method turns FIDO2 off; switching back needs canFido2', async () => {
    const flow = createSecurityFlow();
    await flow.start('withdraw', emit);
    flow.useOriginal();
    expect(flow.$state.get().fido2).toBe(false);
    flow.useFido2();
    expect(flow.$state.get().fido2).toBe(true);

    await flow.start('api-create', emit);
    expect(flow.$state.get()).toMatchObject({ status: 'ready', fido2: false, options: { canFido2: false } });
    flow.useFido2();
    expect(flow.$state.get().fido2).toBe(false);
  });

  it('a failure with msg: that message as an error toast, ex-security-fail with code and message, state failed', async () => {
    const flow = createSecurityFlow();
    const states = record(flow);
    await flow.start('fail-demo', emit);
    const message = 'Verification is temporarily locked. Try again in 10 minutes.';
    expect(states.map((state) => state.status)).toEqual(['loading', 'failed']);
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(ExSecurityFailEvent);
    expect((events[0] as ExSecurityFailEvent).detail).toEqual({ action: 'fail-demo', code: '40001', message });
    expect($toasts.get()).toMatchObject([{ kind: 'error', message }]);
  });

  it('an HTTP error carrying msg reports the server message and its code', async () => {
    const flow = createSecurityFlow();
    await flow.start('http-500', emit);
    expect((events[0] as ExSecurityFailEvent).detail).toEqual({
      action: 'http-500',
      code: '50000',
      message: 'Internal server error.',
    });
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'Internal server error.' }]);
  });

  it('a call that needs the session, after logout, fails with the server message', async () => {
    demo.state.loggedIn = false;
    const flow = createSecurityFlow();
    await flow.start('withdraw', emit);
    expect((events[0] as ExSecurityFailEvent).detail).toMatchObject({ code: '40101', message: 'Please log in first.' });
  });

  it('a network failure fails cleanly with a generic localized message', async () => {
    demo.close();
    await server.close();
    const flow = createSecurityFlow();
    await flow.start('withdraw', emit);
    expect(flow.$state.get().status).toBe('failed');
    const detail = (events[0] as ExSecurityFailEvent).detail;
    expect(detail).toEqual({
      action: 'withdraw',
      code: 'network',
      message: 'Network error. Check your connection and try again.',
    });
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: detail.message }]);
    // The next test's afterEach closes again: give it a live server.
    server = await startTestServer((_request, response) => response.end());
  });

  it('the API module failing to load counts as a network failure', async () => {
    const flow = createSecurityFlow(() => Promise.reject(new Error('Could not load features/api.js')));
    await flow.start('withdraw', emit);
    expect((events[0] as ExSecurityFailEvent).detail).toMatchObject({ code: 'network' });
  });

  it('an answer that arrives after a newer start or a cancel is ignored', async () => {
    demo.state.latencyMs = 80;
    const flow = createSecurityFlow();
    const first = flow.start('fail-demo', emit);
    demo.state.latencyMs = 0;
    await flow.start('withdraw', emit);
    await first;
    expect(events.map((event) => event.type)).toEqual(['ex-security-success']);
    expect(flow.$state.get().action).toBe('withdraw');

    demo.state.latencyMs = 50;
    const cancelled = flow.start('withdraw', emit);
    flow.cancel();
    await cancelled;
    expect(flow.$state.get().status).toBe('idle');
    expect(events).toHaveLength(1);
  });

  it('while a dialog shows it: a failure closes the dialog before its toast shows; ending it voids a late answer', async () => {
    const flow = createSecurityFlow();
    const seen: string[] = [];
    const closed = new Promise<void>((resolve) => {
      flow.runWhileShown('fail-demo', emit, () => {
        seen.push(`closed with ${$toasts.get().length} toasts`);
        resolve();
      });
    });
    await closed;
    await until(() => $toasts.get().length === 1, 'the toast');
    expect(seen).toEqual(['closed with 0 toasts']);

    demo.state.latencyMs = 50;
    events = [];
    const failed: string[] = [];
    const stop = flow.runWhileShown('fail-demo', emit, () => failed.push('closed'));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(flow.$state.get().status).toBe('idle');
    expect([failed, events]).toEqual([[], []]);
  });
});

describe('clipMessage: a server message is shown at a sane length', () => {
  it.each([
    ['short', 'Locked for 10 minutes.', 'Locked for 10 minutes.'],
    ['white space folded', '  Locked\n\n for   10 minutes. ', 'Locked for 10 minutes.'],
    ['empty', '   ', ''],
  ])('%s', (_, input, expected) => expect(clipMessage(input)).toBe(expected));

  it('cuts a long message at a word, ending with an ellipsis, within the limit', () => {
    const clipped = clipMessage('too many attempts '.repeat(1000));
    expect([...clipped].length).toBeLessThanOrEqual(MAX_FAILURE_MESSAGE_LENGTH);
    expect(clipped.endsWith('…')).toBe(true);
    expect(clipped).toMatch(/^too many attempts/);
    expect(clipped).not.toMatch(/\s…$/);
  });

  it('never splits a character made of two code units', () => {
    const clipped = clipMessage('🔒'.repeat(500), 10);
    expect([...clipped]).toEqual([...'🔒'.repeat(9), '…']);
  });
});
