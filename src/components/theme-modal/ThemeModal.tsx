import { closeOverlay } from '../../stores/overlay';
import { useHost } from '../host';
import { Modal } from '../modal/Modal';
import { addStyles } from '../../internal/style-sheet';
import { useT } from '../use-t';
import css from './theme-modal.css?inline';
import { ThemePicker } from './ThemePicker';
import { theme as themeText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';

addEnglish({ theme: themeText });

addStyles(css);

/** The theme dialog, opened by the header's settings button. */
export function ThemeModal({ onClose }: { onClose?: () => void }) {
  const t = useT();
  const { ownerId } = useHost();
  return (
    <Modal
      title={t('theme.title')}
      onClose={onClose ?? (() => closeOverlay('theme', ownerId))}
      className="ex-theme-modal"
      part="theme-dialog"
    >
      <ThemePicker />
    </Modal>
  );
}
