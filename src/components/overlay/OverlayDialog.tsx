import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { loadedFeature } from '../../internal/loader';
import { addStyles } from '../../internal/style-sheet';
import { dialogScript, type DialogKind } from '../../stores/overlay';
import { redrawnBy, type DialogDeclaration, type ViewOptions } from '../../views/declaration';
import { useHost } from '../host';
import { useFeatureReady } from '../lazy';
import { DialogMarkup } from '../modal/Modal';

export interface OverlayDialogProps {
  kind: DialogKind;
  /** What the element gives the view (the language dialog's shape, the security dialog's action). */
  options?: ViewOptions;
  onClose: () => void;
}

/**
 * React's one driver of every dialog and drawer: it loads the declaration (src/views/, its own script), and draws its
 * view as the plain renderer's driver does, following the same stores, with the same behaviours. A new kind, action
 * or shape is a new view.
 */
export function OverlayDialog({ kind, options = {}, onClose }: OverlayDialogProps) {
  const script = dialogScript(kind);
  const ready = useFeatureReady(script, true, onClose);
  const declaration = ready ? (loadedFeature(script)?.dialog ?? null) : null;
  if (!declaration) return null;
  const { variant, action } = options;
  return (
    <DeclaredDialog
      key={`${kind} ${variant} ${action}`}
      declaration={declaration}
      kind={kind}
      options={options}
      onClose={onClose}
    />
  );
}

function DeclaredDialog({
  declaration,
  kind,
  options,
  onClose,
}: OverlayDialogProps & { declaration: DialogDeclaration; options: ViewOptions }) {
  const host = useHost();
  // One view per mounted dialog: the key above gives a new one for a new kind, shape or action.
  const [view, $shown] = useMemo(() => {
    addStyles(...declaration.styles);
    const created = declaration.view(host, kind, options);
    return [created, computed([...redrawnBy(created)], (...values) => values)] as const;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by its options
  }, []);
  useStore($shown);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // What runs while it shows may close it at once (the security check failing): before anything else is drawn.
  useEffect(() => view.whileShown?.(() => flushSync(() => close.current())), [view]);
  const markup = view.describe();
  if (!markup) return null;
  return <DialogMarkup markup={markup} onClose={onClose} onOpen={view.onOpen} contents={view.contents} />;
}

// The feature's component, and what lays a dialog out ahead while React keeps it hidden (src/views/lay-out-ahead.ts).
export { OverlayDialog as default };
export { warmOverlay } from '../../views/lay-out-ahead';
