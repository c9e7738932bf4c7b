import { useEffect, useRef, type ReactNode } from 'react';
import { dialogBehaviour } from '../../behaviour/dialog';
import { describeDialog, type DialogOptions } from '../../markup/dialog';
import type { MarkupElement } from '../../markup/node';
import { addStyles } from '../../internal/style-sheet';
import { renderElement, toReact } from '../../render/markup-react';
import modalCss from '../../styles/modal.css?inline';
import { useText } from '../use-text';
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
  children,
}: {
  markup: MarkupElement;
  onClose: () => void;
  children?: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    // While open, the page's toasts are drawn in the dialog (everything outside a modal is inert and unannounced).
    const stop = dialogBehaviour(
      dialogRef.current!,
      () => onCloseRef.current(),
      (surface) => register($toastTargets, surface),
    );
    return () => stop();
  }, []);
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
