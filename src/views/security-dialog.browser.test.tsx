// <ex-security-dialog> in real Chromium. The answers are the demo API's own (demo/api/security-actions.mjs) behind a
// fetch stub: vitest's browser mode cannot start a Node server from a test, so the flow itself is tested against the
// real demo server over HTTP in src/actions/security.test.ts, and the dialog against the demo pages in tests/e2e.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { securityActionReply } from '../../demo/api/security-actions.mjs';
import type { SecurityFailDetail, SecuritySuccessDetail } from '../events';
import { cleanup, deepActive, mount, shadow, until } from '../../tests/support/elements';

let latencyMs = 0;
let requests: unknown[] = [];

beforeEach(() => {
  latencyMs = 0;
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith('/v1/user/security/actionItems')) return new Response('{}', { status: 404 });
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push(body);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (body.action === 'network-down') throw new TypeError('Failed to fetch');
    const reply = securityActionReply(body) as { status: number; body: unknown };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(cleanup);

interface Opened {
  element: HTMLElement;
  trigger: HTMLButtonElement;
  events: CustomEvent[];
}

/** A page button that opens <ex-security-dialog action=...> (so focus has somewhere to return to). */
async function open(action: string): Promise<Opened> {
  const { element: wrapper } = mount(
    `<div><button type="button">Withdraw</button><ex-security-dialog action="${action}"></ex-security-dialog></div>`,
    800,
  );
  const trigger = wrapper.querySelector('button')!;
  const element = wrapper.querySelector('ex-security-dialog') as HTMLElement;
  const events: CustomEvent[] = [];
  for (const type of ['ex-security-success', 'ex-security-fail'])
    document.addEventListener(type, (event) => events.push(event as CustomEvent));
  trigger.addEventListener('click', () => element.setAttribute('open', ''));
  await userEvent.click(trigger);
  return { element, trigger, events };
}

const dialogOf = (element: Element) => shadow(element).querySelector<HTMLDialogElement>('dialog[open]');
const toasts = () =>
  [...document.querySelectorAll('ex-security-dialog, ex-header, ex-drawer')].flatMap((host) => [
    ...shadow(host).querySelectorAll<HTMLElement>('.ex-toast'),
  ]);

describe('<ex-security-dialog>', () => {
  it('loads, then shows the FIDO2 view when canFido2; switching to the original method turns it off', async () => {
    latencyMs = 1200;
    const { element, trigger, events } = await open('withdraw');
    const dialog = await until(() => dialogOf(element), 'the dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    const body = dialog.querySelector<HTMLElement>('.ex-security__body')!;
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(body.querySelector('[role="status"]')?.textContent).toBe('Loading verification options…');
    await until(() => requests.length > 0, 'the request');
    expect(requests).toEqual([{ action: 'withdraw' }]);
    expect(body.getAttribute('aria-busy')).toBe('true');

    const form = await until(() => dialog.querySelector<HTMLFormElement>('form[data-view="fido2"]'), 'the FIDO2 view');
    expect(body.getAttribute('aria-busy')).toBe('false');
    expect(events.map((event) => event.type)).toEqual(['ex-security-success']);
    const detail = events[0].detail as SecuritySuccessDetail;
    expect(detail.action).toBe('withdraw');
    expect(detail.options).toMatchObject({ canFido2: true, verifyItems: ['email', 'google'] });
    expect(form.textContent).toContain('Biometric verification');

    await userEvent.click(form.querySelector<HTMLButtonElement>('.ex-security__link')!);
    const original = await until(() => dialog.querySelector('form[data-view="original"]'), 'the original method');
    const inputs = [...original.querySelectorAll('input')];
    expect(inputs.map((input) => input.labels?.[0]?.textContent)).toEqual([
      'Email verification code',
      'Google Authenticator code',
    ]);
    expect(inputs[0].maxLength).toBe(6);
    expect(inputs[0].getAttribute('autocomplete')).toBe('one-time-code');
    expect(original.querySelector('[aria-describedby]')).not.toBeNull();

    await userEvent.click(original.querySelector<HTMLButtonElement>('.ex-security__link')!);
    await until(() => dialog.querySelector('form[data-view="fido2"]'), 'the FIDO2 view again');

    // Keyboard: Tab stays in the dialog; Escape closes it, removes `open` and gives focus back to the page's button.
    for (let i = 0; i < 8; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.contains(deepActive())).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await until(() => !element.hasAttribute('open'), '`open` to be removed');
    expect(dialogOf(element)).toBeNull();
    expect(deepActive()).toBe(trigger);
  });

  it('without canFido2 the original method only, with no way to switch to biological', async () => {
    const { element, events } = await open('api-create');
    const dialog = await until(() => dialogOf(element), 'the dialog');
    const form = await until(() => dialog.querySelector('form[data-view="original"]'), 'the original method');
    expect([...form.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Email verification code',
      'SMS verification code',
    ]);
    expect(form.querySelector('.ex-security__link')).toBeNull();
    expect((events[0].detail as SecuritySuccessDetail).options).toMatchObject({ canFido2: false });
  });

  it('a failure with msg: error toast with that message, ex-security-fail, and the dialog closes', async () => {
    const { element, events } = await open('fail-demo');
    await until(() => !element.hasAttribute('open'), 'the dialog to close');
    const message = 'Verification is temporarily locked. Try again in 10 minutes.';
    expect(events.map((event) => event.type)).toEqual(['ex-security-fail']);
    expect(events[0].detail as SecurityFailDetail).toEqual({ action: 'fail-demo', code: '40001', message });
    expect(events[0].bubbles && events[0].composed).toBe(true);
    const [toast] = await until(() => toasts().length > 0 && toasts(), 'the error toast');
    expect(toast.textContent).toContain(message);
    expect(toast.dataset.toast).toBe('error');
    expect(toast.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    expect(dialogOf(element)).toBeNull();
  });

  it('an HTTP error reports the server message', async () => {
    const { events } = await open('http-500');
    await until(() => events.length > 0, 'the failure');
    expect(events[0].detail).toEqual({ action: 'http-500', code: '50000', message: 'Internal server error.' });
  });

  it('a network failure fails cleanly with a generic localized message', async () => {
    const { element, events } = await open('network-down');
    await until(() => !element.hasAttribute('open'), 'the dialog to close');
    const detail = events[0].detail as SecurityFailDetail;
    expect(detail).toEqual({
      action: 'network-down',
      code: 'network',
      message: 'Network error. Check your connection and try again.',
    });
    const [toast] = await until(() => toasts().length > 0 && toasts(), 'the error toast');
    expect(toast.textContent).toContain(detail.message);
  });

  it('opening it closes any other overlay on the page (one at a time)', async () => {
    const { element: drawer } = mount('<ex-drawer kind="nav" open></ex-drawer>', 400);
    await until(() => dialogOf(drawer), 'the drawer');
    const { element: security } = mount('<ex-security-dialog action="withdraw"></ex-security-dialog>', 400);
    security.setAttribute('open', '');
    await until(() => dialogOf(security), 'the security dialog');
    await until(() => !drawer.hasAttribute('open') && !dialogOf(drawer), 'the drawer to close');
  });
});
