import { useStore } from '@nanostores/react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { showViewport } from '../../behaviour/toasts';
import { addStyles } from '../../internal/style-sheet';
import { describeToast, toastsOf, viewportAttributes } from '../../markup/toasts';
import { toReact } from '../../render/markup-react';
import { $toastOwners, $toasts, $toastTargets, register, type Toast } from '../../stores/toasts';
import { pageToasts } from '../../views/toasts';
import { useHost } from '../host';
import { useText } from '../use-text';

addStyles(...pageToasts.styles);

/** Sets the viewport's own attributes (a named region while it holds toasts, a popover outside a modal). */
function describeViewport(viewport: HTMLElement, attributes: ReturnType<typeof viewportAttributes>): void {
  for (const [name, value] of Object.entries(attributes))
    if (value === null) viewport.removeAttribute(name);
    else if (viewport.getAttribute(name) !== value) viewport.setAttribute(name, value);
}

/**
 * The page's toasts (src/views/toasts.ts), drawn by React: each toast into its live region, with a portal. Its toasts
 * are drawn only once it owns them, so the plain toasts it replaces have let go of the regions first.
 */
export function ToastViewport() {
  const t = useText();
  const host = useHost();
  const { ownerId } = host;
  // Followed for `placeIn`, which reads them.
  useStore($toastOwners);
  useStore($toastTargets);
  const toasts = useStore($toasts);
  const [registered, setRegistered] = useState(false);
  useLayoutEffect(() => {
    const unregister = register($toastOwners, ownerId);
    setRegistered(true);
    return () => {
      unregister();
      setRegistered(false);
    };
  }, [ownerId]);
  const shadowRoot = host.host.shadowRoot;
  const place = registered && shadowRoot ? pageToasts.placeIn(ownerId, shadowRoot) : null;
  const viewport = place?.viewport ?? null;
  const own = place?.own ?? false;
  useLayoutEffect(() => {
    // A removed element's view unmounts a microtask later (elements/base.ts): nothing to show on a detached node.
    if (!viewport?.isConnected) return;
    const stop = pageToasts.behaviour(viewport);
    return () => {
      stop();
      describeViewport(viewport, viewportAttributes(null, [], own));
    };
  }, [viewport, own]);
  useLayoutEffect(() => {
    if (!viewport?.isConnected) return;
    describeViewport(viewport, viewportAttributes(t, toasts, own));
    showViewport(viewport);
  });
  if (!viewport) return null;
  const region = (errors: boolean, list: readonly Toast[]) => {
    const node = viewport.querySelector(`[aria-live="${errors ? 'assertive' : 'polite'}"]`);
    return node
      ? createPortal(
          list.map((toast) => toReact(describeToast(t, toast), undefined, toast.id)),
          node,
        )
      : null;
  };
  return (
    <>
      {region(true, toastsOf(toasts, true))}
      {region(false, toastsOf(toasts, false))}
    </>
  );
}
