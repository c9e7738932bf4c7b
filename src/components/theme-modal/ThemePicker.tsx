import { useStore } from '@nanostores/react';
import { describeThemePicker } from '../../markup/theme-dialog';
import { toReact } from '../../render/markup-react';
import { $theme } from '../../stores/theme';
import { useText } from '../use-text';

/**
 * Light or dark as a radio group (src/markup/theme-dialog.ts); what a click or an arrow key does is the theme
 * behaviour's (src/behaviour/theme-toggle.ts), on the element's inner root.
 */
export function ThemePicker() {
  const t = useText();
  return toReact(describeThemePicker(t, useStore($theme)));
}
