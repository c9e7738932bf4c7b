import { useEffect, useId, useRef, type ReactNode } from 'react';
import { addStyles } from '../../internal/style-sheet';
import { Svg } from '../icons/icons';
import { useT } from '../use-t';
import modalCss from './modal.css?inline';
import { lockPageScroll } from './scroll-lock';
import { useModalExtras } from './use-modal-extras';

addStyles(modalCss);

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for size variants (e.g. the wide language dialog). */
  className?: string;
  part?: string;
  /** 'center' for dialogs, 'start'/'end' for side drawers. */
  placement?: 'center' | 'start' | 'end';
}

/**
 * A modal dialog on the native <dialog> element opened with showModal(): it sits in the top layer (above any host
 * page stacking context), makes the page inert, and closes on Escape. We add: a click on the backdrop closes,
 * the page scroll is locked and restored, and focus returns to what had it before.
 */
export function Modal({ title, onClose, children, className = '', part = 'dialog', placement = 'center' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalExtras(dialogRef);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    // A removed element's view unmounts a microtask later: a detached dialog cannot be shown.
    if (!dialog?.isConnected) return;
    const root = dialog.getRootNode() as ShadowRoot | Document;
    const previous = (root.activeElement ?? document.activeElement) as HTMLElement | null;
    const unlock = lockPageScroll();
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event): void => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; the keyboard has Escape and the close button
    <dialog
      ref={dialogRef}
      className={`ex-modal ex-modal--${placement} ${className}`}
      part={part}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="ex-modal__surface">
        <div className="ex-modal__head">
          <h2 id={titleId} className="ex-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="ex-icon-button ex-modal__close"
            aria-label={t('common.close')}
            onClick={() => onCloseRef.current()}
          >
            <Svg size={18} strokeWidth={2}>
              <path d="M6 6l12 12M18 6 6 18" />
            </Svg>
          </button>
        </div>
        <div className="ex-modal__body">{children}</div>
      </div>
    </dialog>
  );
}
