import type { Badge } from '../../menu/types';
import { BADGE_LABEL_KEYS, badgePart, badgeTitleKey } from './badges';
import { useT } from '../use-t';

/** The bar's badges beside the logo: UTA on unified-account pages, and the mode badges of spec section 4. */
export function BarBadges({ badges }: { badges: readonly Badge[] }) {
  const t = useT();
  return (
    <>
      {badges.map((badge) => {
        const titleKey = badgeTitleKey(badge);
        return (
          <span
            key={badge}
            className="ex-badge"
            part={badgePart(badge)}
            data-badge={badge}
            title={titleKey ? t(titleKey) : undefined}
          >
            {t(BADGE_LABEL_KEYS[badge])}
          </span>
        );
      })}
    </>
  );
}

/**
 * The demo-change watermark: a faint label behind the bar's contents. It is decoration (the demo-account badge says
 * the same to everyone), so it is hidden from assistive technology and takes no pointer events; its text comes from
 * CSS (attr()), so it is not page text either.
 */
export function Watermark() {
  const t = useT();
  return <span className="ex-watermark" part="watermark" aria-hidden="true" data-label={t('accountBar.demoChange')} />;
}
