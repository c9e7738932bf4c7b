// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExNavigateEvent } from '../events';
import { routeHeaderLinks } from './route-links';

let stop: () => void = () => {};
afterEach(() => stop());

/** Dispatches an ex-navigate for `href` as the header does; returns whether it was left to the header. */
const choose = (href: string, newWindow = false) =>
  document.dispatchEvent(new ExNavigateEvent({ href, newWindow, itemId: 'test' }));

describe("routeHeaderLinks: the header's links of this site go through the app's router", () => {
  it.each([
    ['/docs/fees', '/docs/fees'],
    [`${location.origin}/docs/fees?x=1#y`, '/docs/fees?x=1#y'],
  ])('%s is routed as %s', (href, path) => {
    const navigate = vi.fn();
    stop = routeHeaderLinks(navigate);
    expect(choose(href)).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(path);
  });

  it.each([
    ['https://www.example.com/spot/BTCUSDT', false],
    ['//evil.example/x', false],
    ['/docs/fees', true],
  ])('%s (new window %s) is left to the header', (href, newWindow) => {
    const navigate = vi.fn();
    stop = routeHeaderLinks(navigate);
    expect(choose(href, newWindow)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
