import { useStore } from '@nanostores/react';
import { Activity, Fragment, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FeatureSlot } from '../FeatureSlot';
import { loadFeature } from '../../internal/loader';
import { overlaysIn } from '../../behaviour/overlay-triggers';
import { readyAhead } from '../../internal/ready-ahead';
import { langDialogVariant } from '../../internal/layout';
import { closeOverlay, dialogScript, overlayFor, type DialogKind } from '../../stores/overlay';
import type { MarkupElement } from '../../markup/node';
import type { HostHandle } from '../../protocol/view';
import { useHost } from '../host';
import { useHydrated } from '../use-hydrated';

// The loader logged why it could not load; the dialog shows all the same.
const noop = () => undefined;

/**
 * The overlays drawn ahead, hidden, when the browser is idle, one at a time: React's dialog driver and the script
 * carrying the overlay's declaration loaded, then rendered by React at its lowest priority, in slices, without their
 * effects; a tap then only shows one.
 */
function useDrawnAhead(
  kinds: readonly DialogKind[],
  open: string,
  enabled: boolean,
  host: HostHandle,
): ReadonlySet<DialogKind> {
  const [ahead, setAhead] = useState<ReadonlySet<DialogKind>>(() => new Set());
  // One opened is kept, hidden, once closed: it opens again as fast.
  const opened = enabled ? kinds.find((kind) => kind === open && !ahead.has(kind)) : undefined;
  useEffect(() => {
    if (opened) setAhead((drawn) => new Set(drawn).add(opened));
  }, [opened]);
  const next = enabled && !opened ? kinds.find((kind) => !ahead.has(kind)) : undefined;
  useEffect(() => {
    if (!next) return;
    let live = true;
    const cancel = readyAhead(() => {
      // Hidden, it is not laid out until the tap: what it shows is laid out once ahead (src/views/lay-out-ahead.ts),
      // so the first layout's font lookups and shaping are not in the tap. It goes on when this one is drawn and the
      // next begins (it stops itself when the element goes).
      const root = host.host.shadowRoot;
      // React's dialog driver (which lays a dialog out ahead too) and the dialog's declaration.
      const loaded = Promise.all([loadFeature('overlay-dialog'), loadFeature(dialogScript(next))]);
      if (root) loaded.then(([{ warmOverlay }, { dialog }]) => live && warmOverlay(host, root, next, dialog), noop);
      loaded.then(
        () => live && startTransition(() => setAhead((drawn) => new Set(drawn).add(next))),
        // Not drawn ahead: a tap loads it again and reports what failed then.
        () => live && setAhead((drawn) => new Set(drawn).add(next)),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [next, host]);
  return ahead;
}

/**
 * What a view's dialog and drawer buttons open (their behaviour writes the overlay store,
 * src/behaviour/overlay-triggers.ts): the bar's dialogs, or the compact bar's drawers, in this element. Once React
 * has adopted the view, each is drawn ahead when the browser is idle and kept hidden (React's Activity, where the
 * host's React has it), so a tap only reveals it and runs its dialog behaviour; one opened before React came, or
 * before it was drawn ahead, is drawn on the spot.
 */
export function OpenedOverlays({ view }: { view: MarkupElement }) {
  const host = useHost();
  const { ownerId } = host;
  const open = useStore(useMemo(() => overlayFor(ownerId), [ownerId]));
  const hydrated = useHydrated();
  const named = overlaysIn(view).join(' ');
  const kinds = useMemo(() => (named ? (named.split(' ') as DialogKind[]) : []), [named]);
  const ahead = useDrawnAhead(kinds, open, hydrated && Activity !== undefined, host);
  // A shape that depends on the window (the language dialog's width) is the window's when one opens, kept while open.
  const [shape, setShape] = useState(() => ({ open, variant: langDialogVariant() }));
  if (shape.open !== open) setShape({ open, variant: langDialogVariant() });
  const { variant } = shape;
  // The same elements from one render to the next while nothing they show changed: revealing one drawn ahead then
  // renders nothing anew, it only shows.
  const slots = useMemo(() => {
    const close = () => closeOverlay(undefined, ownerId);
    const slotOf = (kind: DialogKind): ReactNode => (
      <FeatureSlot name="overlay-dialog" onError={close} props={{ kind, options: { variant }, onClose: close }} />
    );
    return new Map(kinds.map((kind) => [kind, slotOf(kind)]));
  }, [kinds, ownerId, variant]);
  if (!hydrated) return null;
  return kinds.map((kind) => {
    const shown = open === kind;
    if (!shown && !ahead.has(kind)) return null;
    // The host's React may be one without Activity (18): then an overlay is drawn when it opens, as it always was.
    if (Activity === undefined) return <Fragment key={kind}>{slots.get(kind)}</Fragment>;
    return (
      <Activity key={kind} mode={shown ? 'visible' : 'hidden'}>
        {slots.get(kind)}
      </Activity>
    );
  });
}
