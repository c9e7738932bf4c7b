// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExNavigatedEvent } from '../events';
import { $navigateDelay, $noNavigation } from '../stores/navigation';
import { cancelPendingNavigation, hasPendingNavigation, navigate } from './navigation';

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
});
afterEach(() => {
  cancelPendingNavigation();
  $navigateDelay.set(500);
  $noNavigation.set(false);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Dispatches each event on a node, as an element's emit does; returns the events seen. */
function emitter(onEvent: (event: Event) => void = () => {}) {
  const target = new EventTarget();
  const seen: Event[] = [];
  target.addEventListener('ex-navigate', onEvent);
  const emit = (event: Event) => {
    seen.push(event);
    return target.dispatchEvent(event);
  };
  return { emit, seen };
}

const target = { id: 'spot.spot', href: '/spot/BTCUSDT', newWindow: false };

describe('navigate: the delay before a header link navigates', () => {
  it("the spec's 500 ms by default, after the click's analytics and ex-navigate", () => {
    const { emit, seen } = emitter();
    navigate(target, emit);
    expect(seen.map((event) => event.type)).toEqual(['ex-analytics', 'ex-navigate']);
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/spot/BTCUSDT');
    expect(seen.map((event) => event.type)).toEqual(['ex-analytics', 'ex-navigate', 'ex-navigated']);
    expect((seen[2] as ExNavigatedEvent).detail).toEqual({
      href: '/spot/BTCUSDT',
      newWindow: false,
      itemId: 'spot.spot',
      followed: true,
    });
  });

  it('no-navigation: ex-navigated (followed false) when it would have navigated, and the page stays', () => {
    $noNavigation.set(true);
    const { emit, seen } = emitter();
    navigate(target, emit);
    vi.advanceTimersByTime(500);
    expect(assign).not.toHaveBeenCalled();
    expect(seen.map((event) => event.type)).toEqual(['ex-analytics', 'ex-navigate', 'ex-navigated']);
    expect((seen[2] as ExNavigatedEvent).detail.followed).toBe(false);
  });

  it('a prevented navigation is not announced as navigated', () => {
    const { emit, seen } = emitter((event) => event.preventDefault());
    navigate(target, emit);
    vi.advanceTimersByTime(1000);
    expect(seen.map((event) => event.type)).toEqual(['ex-analytics', 'ex-navigate']);
  });

  it('navigate-delay 0: at once after the events (a static site)', () => {
    $navigateDelay.set(0);
    const { emit, seen } = emitter();
    navigate(target, emit);
    expect(seen).toHaveLength(2);
    vi.advanceTimersByTime(0);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('preventDefault() at any time before it fires still stops it (a listener that awaits the event)', async () => {
    let later: Event | null = null;
    const { emit } = emitter((event) => (later = event));
    navigate(target, emit);
    await Promise.resolve();
    vi.advanceTimersByTime(300);
    later!.preventDefault();
    vi.advanceTimersByTime(300);
    expect(assign).not.toHaveBeenCalled();
    expect(hasPendingNavigation()).toBe(false);
  });
});
