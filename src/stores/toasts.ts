import { atom, type WritableAtom } from 'nanostores';
import { TOAST_DURATION_MS } from '../constants';

/** One notification service for every element on the page (copy UID, security failures, API errors worth telling). */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds until it is dismissed; 0 or less keeps it until closed. */
  duration: number;
}

export interface ToastInput {
  kind?: ToastKind;
  message: string;
  duration?: number;
}

/** At most this many at once: a new toast pushes out the oldest. */
export const MAX_TOASTS = 3;

export const $toasts = atom<readonly Toast[]>([]);

/** Pure queue step: the same kind and message again moves to the end instead of stacking; the oldest beyond `max` drop. */
export function enqueue(list: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  const rest = list.filter((item) => item.kind !== toast.kind || item.message !== toast.message);
  return [...rest, toast].slice(-max);
}

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  remaining: number;
  started: number;
}
const timers = new Map<number, Timer>();
let paused = false;
let nextId = 0;

function run(id: number, timer: Timer): void {
  if (paused || timer.remaining <= 0) return;
  timer.started = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

export function showToast({ kind = 'info', message, duration = TOAST_DURATION_MS }: ToastInput): number {
  const toast: Toast = { id: (nextId += 1), kind, message, duration };
  const next = enqueue($toasts.get(), toast);
  for (const id of timers.keys()) if (!next.some((item) => item.id === id)) stop(id);
  $toasts.set(next);
  const timer: Timer = { remaining: duration, started: 0 };
  timers.set(toast.id, timer);
  run(toast.id, timer);
  return toast.id;
}

function stop(id: number): void {
  clearTimeout(timers.get(id)?.handle);
  timers.delete(id);
}

export function dismissToast(id: number): void {
  stop(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** While the pointer or focus is on the toasts, their time stands still. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  const now = Date.now();
  for (const timer of timers.values()) {
    if (timer.handle === undefined) continue;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining -= now - timer.started;
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, timer] of timers) run(id, timer);
}

/** Open modal dialogs of ours, innermost last: toasts render inside the top one, since a modal makes all else inert. */
export const $toastTargets = atom<readonly Element[]>([]);

/** Adds an entry to a list (the modals above); returns its removal. */
export function register<T>(list: WritableAtom<readonly T[]>, item: T): () => void {
  list.set([...list.get(), item]);
  return () => list.set(list.get().filter((entry) => entry !== item));
}
