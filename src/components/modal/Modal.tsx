import { useEffect, useRef } from 'react';
import { dialogBehaviour } from '../../behaviour/dialog';
import type { MarkupElement } from '../../markup/node';
import { addStyles } from '../../internal/style-sheet';
import { renderElement } from '../../render/markup-react';
import modalCss from '../../styles/modal.css?inline';
import { useHost } from '../host';
import { $toastTargets, register } from '../../stores/toasts';

addStyles(modalCss);

/**
 * A described dialog (src/markup/dialog.ts) made live: the same markup every renderer draws, with the dialog
 * behaviour (src/behaviour/dialog.ts: showModal, Escape, backdrop and close button, focus wrapping and return, scroll
 * lock).
 */
export function DialogMarkup({
  markup,
  onClose,
  onOpen,
  contents,
}: {
  markup: MarkupElement;
  onClose: () => void;
  /** Runs once the dialog is shown (a drawer announces the sections it shows open). */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** What its contents do beyond the dialog's own behaviours (src/behaviour/dialog.ts `contents`), given how it closes. */
  contents?: (dialog: HTMLDialogElement, close: () => void) => () => void;
}) {
  const host = useHost();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const onOpenRef = useRef(onOpen);
  const contentsRef = useRef(contents);
  useEffect(() => {
    onCloseRef.current = onClose;
    onOpenRef.current = onOpen;
    contentsRef.current = contents;
  });
  useEffect(() => {
    // While open, the page's toasts are drawn in the dialog (everything outside a modal is inert and unannounced).
    const close = () => onCloseRef.current();
    const stop = dialogBehaviour(dialogRef.current!, {
      onClose: close,
      host,
      whileOpen: (surface) => register($toastTargets, surface),
      contents: (dialog) => contentsRef.current?.(dialog, close) ?? (() => undefined),
    });
    onOpenRef.current?.(dialogRef.current!);
    return () => stop();
  }, [host]);
  return renderElement(markup, undefined, { ref: dialogRef });
}
