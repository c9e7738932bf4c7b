import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { toastsBehaviour } from '../../behaviour/toasts';
import { addStyles } from '../../internal/style-sheet';
import { describeToasts } from '../../markup/toasts';
import { renderElement } from '../../render/markup-react';
import { $toastOwners, $toasts, $toastTargets, register } from '../../stores/toasts';
import toastsCss from '../../styles/toasts.css?inline';
import { useHost } from '../host';
import { useText } from '../use-text';

addStyles(toastsCss);

/**
 * The page's toasts (src/markup/toasts.ts, which the plain bar draws too, with the same behaviour,
 * src/behaviour/toasts.ts), drawn once per page by the first connected element that draws toasts; inside the top
 * modal dialog of ours while one is open, since a modal makes all else inert.
 */
export function ToastViewport() {
  const t = useText();
  const { ownerId } = useHost();
  const owners = useStore($toastOwners);
  const toasts = useStore($toasts);
  const targets = useStore($toastTargets);
  const viewportRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => register($toastOwners, ownerId), [ownerId]);
  const target = targets[targets.length - 1];
  const drawn = owners[0] === ownerId;
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    // A removed element's view unmounts a microtask later (elements/base.ts): nothing to show on a detached node.
    if (!drawn || !viewport?.isConnected) return;
    return toastsBehaviour(viewport);
  }, [drawn, target]);
  if (!drawn) return null;
  const viewport = renderElement(describeToasts(t, toasts, { popover: !target }), undefined, { ref: viewportRef });
  return target ? createPortal(viewport, target) : viewport;
}
