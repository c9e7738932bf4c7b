import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { FeatureSlot } from '../FeatureSlot';
import { useFeatureReady } from '../lazy';
import type { MarkupElement } from '../../markup/node';
import { renderElement, type ControlView } from '../../render/markup-react';
import { closeOverlay, isOpen } from '../../stores/overlay';
import { useHost } from '../host';
import { addStyles } from '../../internal/style-sheet';
import css from '../../styles/panel.css?inline';
import { showInTopLayer } from '../../behaviour/panel-dom';

addStyles(css);

/**
 * A described dropdown (a menu, "More menus", the app download) as the overlay store says: open or closed, its panel
 * in the top layer under its trigger and its contents while open. What opens and closes it is the bar's dropdown
 * behaviour (src/behaviour/dropdown.ts), the same the plain bar runs before React.
 */
export const Dropdown: ControlView<'dropdown'> = ({ markup, control, views }) => {
  const { ownerId } = useHost();
  const [trigger, panel] = markup.children as MarkupElement[];
  const kind = `menu:${markup.attributes['data-menu']}` as const;
  const open = useStore(useMemo(() => isOpen(ownerId, kind), [ownerId, kind]));
  const triggerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !panelRef.current) return;
    const stop = showInTopLayer(triggerRef.current, panelRef.current, control.align);
    return () => stop();
  }, [open, control.align]);
  const close = () => closeOverlay(kind, ownerId);
  // Expanded once its entries are there (the panel's code has run), not while it loads.
  const drawn = useFeatureReady('menu-panel', open);
  return renderElement(markup, views, { 'data-state': open ? 'open' : 'closed' }, [
    renderElement(trigger, views, { ref: triggerRef, 'aria-expanded': open && drawn }, undefined, 'trigger'),
    renderElement(
      panel,
      views,
      { ref: panelRef, hidden: !open },
      // Its contents loaded lazily (prefetched on intent, src/behaviour/prefetch.ts).
      [
        open ? (
          <FeatureSlot key="content" name="menu-panel" onError={close} props={{ content: control.content }} />
        ) : null,
      ],
      'panel',
    ),
  ]);
};
