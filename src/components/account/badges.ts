import type { Badge } from '../../menu/types';

/** The text key of each bar badge (shared by the React bar and the first paint). */
export const BADGE_LABEL_KEYS: Record<Badge, string> = {
  uta: 'header.utaBadge',
  simulation: 'accountBar.simulation',
  'trader-pro-demo': 'accountBar.traderProDemo',
  'demo-change': 'accountBar.demoChange',
};

export const badgePart = (badge: Badge): string => (badge === 'uta' ? 'uta-badge' : 'mode-badge');
