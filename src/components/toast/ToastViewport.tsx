import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  $toastOwners,
  $toasts,
  $toastTargets,
  dismissToast,
  pauseToasts,
  register,
  resumeToasts,
  type Toast,
} from '../../stores/toasts';
import { deepActiveElement, takesFocus } from '../../internal/focus';
import { useHost } from '../host';
import { addStyles } from '../../internal/style-sheet';
import { useText } from '../use-text';
import css from './toast.css?inline';

addStyles(css);

/**
 * Where focus may go back to from a control: the control itself, then the trigger of the menu it is in (found now:
 * a menu's entries are gone once it closes, and it closes when focus or a click leaves it).
 */
function returnTargets(control: Element | null): HTMLElement[] {
  if (!(control instanceof HTMLElement)) return [];
  const trigger = control.closest('[data-menu]')?.querySelector<HTMLElement>(':scope > button');
  return trigger && trigger !== control ? [control, trigger] : [control];
}

/**
 * The page's toasts, drawn once per page by the first connected element that renders a viewport. Two live regions
 * that always exist (so additions are announced): polite for success and info, assertive for errors. While one of
 * our modal dialogs is open everything outside it is inert, so the regions move into the top one.
 */
export function ToastViewport() {
  const t = useText();
  const { ownerId } = useHost();
  const owners = useStore($toastOwners);
  const toasts = useStore($toasts);
  const targets = useStore($toastTargets);
  // Where focus was before it entered the toasts, and where it was when each toast appeared (a click on a toast
  // brings no previous element): closing a toast gives it back there, not to <body>.
  const returnFocus = useRef<HTMLElement[]>([]);
  const origins = useRef(new Map<number, HTMLElement[]>());
  const viewportRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => register($toastOwners, ownerId), [ownerId]);
  useLayoutEffect(() => {
    const shown = new Set(toasts.map((toast) => toast.id));
    for (const id of origins.current.keys()) if (!shown.has(id)) origins.current.delete(id);
    for (const id of shown) if (!origins.current.has(id)) origins.current.set(id, returnTargets(deepActiveElement()));
  }, [toasts]);
  const target = targets[targets.length - 1];
  const drawn = owners[0] === ownerId;
  // Outside a modal the viewport is a manual popover, always shown: in the top layer, no ancestor of the element
  // (a transformed or clipping CMS column) can clip or cover it. Inside a modal it is part of the dialog's flow.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    // A removed element's view unmounts a microtask later (elements/base.ts): nothing to show on a detached node.
    if (!drawn || target || !viewport?.isConnected || typeof viewport.showPopover !== 'function') return;
    if (!viewport.matches(':popover-open')) viewport.showPopover();
    return () => {
      if (viewport.matches(':popover-open')) viewport.hidePopover();
    };
  }, [drawn, target]);
  if (!drawn) return null;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    pauseToasts();
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = returnTargets(from);
  };
  const close = (toast: Toast) => {
    const candidates = [...returnFocus.current, ...(origins.current.get(toast.id) ?? [])];
    returnFocus.current = [];
    dismissToast(toast.id);
    // The first that can still take focus (WCAG 2.4.3); inside an open modal, else its first control.
    const modalControl = target?.querySelector<HTMLElement>('button, [href], input, [tabindex]:not([tabindex="-1"])');
    [...candidates, modalControl].some((candidate) => candidate != null && takesFocus(candidate));
  };

  const list = (errors: boolean) => (
    <div className="ex-toasts__region" aria-live={errors ? 'assertive' : 'polite'} aria-atomic="false">
      {toasts
        .filter((toast) => (toast.kind === 'error') === errors)
        .map((toast: Toast) => (
          <div key={toast.id} className={`ex-toast ex-toast--${toast.kind}`} data-toast={toast.kind}>
            <p className="ex-toast__message">{toast.message}</p>
            <button
              type="button"
              className="ex-toast__close"
              aria-label={t('toast.dismiss')}
              onClick={() => close(toast)}
            >
              ×
            </button>
          </div>
        ))}
    </div>
  );
  const viewport = (
    <div
      ref={viewportRef}
      className="ex-toasts"
      part="toasts"
      popover={target ? undefined : 'manual'}
      role={toasts.length > 0 ? 'region' : undefined}
      aria-label={toasts.length > 0 ? t('toast.region') : undefined}
      onPointerEnter={pauseToasts}
      onPointerLeave={resumeToasts}
      onFocus={onFocus}
      onBlur={resumeToasts}
    >
      {list(true)}
      {list(false)}
    </div>
  );
  return target ? createPortal(viewport, target) : viewport;
}
