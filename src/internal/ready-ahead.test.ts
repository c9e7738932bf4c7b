import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readyAhead, type Readying } from './ready-ahead';

/** The browser's idle callbacks, run one at a time by the test. */
let idleQueue: { id: number; work: () => void; timeout?: number }[] = [];
let frames: (() => void)[] = [];
const runIdle = (): void => idleQueue.shift()?.work();

beforeEach(() => {
  idleQueue = [];
  frames = [];
  let nextId = 1;
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (work: () => void, options?: { timeout?: number }) => {
    idleQueue.push({ id: nextId, work, timeout: options?.timeout });
    return nextId++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => (idleQueue = idleQueue.filter((entry) => entry.id !== id)));
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readyAhead: the one scheduler of work done ahead', () => {
  it('runs one step when the browser is idle, not before, and once', () => {
    const done: string[] = [];
    readyAhead(() => void done.push('step'));
    expect(done).toEqual([]);
    expect(idleQueue).toHaveLength(1);
    expect(idleQueue[0].timeout).toBe(2000);
    runIdle();
    expect(done).toEqual(['step']);
    expect(idleQueue).toHaveLength(0);
  });

  it('runs each step of a generator in its own idle callback, composed steps included', () => {
    const done: string[] = [];
    function* inner(): Readying<string> {
      done.push('inner 1');
      yield;
      done.push('inner 2');
      return 'inner result';
    }
    readyAhead(function* () {
      done.push('first');
      yield;
      done.push(yield* inner());
    });
    const afterEachIdle: string[][] = [];
    while (idleQueue.length > 0) {
      runIdle();
      afterEachIdle.push([...done]);
    }
    expect(afterEachIdle).toEqual([['first'], ['first', 'inner 1'], ['first', 'inner 1', 'inner 2', 'inner result']]);
  });

  it('stops: what has not run yet never runs, and its idle callback is cancelled', () => {
    const done: number[] = [];
    const stop = readyAhead(function* () {
      for (let step = 1; step <= 3; step++) {
        done.push(step);
        yield;
      }
    });
    runIdle();
    stop();
    expect(idleQueue).toHaveLength(0);
    runIdle();
    expect(done).toEqual([1]);
  });

  it("start 'now' runs the first step in the call; the next when idle", () => {
    const done: string[] = [];
    readyAhead(
      function* () {
        done.push('now');
        yield;
        done.push('idle');
      },
      { start: 'now' },
    );
    expect(done).toEqual(['now']);
    runIdle();
    expect(done).toEqual(['now', 'idle']);
  });

  it("start 'after-paint' waits for the next frame to be painted, then for idle time; stopped meanwhile, it never asks", () => {
    const done: string[] = [];
    readyAhead(() => void done.push('ran'), { start: 'after-paint' });
    const stop = readyAhead(() => void done.push('stopped one ran'), { start: 'after-paint' });
    stop();
    expect(idleQueue).toHaveLength(0);
    for (const frame of frames.splice(0)) frame();
    vi.advanceTimersByTime(0);
    expect(idleQueue.map((entry) => entry.timeout)).toEqual([2000]);
    runIdle();
    expect(done).toEqual(['ran']);
  });

  it('without idle callbacks (an old Safari), a step runs after a short delay', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: string[] = [];
    readyAhead(() => void done.push('ran'));
    vi.advanceTimersByTime(199);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual(['ran']);
  });
});
