import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { $toastOwners, $toasts, $toastTargets, dismissToast, pauseToasts, register, resumeToasts, type Toast } from '../../stores/toasts';
import { useHost } from '../host';
import { useT } from '../use-t';

/**
 * The page's toasts, drawn once per page by the first connected element that renders a viewport. Two live regions
 * that always exist (so additions are announced): polite for success and info, assertive for errors. While one of
 * our modal dialogs is open everything outside it is inert, so the regions move into the top one.
 */
export function ToastViewport() {
  const t = useT();
  const { ownerId } = useHost();
  const owners = useStore($toastOwners);
  const toasts = useStore($toasts);
  const targets = useStore($toastTargets);
  useLayoutEffect(() => register($toastOwners, ownerId), [ownerId]);
  if (owners[0] !== ownerId) return null;

  const list = (errors: boolean) => (
    <div className="ex-toasts__region" aria-live={errors ? 'assertive' : 'polite'} aria-atomic="false">
      {toasts
        .filter((toast) => (toast.kind === 'error') === errors)
        .map((toast: Toast) => (
          <div key={toast.id} className={`ex-toast ex-toast--${toast.kind}`} data-toast={toast.kind}>
            <p className="ex-toast__message">{toast.message}</p>
            <button type="button" className="ex-toast__close" aria-label={t('toast.dismiss')} onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </div>
        ))}
    </div>
  );
  const viewport = (
    <div
      className="ex-toasts"
      part="toasts"
      role={toasts.length > 0 ? 'region' : undefined}
      aria-label={toasts.length > 0 ? t('toast.region') : undefined}
      onPointerEnter={pauseToasts}
      onPointerLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={resumeToasts}
    >
      {list(true)}
      {list(false)}
    </div>
  );
  const target = targets[targets.length - 1];
  return target ? createPortal(viewport, target) : viewport;
}
