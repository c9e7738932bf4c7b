import { useStore } from '@nanostores/react';
import { describeThemeDialog } from '../../markup/theme-dialog';
import { addStyles } from '../../internal/style-sheet';
import { closeOverlay } from '../../stores/overlay';
import { $theme } from '../../stores/theme';
import themeCss from '../../styles/theme-dialog.css?inline';
import { useHost } from '../host';
import { DialogMarkup } from '../modal/Modal';
import { useText } from '../use-text';

addStyles(themeCss);

/**
 * The theme dialog, opened by the header's settings button or <ex-theme-modal> (src/markup/theme-dialog.ts, which the
 * plain bar draws too); choosing is the theme behaviour's, on the element's inner root.
 */
export function ThemeModal({ onClose }: { onClose?: () => void }) {
  const t = useText();
  const { ownerId } = useHost();
  const theme = useStore($theme);
  return (
    <DialogMarkup markup={describeThemeDialog(t, theme)} onClose={onClose ?? (() => closeOverlay('theme', ownerId))} />
  );
}
