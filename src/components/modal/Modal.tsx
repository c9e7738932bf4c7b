import { useEffect, useRef, type ReactNode } from 'react';
import { dialogBehaviour } from '../../behaviour/dialog';
import { describeDialog, type DialogOptions } from '../../markup/dialog';
import type { MarkupElement } from '../../markup/node';
import { addStyles } from '../../internal/style-sheet';
import { renderElement, toReact } from '../../render/markup-react';
import modalCss from '../../styles/modal.css?inline';
import { useText } from '../use-text';
import { useHost } from '../host';
import { $toastTargets, register } from '../../stores/toasts';

addStyles(modalCss);

/**
 * A described dialog (src/markup/dialog.ts) made live: the same markup every renderer draws, with the dialog
 * behaviour (src/behaviour/dialog.ts: showModal, Escape, backdrop and close button, focus wrapping and return, scroll
 * lock). `children`, when given, are its body (what React alone still draws: the language dialog's lists, say).
 */
export function DialogMarkup({
  markup,
  onClose,
  onOpen,
  contents,
  children,
}: {
  markup: MarkupElement;
  onClose: () => void;
  /** Runs once the dialog is shown (a drawer announces the sections it shows open). */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** What its contents do beyond the dialog's own behaviours (src/behaviour/dialog.ts `contents`), given how it closes. */
  contents?: (dialog: HTMLDialogElement, close: () => void) => () => void;
  children?: ReactNode;
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
  if (children === undefined) return renderElement(markup, undefined, { ref: dialogRef });
  const [surface] = markup.children as MarkupElement[];
  const [head, body] = surface.children as MarkupElement[];
  return renderElement(markup, undefined, { ref: dialogRef }, [
    renderElement(
      surface,
      undefined,
      {},
      [toReact(head, undefined, 'head'), renderElement(body, undefined, {}, [children], 'body')],
      'surface',
    ),
  ]);
}

/** A modal dialog around React-drawn contents (the language and security dialogs, the drawers). */
export function Modal({
  onClose,
  children,
  ...options
}: Omit<DialogOptions, 'closeLabel'> & { onClose: () => void; children: ReactNode }) {
  const t = useText();
  return (
    <DialogMarkup markup={describeDialog({ ...options, closeLabel: t('common.close') })} onClose={onClose}>
      {children}
    </DialogMarkup>
  );
}
