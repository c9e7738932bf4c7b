/** The app-store icons of the download panel (loaded with it, not with the bar). */
import { Svg, type IconProps } from '../icons/icons';

export const Apple = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M16.5 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7ZM14.3 5.6c.6-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.4-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3Z" />
  </Svg>
);
export const Play = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M5 3.5v17a1 1 0 0 0 1.5.9l14-8.5a1 1 0 0 0 0-1.8l-14-8.5A1 1 0 0 0 5 3.5Z" />
  </Svg>
);
export const Android = (props: IconProps) => (
  <Svg size={16} {...props}>
    <path d="M6 10v7a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-7M6 10a6 6 0 0 1 12 0H6ZM8 4 9.5 6.5M16 4l-1.5 2.5M3.5 11v5M20.5 11v5" />
  </Svg>
);
