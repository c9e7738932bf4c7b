import { useStore } from '@nanostores/react';
import { $flags } from '../../stores/flags';
import { useEffect, type MouseEvent } from 'react';
import { FeatureSlot } from '../../features/FeatureSlot';
import { prefetchFeature } from '../../features/lazy';
import { htmlLang, LANGUAGES } from '../../i18n/languages';
import { downloadLinks } from '../../menu/downloads';
import type { GroupSummary } from '../../menu/types';
import { describeAuthLinks, groupLabel } from '../../markup/bar';
import { toReact } from '../../render/markup-react';
import { $barModel } from '../../stores/bar';
import { chooseLanguage, selectUnit } from '../../actions/language-choice';
import { $language, $locale } from '../../stores/locale';
import type { DrawerKind } from '../../stores/overlay';
import { $rates, $unit } from '../../stores/unit';
import { CONTROL_VIEWS } from '../header/controls';
import { useHost } from '../host';
import { Modal } from '../modal/Modal';
import { addStyles } from '../../internal/style-sheet';
import themeCss from '../../styles/theme-dialog.css?inline';
import { ThemePicker } from '../theme-modal/ThemePicker';
import { useT } from '../use-t';
import { Disclosure } from './Disclosure';
import css from './drawer.css?inline';
import { entryStyles } from '../../styles/entries';

addStyles(themeCss, entryStyles, css);

/**
 * The menu groups as accordions. Their entries are the desktop panels' own (the lazily loaded menu-panel feature:
 * the same links, account actions and exposure analytics), loaded when a section is first expanded.
 */
function Groups({ groups, open }: { groups: GroupSummary[]; open?: string }) {
  const t = useT();
  return (
    <>
      {groups.map((group) => (
        <Disclosure key={group.id} id={group.id} title={groupLabel({ t }, group)} defaultOpen={group.id === open}>
          <FeatureSlot name="menu-panel" onError={() => undefined} props={{ groupId: group.id }} />
        </Disclosure>
      ))}
    </>
  );
}

function UserDrawer() {
  const t = useT();
  const bar = useStore($barModel);
  if (!bar.auth) return <Groups groups={bar.account} open="user" />;
  return (
    <>
      <p className="ex-drawer__intro">{t('drawer.welcome')}</p>
      {toReact(describeAuthLinks(bar.auth, t), CONTROL_VIEWS)}
    </>
  );
}

function PreferencesDrawer() {
  const t = useT();
  const { emit } = useHost();
  const language = useStore($language);
  const unit = useStore($unit);
  const rates = useStore($rates);
  const { languageSetting } = useStore($flags);
  const downloads = downloadLinks(useStore($locale));
  const option = (key: string, label: string, selected: boolean, choose: () => void, lang?: string, dir?: string) => (
    <li key={key}>
      <button
        type="button"
        className="ex-drawer__option"
        aria-pressed={selected}
        lang={lang}
        dir={dir}
        onClick={choose}
      >
        {label}
      </button>
    </li>
  );
  return (
    <>
      {languageSetting ? (
        <Disclosure id="language" title={t('drawer.language')} summary={language.languageName}>
          <ul className="ex-drawer__options">
            {LANGUAGES.map((item) =>
              option(
                item.locale,
                item.languageName,
                item.locale === language.locale,
                () => chooseLanguage(item.locale, emit),
                htmlLang(item.locale),
                item.dir,
              ),
            )}
          </ul>
        </Disclosure>
      ) : null}
      <Disclosure id="unit" title={t('drawer.unit')} summary={unit}>
        <ul className="ex-drawer__options">
          {rates.map((rate) => option(rate.type, rate.showName, rate.type === unit, () => selectUnit(rate.type, emit)))}
        </ul>
      </Disclosure>
      <section className="ex-drawer__section" aria-labelledby="ex-drawer-theme">
        <h3 className="ex-drawer__heading" id="ex-drawer-theme">
          {t('drawer.theme')}
        </h3>
        <ThemePicker />
      </section>
      <section className="ex-drawer__section" aria-labelledby="ex-drawer-download">
        <h3 className="ex-drawer__heading" id="ex-drawer-download">
          {t('drawer.download')}
        </h3>
        <ul>
          {downloads.map(({ id, labelKey, href, newWindow }) => (
            <li key={id}>
              <a
                className="ex-entry"
                href={href}
                data-item-id={id}
                target={newWindow ? '_blank' : undefined}
                rel={newWindow ? 'noopener noreferrer' : undefined}
              >
                {t(labelKey)}
                {newWindow ? <span className="ex-visually-hidden"> {t('header.opensNewWindow')}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * A small-screen drawer (330 px, max the viewport): navigation from the start edge, account and preferences from
 * the end edge. A modal dialog: Escape, the backdrop or the close button close it; a followed link closes it too.
 */
export function Drawer({ kind, onClose }: { kind: DrawerKind; onClose: () => void }) {
  const t = useT();
  const bar = useStore($barModel);
  useEffect(() => prefetchFeature('menu-panel'), []);
  // The header's link handler ran first and took the click (preventDefault): the page is navigating, so close.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented && (event.target as Element).closest('a[href]')) onClose();
  };
  return (
    <Modal
      title={t(`drawer.${kind}`)}
      onClose={onClose}
      placement={kind === 'nav' ? 'start' : 'end'}
      className="ex-drawer"
      part="drawer"
    >
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: it only notices a followed link (Enter on a link is a click too) */}
      <div className="ex-drawer__body" data-drawer={kind} onClick={onClick}>
        {kind === 'nav' ? <Groups groups={bar.nav} /> : kind === 'user' ? <UserDrawer /> : <PreferencesDrawer />}
      </div>
    </Modal>
  );
}
