/** Inline SVG icons (no icon font, no network, CSP-safe). Decorative unless a label is given. */

interface IconProps {
  size?: number;
  label?: string;
}

function Svg({ size = 20, label, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const ChevronDown = (props: IconProps) => (
  <Svg size={14} {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const Globe = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);
export const Sun = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
export const Moon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
  </Svg>
);
export const Gear = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </Svg>
);
export const Download = (props: IconProps) => (
  <Svg {...props}>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M12 7v7M9 11.5 12 14.5l3-3M10 18.5h4" />
  </Svg>
);
export const ExternalArrow = (props: IconProps) => (
  <Svg size={12} {...props}>
    <path d="M7 17 17 7M9 7h8v8" />
  </Svg>
);
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
export const Logo = ({ size = 28 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--_accent)" />
    <path d="M9 11.5 16 7l7 4.5v9L16 25l-7-4.5v-9Z" fill="none" stroke="var(--_accent-fg)" strokeWidth="2.2" strokeLinejoin="round" />
    <path d="M12.5 16h7" stroke="var(--_accent-fg)" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);
