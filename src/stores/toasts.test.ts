import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../constants';
import { $toasts, dismissToast, enqueue, MAX_TOASTS, pauseToasts, resumeToasts, showToast, type Toast } from './toasts';

const messages = () => $toasts.get().map((toast) => toast.message);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resumeToasts();
  for (const toast of $toasts.get()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('enqueue', () => {
  const toast = (id: number, message = `m${id}`, kind: Toast['kind'] = 'info'): Toast => ({
    id,
    kind,
    message,
    duration: 1,
  });

  it('adds at the end and drops the oldest beyond the maximum', () => {
    const list = [1, 2, 3].map((id) => toast(id));
    expect(enqueue(list, toast(4), 3).map((item) => item.id)).toEqual([2, 3, 4]);
  });

  it('moves a repeated kind and message to the end instead of stacking it', () => {
    const list = [toast(1, 'Copied', 'success'), toast(2, 'other')];
    expect(enqueue(list, toast(3, 'Copied', 'success')).map((item) => item.id)).toEqual([2, 3]);
    expect(enqueue(list, toast(3, 'Copied', 'error')).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

describe('showToast', () => {
  it('shows a toast for 4.5 s by default', () => {
    showToast({ kind: 'success', message: 'Copied' });
    expect($toasts.get()).toMatchObject([{ kind: 'success', message: 'Copied', duration: TOAST_DURATION_MS }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['Copied']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('defaults to info and takes its own duration; 0 stays until dismissed', () => {
    const short = showToast({ message: 'short', duration: 1000 });
    const sticky = showToast({ message: 'sticky', duration: 0 });
    expect($toasts.get().find((toast) => toast.id === short)?.kind).toBe('info');
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['sticky']);
    dismissToast(sticky);
    expect(messages()).toEqual([]);
  });

  it(`keeps at most ${MAX_TOASTS}`, () => {
    for (const message of ['a', 'b', 'c', 'd']) showToast({ message });
    expect(messages()).toEqual(['b', 'c', 'd']);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(messages()).toEqual([]);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    showToast({ kind: 'error', message: 'Failed' });
    vi.advanceTimersByTime(4000);
    pauseToasts();
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Failed']);
    resumeToasts();
    vi.advanceTimersByTime(499);
    expect(messages()).toEqual(['Failed']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('a toast shown while paused waits for the resume', () => {
    pauseToasts();
    showToast({ message: 'later' });
    vi.advanceTimersByTime(10_000);
    expect(messages()).toEqual(['later']);
    resumeToasts();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(messages()).toEqual([]);
  });
});
