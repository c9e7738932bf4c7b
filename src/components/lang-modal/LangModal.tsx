import { closeOverlay } from '../../stores/overlay';
import { useHost } from '../host';
import { Modal } from '../modal/Modal';
import { addStyles } from '../style-sheet';
import { useT } from '../use-t';
import css from './lang-modal.css?inline';
import { LangPicker } from './LangPicker';

addStyles(css);

/** The language and currency dialog. */
export function LangModal({ onClose }: { onClose?: () => void }) {
  const t = useT();
  const { ownerId } = useHost();
  return (
    <Modal title={t('lang.title')} onClose={onClose ?? (() => closeOverlay('lang', ownerId))} className="ex-lang-modal" part="language-dialog">
      <LangPicker />
    </Modal>
  );
}
