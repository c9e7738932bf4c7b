import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import { renderChildren, renderElement, type ControlView, type ControlViews } from '../../render/markup-react';
import { closeOverlay, overlayFor, type DrawerKind } from '../../stores/overlay';
import { CollapsibleNav } from '../collapse/CollapsibleNav';
import { Dropdown } from '../dropdown/Dropdown';
import { dropdownBehaviour } from '../../behaviour/dropdown';
import { useHost } from '../host';
import { useHydrated } from '../use-hydrated';

/**
 * What the bar opens (its buttons' behaviour writes the overlay store, src/behaviour/overlay-triggers.ts), loaded on
 * first use inside this element: the toolbar's dialogs, or the compact bar's drawer. One opened before React came
 * shows once React has adopted the bar.
 */
function BarOverlay({ layout }: { layout: 'desktop' | 'compact' }) {
  const { ownerId } = useHost();
  const open = useStore(useMemo(() => overlayFor(ownerId), [ownerId]));
  const hydrated = useHydrated();
  const close = () => closeOverlay(undefined, ownerId);
  if (!hydrated) return null;
  if (layout === 'compact') {
    if (!open.startsWith('drawer:')) return null;
    const kind = open.slice('drawer:'.length) as DrawerKind;
    return <FeatureSlot name="drawer" onError={close} props={{ kind, onClose: close }} />;
  }
  if (open === 'lang') return <FeatureSlot name="lang-modal" onError={close} props={{}} />;
  if (open === 'theme') return <FeatureSlot name="theme-modal" onError={close} props={{}} />;
  return null;
}

/** The bar: its dropdowns' behaviour (the plain bar's too, src/behaviour/dropdown.ts) and what it opens. */
const Bar: ControlView<'bar'> = ({ markup, control, views }) => {
  const { ownerId } = useHost();
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => dropdownBehaviour(ownerId, bar.current!), [ownerId]);
  return renderElement(markup, views, { ref: bar }, [
    ...renderChildren(markup, views),
    <BarOverlay key="overlay" layout={control.layout} />,
  ]);
};

/** The behaviour of every control the bar's markup describes (src/markup/controls.ts). */
export const CONTROL_VIEWS: ControlViews = {
  dropdown: Dropdown,
  nav: CollapsibleNav,
  bar: Bar,
};
