import { useState } from 'react';
import { LANG_DIALOG_WIDTH_PX } from '../../constants';
import { closeOverlay } from '../../stores/overlay';
import { useHost } from '../host';
import { Modal } from '../modal/Modal';
import { addStyles } from '../../internal/style-sheet';
import { useT } from '../use-t';
import css from './lang-modal.css?inline';
import { LangPicker, type LangPickerVariant } from './LangPicker';
import { lang as langText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';

addEnglish({ lang: langText });

addStyles(css);

export interface LangModalProps {
  onClose?: () => void;
  /** Not given (the header): the wide dialog when the window has room for its 840 px, else the two-column one. */
  variant?: LangPickerVariant;
  /** The picker in the page flow, no dialog (<ex-lang-modal inline>). */
  inline?: boolean;
}

function roomyWindow(): boolean {
  return typeof matchMedia === 'function' && matchMedia(`(min-width: ${LANG_DIALOG_WIDTH_PX + 48}px)`).matches;
}

/** The language and currency dialog (or, inline, the same picker in the page flow). */
export function LangModal({ onClose, variant, inline = false }: LangModalProps) {
  const t = useT();
  const { ownerId } = useHost();
  const [shape] = useState<LangPickerVariant>(() => variant ?? (inline || !roomyWindow() ? 'default' : 'wide'));
  const current = variant ?? shape;
  if (inline) {
    return (
      <div className="ex-lang-inline" role="region" aria-label={t('lang.title')} part="language-picker">
        <LangPicker variant={current} />
      </div>
    );
  }
  const close = onClose ?? (() => closeOverlay('lang', ownerId));
  return (
    <Modal
      title={t('lang.title')}
      onClose={close}
      className={`ex-lang-modal ex-lang-modal--${current}`}
      part="language-dialog"
    >
      <LangPicker variant={current} onChosen={close} focusOnOpen />
    </Modal>
  );
}
