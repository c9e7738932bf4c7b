import { useStore } from '@nanostores/react';
import { chooseLanguage, selectUnit } from '../../actions/language-choice';
import { announceOpenSections } from '../../behaviour/disclosure';
import { htmlLang, LANGUAGES } from '../../i18n/languages';
import { addStyles } from '../../internal/style-sheet';
import { describeDrawer, describeNavDrawer, describeUserDrawer } from '../../markup/drawer';
import { downloadLinks } from '../../menu/downloads';
import { $flags } from '../../stores/flags';
import { $language, $locale } from '../../stores/locale';
import type { DrawerKind } from '../../stores/overlay';
import { $userPanelInput } from '../../stores/panel';
import { $rates, $unit } from '../../stores/unit';
import drawerCss from '../../styles/drawer.css?inline';
import { entryStyles } from '../../styles/entries';
import themeCss from '../../styles/theme-dialog.css?inline';
import userPanelCss from '../../styles/user-panel.css?inline';
import { useHost } from '../host';
import { DialogMarkup } from '../modal/Modal';
import { useMenuModel } from '../nav-menu/use-menu-model';
import { ENTRY_VIEWS, EntryActionContext } from '../nav-menu/PanelMarkup';
import { useAccountAction } from '../account/use-account-action';
import { ThemePicker } from '../theme-modal/ThemePicker';
import { useT } from '../use-t';
import { Disclosure } from './Disclosure';

addStyles(themeCss, entryStyles, userPanelCss, drawerCss);

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
 * A small-screen drawer (src/markup/drawer.ts, which the plain bar draws too): navigation from the start edge, account
 * and preferences from the end edge. A modal dialog (src/behaviour/dialog.ts): Escape, the backdrop or the close button
 * close it, and so does a followed link; its sections open and close by src/behaviour/disclosure.ts.
 */
export function Drawer({ kind, onClose }: { kind: DrawerKind; onClose: () => void }) {
  const host = useHost();
  const model = useMenuModel();
  const input = useStore($userPanelInput);
  const announce = (dialog: Element) => announceOpenSections(host, dialog);
  // Account actions (copy UID, mode changes, logout) run from this element; a mode change that went ahead closes it.
  const act = useAccountAction(onClose);
  if (kind === 'preferences')
    return (
      <DialogMarkup markup={describeDrawer(kind, input)} onClose={onClose}>
        <div className="ex-drawer__body" data-drawer={kind}>
          <PreferencesDrawer />
        </div>
      </DialogMarkup>
    );
  if (!model) return null;
  const markup = kind === 'nav' ? describeNavDrawer(model, input) : describeUserDrawer(model, input);
  return (
    <EntryActionContext.Provider value={act}>
      <DialogMarkup markup={markup} views={ENTRY_VIEWS} onClose={onClose} onOpen={announce} />
    </EntryActionContext.Provider>
  );
}
