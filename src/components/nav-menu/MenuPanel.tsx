import { useStore } from '@nanostores/react';
import { describeSections } from '../../markup/panel';
import type { MenuEntry, MenuGroup } from '../../menu/types';
import { $panelInput } from '../../stores/panel';
import { PanelMarkup } from './PanelMarkup';

/** The sections and entries of one menu group (the user menu's own entries, under its profile). */
export function MenuPanel({ group, onAction }: { group: MenuGroup; onAction?: (entry: MenuEntry) => void }) {
  return <PanelMarkup markup={describeSections(group, useStore($panelInput))} onAction={onAction} />;
}
