import { htmlLang, LANGUAGES, type Language } from '../i18n/languages';
import type { DownloadLink } from '../menu/downloads';
import type { HeaderModel, MenuGroup } from '../menu/types';
import type { RateEntry } from '../stores/unit';
import type { DrawerKind } from '../stores/overlay';
import { describeAuthLinks, groupLabel } from './bar';
import { describeDialog } from './dialog';
import { describeDisclosure } from './disclosure';
import { el, type Markup, type MarkupElement } from './node';
import { describeGroupPanel } from './panel';
import { describeThemePicker } from './theme-picker';
import { describeUserPanel, type UserPanelInput } from './user-panel';

/**
 * A small-screen drawer (330 px, at most the viewport): navigation from the start edge, account and preferences from
 * the end edge; a modal dialog (src/behaviour/dialog.ts) whose body holds `body`.
 */
export function describeDrawer(
  kind: DrawerKind,
  { t }: Pick<UserPanelInput, 't'>,
  ...body: (Markup | null)[]
): MarkupElement {
  return describeDialog(
    {
      title: t(`drawer.${kind}`),
      closeLabel: t('common.close'),
      placement: kind === 'nav' ? 'start' : 'end',
      className: 'ex-drawer',
      part: 'drawer',
    },
    el('div', { class: 'ex-drawer__body', 'data-drawer-kind': kind }, ...body),
  );
}

/** A menu group as an accordion section: its entries (the user menu's own parts for the user group). */
function groupSection(group: MenuGroup, input: UserPanelInput, open: readonly string[]): MarkupElement {
  return describeDisclosure(
    { id: group.id, title: groupLabel(input, group), open: open.includes(group.id) },
    ...(group.id === 'user'
      ? [describeUserPanel(group as MenuGroup<'user'>, input)]
      : describeGroupPanel(group, input)),
  );
}

/** The sections a drawer shows open when it opens: the user menu in a signed-in user's account drawer. */
export function sectionsOpenedBy(kind: DrawerKind, model: Pick<HeaderModel, 'auth'>): readonly string[] {
  return kind === 'user' && !model.auth ? ['user'] : [];
}

/** The navigation drawer: every nav menu of the model as an accordion section (`open`: the sections open). */
export function describeNavDrawer(model: HeaderModel, input: UserPanelInput, open: readonly string[]): MarkupElement {
  return describeDrawer('nav', input, ...model.nav.map((group) => groupSection(group, input, open)));
}

/**
 * The account drawer: for a visitor, a welcome and log in / sign up; for a signed-in user, the account menus as
 * accordion sections, the user menu open.
 */
export function describeUserDrawer(model: HeaderModel, input: UserPanelInput, open: readonly string[]): MarkupElement {
  if (model.auth)
    return describeDrawer(
      'user',
      input,
      el('p', { class: 'ex-drawer__intro' }, input.t('drawer.welcome')),
      describeAuthLinks(model.auth, input.t),
    );
  const groups = ([model.assets, model.orders, model.user] as (MenuGroup | null)[]).filter(
    (group): group is MenuGroup => group !== null,
  );
  return describeDrawer('user', input, ...groups.map((group) => groupSection(group, input, open)));
}

/** What the preferences drawer shows besides the texts and the theme: the choices and the current ones. */
export interface PreferencesInput extends UserPanelInput {
  language: Language;
  unit: string;
  rates: readonly RateEntry[];
  /** The per-language flag: markets whose site has one language show no language choice. */
  languageSetting: boolean;
  downloads: readonly DownloadLink[];
  /** The `no-theme-switch` attribute: no theme choice (the site has its own switch). */
  noThemeSwitch?: boolean;
}

/** One choice of a list: a toggle button (aria-pressed) naming what it chooses; src/behaviour/preferences.ts runs it. */
const option = (label: string, selected: boolean, attributes: Record<string, string | null>) =>
  el(
    'li',
    {},
    el(
      'button',
      { type: 'button', class: 'ex-drawer__option', 'aria-pressed': String(selected), ...attributes },
      label,
    ),
  );

/** A titled section of the preferences drawer. */
const section = (id: string, title: string, ...content: Markup[]) =>
  el(
    'section',
    { class: 'ex-drawer__section', 'aria-labelledby': `ex-drawer-${id}` },
    el('h3', { class: 'ex-drawer__heading', id: `ex-drawer-${id}` }, title),
    ...content,
  );

/** The preferences drawer: language (where the market has a choice), currency unit, theme, and the app download. */
export function describePreferencesDrawer(input: PreferencesInput, open: readonly string[]): MarkupElement {
  const { t, language, unit } = input;
  return describeDrawer(
    'preferences',
    input,
    input.languageSetting
      ? describeDisclosure(
          {
            id: 'language',
            title: t('drawer.language'),
            summary: language.languageName,
            open: open.includes('language'),
          },
          el(
            'ul',
            { class: 'ex-drawer__options' },
            LANGUAGES.map((item) =>
              option(item.languageName, item.locale === language.locale, {
                lang: htmlLang(item.locale),
                dir: item.dir,
                'data-language-option': item.locale,
              }),
            ),
          ),
        )
      : null,
    describeDisclosure(
      { id: 'unit', title: t('drawer.unit'), summary: unit, open: open.includes('unit') },
      el(
        'ul',
        { class: 'ex-drawer__options' },
        input.rates.map((rate) => option(rate.showName, rate.type === unit, { 'data-unit-option': rate.type })),
      ),
    ),
    input.noThemeSwitch ? null : section('theme', t('drawer.theme'), describeThemePicker(t, input.theme)),
    section(
      'download',
      t('drawer.download'),
      el(
        'ul',
        {},
        input.downloads.map(({ id, labelKey, href, newWindow }) =>
          el(
            'li',
            {},
            el(
              'a',
              {
                class: 'ex-entry',
                href,
                'data-item-id': id,
                target: newWindow ? '_blank' : null,
                rel: newWindow ? 'noopener noreferrer' : null,
              },
              t(labelKey),
              newWindow ? el('span', { class: 'ex-visually-hidden' }, ' ', t('header.opensNewWindow')) : null,
            ),
          ),
        ),
      ),
    ),
  );
}
