import type { ReactNode } from 'react';
import { prefetchFeature } from '../../features/lazy';
import type { FeatureName } from '../../features/names';
import { panelIdFor } from '../../markup/bar';
import type { OverlayKind } from '../../stores/overlay';
import { useDropdown } from './use-dropdown';

interface DropdownProps {
  kind: OverlayKind;
  /** data-menu on the wrapper (tests and styling). */
  menuId: string;
  className?: string;
  trigger: ReactNode;
  triggerClass: string;
  triggerPart: string;
  /** For icon-only triggers: the accessible name (also the tooltip). */
  label?: string;
  panelClass: string;
  panelPart: string;
  /** Which edge of the panel lines up with the trigger's (inline start or end; mirrored in rtl). */
  align?: 'start' | 'end';
  /** The lazy feature the panel renders, fetched on hover or focus. */
  feature: FeatureName;
  onOpen?: () => void;
  /** The panel's contents, rendered only while open. */
  children: (close: () => void) => ReactNode;
}

/** A trigger and its dropdown panel, with the behaviour of useDropdown and a prefetch of the panel's code. */
export function Dropdown({
  kind,
  menuId,
  className = '',
  trigger,
  triggerClass,
  triggerPart,
  label,
  panelClass,
  panelPart,
  align = 'start',
  feature,
  onOpen,
  children,
}: DropdownProps) {
  const dropdown = useDropdown(kind, panelIdFor(menuId), onOpen, align);
  const prefetch = () => prefetchFeature(feature);
  return (
    <div
      className={`ex-menu ${className}`.trim()}
      data-menu={menuId}
      data-state={dropdown.open ? 'open' : 'closed'}
      {...dropdown.wrapperProps}
      onPointerOver={prefetch}
      onFocus={prefetch}
    >
      <button className={triggerClass} part={triggerPart} aria-label={label} title={label} {...dropdown.triggerProps}>
        {trigger}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: it only notices a followed link (Enter on a link is a click too) */}
      <div
        className={panelClass}
        part={panelPart}
        {...dropdown.panelProps}
        // A followed link closes the menu, also when the host routes it itself (ex-navigate prevented).
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) dropdown.close();
        }}
      >
        {dropdown.open ? children(() => dropdown.close()) : null}
      </div>
    </div>
  );
}
