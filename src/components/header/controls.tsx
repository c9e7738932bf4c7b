import { useStore } from '@nanostores/react';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import { openedFeature } from '../../markup/controls';
import { renderChildren, renderElement, type ControlView, type ControlViews } from '../../render/markup-react';
import {
  closeOverlay,
  isOpen,
  openOverlay,
  overlayFor,
  type DrawerKind,
  type ToolbarDialog,
} from '../../stores/overlay';
import { chooseTheme } from '../../stores/theme';
import { CollapsibleNav } from '../collapse/CollapsibleNav';
import { Dropdown } from '../dropdown/Dropdown';
import { dropdownBehaviour } from '../dropdown/dropdown-behaviour';
import { useHost } from '../host';
import { useLinkClick } from '../nav-menu/use-link-click';

/** A bar link: a plain click goes through the header's navigation (analytics, cancelable ex-navigate). */
const Link: ControlView<'link'> = ({ markup, views }) => {
  const linkClick = useLinkClick();
  const { href, 'data-item-id': id } = markup.attributes;
  return renderElement(markup, views, { onClick: linkClick({ id: id!, href: href!, newWindow: false }) });
};

/** The language or the theme dialog's button: its code is fetched on intent, the dialog opens in this element. */
const DialogButton: ControlView<'dialog-button'> = ({ markup, views }) => {
  const { ownerId } = useHost();
  const dialog = markup.attributes['data-overlay-trigger'] as ToolbarDialog;
  const feature = openedFeature(markup.attributes)!;
  return renderElement(markup, views, {
    onPointerEnter: () => prefetchFeature(feature),
    onFocus: () => prefetchFeature(feature),
    onClick: () => openOverlay(dialog, ownerId),
  });
};

const ThemeToggle: ControlView<'theme-toggle'> = ({ markup, control, views }) => {
  const { emit } = useHost();
  return renderElement(markup, views, { onClick: () => chooseTheme(control.next, emit) });
};

/** A compact bar button: it opens its drawer, and says whether that drawer is open. */
const DrawerButton: ControlView<'drawer-button'> = ({ markup, views }) => {
  const { ownerId } = useHost();
  const kind = `drawer:${markup.attributes['data-drawer'] as DrawerKind}` as const;
  const open = useStore(useMemo(() => isOpen(ownerId, kind), [ownerId, kind]));
  return renderElement(markup, views, {
    'aria-expanded': open,
    onPointerEnter: () => prefetchFeature(openedFeature(markup.attributes)!),
    onFocus: () => prefetchFeature(openedFeature(markup.attributes)!),
    onClick: () => openOverlay(kind, ownerId),
  });
};

/** What the bar opens, loaded on first use inside this element: the toolbar's dialogs, or the compact bar's drawer. */
function BarOverlay({ layout }: { layout: 'desktop' | 'compact' }) {
  const { ownerId } = useHost();
  const open = useStore(useMemo(() => overlayFor(ownerId), [ownerId]));
  const close = () => closeOverlay(undefined, ownerId);
  if (layout === 'compact') {
    if (!open.startsWith('drawer:')) return null;
    const kind = open.slice('drawer:'.length) as DrawerKind;
    return <FeatureSlot name="drawer" onError={close} props={{ kind, onClose: close }} />;
  }
  if (open === 'lang') return <FeatureSlot name="lang-modal" onError={close} props={{}} />;
  if (open === 'theme') return <FeatureSlot name="theme-modal" onError={close} props={{}} />;
  return null;
}

/** The bar: its dropdowns' behaviour (the plain bar's too, dropdown-behaviour.ts) and what it opens. */
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
  link: Link,
  dropdown: Dropdown,
  nav: CollapsibleNav,
  'drawer-button': DrawerButton,
  'dialog-button': DialogButton,
  'theme-toggle': ThemeToggle,
  bar: Bar,
};
