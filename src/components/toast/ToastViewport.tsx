import { useStore } from '@nanostores/react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { showViewport, toastsBehaviour } from '../../behaviour/toasts';
import { addStyles } from '../../internal/style-sheet';
import { describeToast, toastsOf, viewportAttributes } from '../../markup/toasts';
import { toReact } from '../../render/markup-react';
import { toastViewportIn } from '../../render/toast-viewport';
import { $toastOwners, $toasts, $toastTargets, register, type Toast } from '../../stores/toasts';
import toastsCss from '../../styles/toasts.css?inline';
import { useHost } from '../host';
import { useText } from '../use-text';

addStyles(toastsCss);

/** Sets the viewport's own attributes (a named region while it holds toasts, a popover outside a modal). */
function describeViewport(viewport: HTMLElement, attributes: ReturnType<typeof viewportAttributes>): void {
  for (const [name, value] of Object.entries(attributes))
    if (value === null) viewport.removeAttribute(name);
    else if (viewport.getAttribute(name) !== value) viewport.setAttribute(name, value);
}

/**
 * The page's toasts (src/markup/toasts.ts, which the plain bar draws too, with the same behaviour,
 * src/behaviour/toasts.ts), drawn once per page by the first connected element that draws toasts, into live regions
 * that were there before (its toast root's, src/render/toast-root.ts; inside the top modal dialog of ours while one is
 * open, since a modal makes all else inert). Its toasts are drawn only once it owns them, so the plain toasts it
 * replaces have let go of the regions first.
 */
export function ToastViewport() {
  const t = useText();
  const host = useHost();
  const { ownerId } = host;
  const owners = useStore($toastOwners);
  const toasts = useStore($toasts);
  const targets = useStore($toastTargets);
  const [registered, setRegistered] = useState(false);
  useLayoutEffect(() => {
    const unregister = register($toastOwners, ownerId);
    setRegistered(true);
    return () => {
      unregister();
      setRegistered(false);
    };
  }, [ownerId]);
  const target = targets[targets.length - 1] ?? null;
  const shadowRoot = host.host.shadowRoot;
  const viewport = registered && owners[0] === ownerId && shadowRoot ? toastViewportIn(target ?? shadowRoot) : null;
  const own = target === null;
  useLayoutEffect(() => {
    // A removed element's view unmounts a microtask later (elements/base.ts): nothing to show on a detached node.
    if (!viewport?.isConnected) return;
    const stop = toastsBehaviour(viewport);
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
