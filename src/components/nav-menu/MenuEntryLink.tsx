import { useStore } from '@nanostores/react';
import { tValues } from '../../i18n/format';
import { feeTagWording } from '../../menu/fee-tag';
import { safeHref } from '../../menu/routes';
import type { MenuEntry } from '../../menu/types';
import { $locale } from '../../stores/locale';
import { $theme } from '../../stores/theme';
import { ExternalArrow } from './external-arrow';
import { useT } from '../use-t';
import { feeTag as feeTagText, menu as menuText } from '../../../locales/en.json';
import { addEnglish } from '../../i18n/i18n';
import { useLinkClick } from './use-link-click';
import { addStyles } from '../../internal/style-sheet';
import entriesCss from './entries.css?inline';

addEnglish({ menu: menuText, feeTag: feeTagText });
addStyles(entriesCss);

interface MenuEntryLinkProps {
  entry: MenuEntry;
  /** Page-unique id for analytics and tests (group-qualified); defaults to the entry's id. */
  itemId?: string;
  onAction?: (entry: MenuEntry) => void;
  compact?: boolean;
}

/** One menu entry as a real link (middle-click and copy-link work); a plain click runs the spec's delayed navigation. */
export function MenuEntryLink({ entry, itemId = entry.id, onAction, compact = false }: MenuEntryLinkProps) {
  const t = useT();
  const linkClick = useLinkClick();
  const locale = useStore($locale);
  // Numbers (points, fee percentages) are Intl-formatted for the locale; `count` still picks the plural form.
  const values = tValues(entry.values, locale);
  const theme = useStore($theme);
  const label = entry.label ?? t(entry.labelKey, values);
  const description = compact ? null : (entry.desc ?? (entry.descKey ? t(entry.descKey, values) : null));
  const icon = entry.icon ? (theme === 'dark' ? (entry.icon.dark ?? entry.icon.light) : entry.icon.light) : null;
  const fee = entry.feeTag ? feeTagWording(entry.feeTag.feeDiscount, locale) : null;
  const body = (
    <>
      <span className="ex-entry__title">
        {icon ? (
          <img
            className="ex-entry__icon"
            src={icon}
            alt=""
            width={20}
            height={20}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            // An icon that does not load leaves no broken-image mark: the label says it all.
            onError={(event) => (event.currentTarget.hidden = true)}
          />
        ) : null}
        <span className="ex-entry__label">{label}</span>
        {entry.isNew ? <span className="ex-entry__new">{t('header.newMark')}</span> : null}
        {fee ? <span className="ex-entry__fee">{t(fee.key, tValues(fee.values, locale))}</span> : null}
        {entry.badgeKey ? <span className="ex-entry__fee">{t(entry.badgeKey, values)}</span> : null}
        {entry.newWindow ? (
          <>
            <ExternalArrow />
            <span className="ex-visually-hidden">{t('header.opensNewWindow')}</span>
          </>
        ) : null}
      </span>
      {description ? <span className="ex-entry__desc">{description}</span> : null}
    </>
  );

  if (entry.action) {
    return (
      <button type="button" className="ex-entry" data-item-id={itemId} onClick={() => onAction?.(entry)}>
        {body}
      </button>
    );
  }
  const href = safeHref(entry.href ?? '');
  if (href === null) return null;
  return (
    <a
      className="ex-entry"
      href={href}
      data-item-id={itemId}
      target={entry.newWindow ? '_blank' : undefined}
      rel={entry.newWindow ? 'noopener noreferrer' : undefined}
      onClick={linkClick({ id: itemId, href, newWindow: entry.newWindow })}
    >
      {body}
    </a>
  );
}
