import type { Badge } from '../menu/types';

/** The text key of each bar badge (the bar's markup). */
export const BADGE_LABEL_KEYS: Record<Badge, string> = {
  uta: 'header.utaBadge',
  simulation: 'accountBar.simulation',
  'trader-pro-demo': 'accountBar.traderProDemo',
  'demo-change': 'accountBar.demoChange',
};

export const badgePart = (badge: Badge): string => (badge === 'uta' ? 'uta-badge' : 'mode-badge');

/** The text key of a badge's tooltip: only UTA explains itself. */
export const badgeTitleKey = (badge: Badge): string | null => (badge === 'uta' ? 'header.utaBadgeTitle' : null);
