// Tiny assertions and waits for the bundle tests (no assertion library needed in the page).

export class AssertionError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AssertionError';
  }
}

function show(value) {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}

export const assert = {
  ok(value, message) {
    if (!value) throw new AssertionError(message ?? `expected a truthy value, got ${show(value)}`);
  },
  equal(actual, expected, message) {
    if (!Object.is(actual, expected))
      throw new AssertionError(message ?? `expected ${show(expected)}, got ${show(actual)}`);
  },
  notEqual(actual, expected, message) {
    if (Object.is(actual, expected)) throw new AssertionError(message ?? `expected anything but ${show(expected)}`);
  },
  deepEqual(actual, expected, message) {
    if (show(actual) !== show(expected))
      throw new AssertionError(message ?? `expected ${show(expected)}, got ${show(actual)}`);
  },
  match(text, pattern, message) {
    if (!pattern.test(String(text))) throw new AssertionError(message ?? `expected ${show(text)} to match ${pattern}`);
  },
  instanceOf(value, type, message) {
    if (!(value instanceof type)) throw new AssertionError(message ?? `expected an instance of ${type.name}`);
  },
};

/** Resolves with the predicate's first truthy result; rejects after `timeout` ms naming what it waited for. */
export async function waitFor(predicate, { timeout = 5000, interval = 16, what = 'condition' } = {}) {
  const deadline = performance.now() + timeout;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (performance.now() > deadline) throw new AssertionError(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

export function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Waits until an element's open shadow root has rendered element content. */
export function rendered(element, timeout = 5000) {
  return waitFor(() => element.shadowRoot && element.shadowRoot.querySelector('*') && element.shadowRoot, {
    timeout,
    what: `<${element.localName}> to render into its shadow root`,
  });
}

/** The desktop layout needs the header to be at least 1024 px wide: widen the page, then wait for the desktop bar. */
export async function desktop(element) {
  const { setViewport } = await import('@web/test-runner-commands');
  await setViewport({ width: 1280, height: 800 });
  await waitFor(() => element.shadowRoot?.querySelector('.ex-header:not(.ex-compact) [part=nav]'), {
    what: 'the desktop bar',
  });
}
