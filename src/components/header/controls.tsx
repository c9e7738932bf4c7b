import { useLayoutEffect, useRef } from 'react';
import { renderElement, type ControlView, type ControlViews } from '../../render/markup-react';
import { Dropdown } from '../dropdown/Dropdown';
import { dropdownBehaviour } from '../../behaviour/dropdown';
import { useHost } from '../host';

/** The bar: its dropdowns' behaviour (the plain bar's too, src/behaviour/dropdown.ts). */
const Bar: ControlView<'bar'> = ({ markup, views }) => {
  const { ownerId } = useHost();
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => dropdownBehaviour(ownerId, bar.current!), [ownerId]);
  return renderElement(markup, views, { ref: bar });
};

/** The behaviour of every control the bar's markup describes (src/markup/controls.ts). */
export const CONTROL_VIEWS: ControlViews = {
  dropdown: Dropdown,
  bar: Bar,
};
