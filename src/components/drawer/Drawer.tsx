import { useStore } from '@nanostores/react';
import { announceOpenSections } from '../../behaviour/disclosure';
import { addStyles } from '../../internal/style-sheet';
import {
  describeNavDrawer,
  describePreferencesDrawer,
  describeUserDrawer,
  sectionsOpenedBy,
} from '../../markup/drawer';
import { $toggledSections, openSections } from '../../stores/sections';
import type { DrawerKind } from '../../stores/overlay';
import drawerCss from '../../styles/drawer.css?inline';
import { entryStyles } from '../../styles/entries';
import themeCss from '../../styles/theme-dialog.css?inline';
import userPanelCss from '../../styles/user-panel.css?inline';
import { useHost } from '../host';
import { DialogMarkup } from '../modal/Modal';
import { useMenuModel } from '../nav-menu/use-menu-model';
import { useViewStore } from '../view-store';

addStyles(themeCss, entryStyles, userPanelCss, drawerCss);

/**
 * A small-screen drawer (src/markup/drawer.ts, which the plain bar draws too): navigation from the start edge, account
 * and preferences from the end edge. A modal dialog (src/behaviour/dialog.ts): Escape, the backdrop or the close button
 * close it, and so does a followed link; its sections open and close by src/behaviour/disclosure.ts.
 */
export function Drawer({ kind, onClose }: { kind: DrawerKind; onClose: () => void }) {
  const host = useHost();
  const model = useMenuModel();
  const input = useViewStore('userPanelInput');
  const preferences = useViewStore('preferencesInput');
  useStore($toggledSections);
  const open = (opened: readonly string[]) => openSections(host.ownerId, opened);
  const announce = (dialog: Element) => announceOpenSections(host, dialog);
  if (kind === 'preferences')
    return <DialogMarkup markup={describePreferencesDrawer(preferences, open([]))} onClose={onClose} />;
  if (!model) return null;
  const sections = open(sectionsOpenedBy(kind, model));
  const markup =
    kind === 'nav' ? describeNavDrawer(model, input, sections) : describeUserDrawer(model, input, sections);
  return <DialogMarkup markup={markup} onClose={onClose} onOpen={announce} />;
}
