/** The mark of an entry that opens a new window (loaded with the menu panels, not with the bar). */
import { Svg, type IconProps } from '../icons/icons';

export const ExternalArrow = (props: IconProps) => (
  <Svg size={12} {...props}>
    <path d="M7 17 17 7M9 7h8v8" />
  </Svg>
);
