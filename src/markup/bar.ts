import type { BarModel, FeatureFlags, GroupSummary } from '../menu/types';
import type { Translate } from '../i18n/texts';
import { htmlLang, type Language } from '../i18n/languages';
import type { DrawerKind } from '../stores/overlay';
import type { Theme } from '../stores/theme';
import type { Layout } from '../internal/layout';
import { BADGE_LABEL_KEYS, badgePart, badgeTitleKey } from './badges';
import type { DropdownContent } from './controls';
import { GLYPHS } from './glyphs';
import { controlled, el, glyph, type MarkupElement } from './node';
import { themeToggle } from './theme-toggle';

/**
 * The header's bar described once, from the bar model and the texts: the desktop bar and the 48 px compact bar, each
 * closed (every menu trigger with its empty panel). Three renderers draw it (src/render/markup-*): the script's
 * first paint as DOM, a server as HTML, and the live bar as React elements, which give the described controls their
 * behaviour (src/markup/controls.ts). None of them adds markup of its own.
 */
export interface BarInput {
  model: BarModel;
  /** The text of a key in the shown locale. */
  t: Translate;
  theme: Theme;
  /** Draw the theme toggle for both themes, the reader's system preference showing one (a server not told the theme). */
  systemTheme?: boolean;
  /** The chosen language (the language button names it). */
  language: Language;
  /** The language of the words shown: English until the chosen language's texts have loaded. */
  textLanguage: Language;
  unit: string;
  /** The per-language flag: markets whose site has one language show no language picker. */
  languageSetting: boolean;
  /** The `no-theme-switch` attribute: no theme toggle or theme settings (the site has its own switch). */
  noThemeSwitch?: boolean;
}

/** The bar's input from an element's state (the page's stores, or a server render's own context). */
export function barInputOf({
  flags,
  ...input
}: Omit<BarInput, 'languageSetting'> & { flags: Pick<FeatureFlags, 'languageSetting'> }): BarInput {
  return { ...input, languageSetting: flags.languageSetting };
}

/**
 * The inner root every element draws into (`ex-header-root` for the header): theme, direction and language. They go
 * on this inner root, not on the host element, whose attributes belong to the page; everything the element draws,
 * its dialogs included, lives below it, so logical CSS properties and `[dir='rtl']` rules mirror it all. Direction
 * and language are those of the words shown (`textLanguage`), so they change with the words, never before them: no
 * `lang="de"` over English while the German texts load, no right-to-left English.
 */
export function describeRoot(
  input: Pick<BarInput, 'theme' | 'textLanguage'>,
  rootClass: string,
  ...children: MarkupElement[]
): MarkupElement {
  return el(
    'div',
    {
      class: `ex-root ${rootClass}`,
      'data-theme': input.theme,
      dir: input.textLanguage.dir,
      lang: htmlLang(input.textLanguage.locale),
    },
    ...children,
  );
}

/**
 * The desktop bar: logo and badges, the navigation menus (the first `visibleMenus` of them, the rest in "More menus";
 * null: all), account and tools.
 */
export function describeDesktopBar(input: BarInput, visibleMenus: number | null = null): MarkupElement {
  const { model, t } = input;
  return el(
    'header',
    { class: 'ex-header', part: 'bar', role: bannerRole(model) },
    model.watermark && watermark(input),
    logo(input),
    badges(input),
    describeNav(input, visibleMenus),
    el(
      'div',
      { class: 'ex-end', part: 'end' },
      model.auth && describeAuthLinks(model.auth, t),
      model.account.map((group) => navMenu(input, group, 'end', 'ex-account-menu')),
      dropdown({
        menuId: 'download',
        className: 'ex-download',
        trigger: [glyph(GLYPHS.download)],
        triggerClass: 'ex-icon-button',
        triggerPart: 'download-trigger',
        label: t('header.download'),
        align: 'end',
        panelClass: 'ex-panel ex-panel--end ex-download__panel',
        panelPart: 'download-panel',
        content: { type: 'download' },
      }),
      toolbar(input),
    ),
  );
}

/**
 * The navigation: first the hidden row that measures every menu's natural width (its last child stands for the "More
 * menus" trigger; first, so a redraw with another count keeps it and what follows its sizes, src/behaviour/bar-fit.ts),
 * then the first `visibleMenus` menus (null: all), then "More menus" holding the rest.
 */
export function describeNav(input: BarInput, visibleMenus: number | null): MarkupElement {
  const { model, t } = input;
  const shown = visibleMenus === null ? model.nav : model.nav.slice(0, visibleMenus);
  const moved = model.nav.slice(shown.length);
  return el(
    'nav',
    { class: 'ex-nav', part: 'nav', 'aria-label': t('header.mainNav') },
    el(
      'div',
      { class: 'ex-nav__measure', 'aria-hidden': 'true' },
      model.nav.map((group) =>
        el('span', { class: 'ex-menu__trigger' }, el('span', {}, groupLabel(input, group)), glyph(GLYPHS.chevronDown)),
      ),
      el('span', { class: 'ex-icon-button' }),
    ),
    shown.map((group) => navMenu(input, group, 'start')),
    moved.length > 0 && describeMoreMenus(t, moved),
  );
}

/** Log in and Sign up for visitors (the desktop bar and the user drawer). */
export function describeAuthLinks(auth: NonNullable<BarModel['auth']>, t: BarInput['t']): MarkupElement {
  return el(
    'div',
    { class: 'ex-auth' },
    link('ex-auth__login', 'login-link', 'login', auth.login, t('header.login')),
    link('ex-auth__register', 'register-link', 'register', auth.register, t('header.register')),
  );
}

/** "More menus": where the menus that do not fit go, each titled (icon-only, so never wider than a menu). */
function describeMoreMenus(t: BarInput['t'], groups: readonly GroupSummary[]): MarkupElement {
  return dropdown({
    menuId: 'collapse',
    trigger: [glyph(GLYPHS.dots)],
    triggerClass: 'ex-icon-button',
    triggerPart: 'more-trigger',
    label: t('header.moreMenus'),
    align: 'end',
    panelClass: 'ex-panel ex-panel--end',
    panelPart: 'menu-panel',
    content: { type: 'more-menus', groupIds: groups.map((group) => group.id) },
    current: groups.some((group) => group.current),
  });
}

/**
 * The bar for a layout: the desktop one with its first `visibleMenus` menus before "More menus" (null: all), or the
 * compact one.
 */
export const describeBar = (input: BarInput, layout: Layout, visibleMenus: number | null = null): MarkupElement =>
  layout === 'compact' ? describeCompactBar(input) : describeDesktopBar(input, visibleMenus);

/** The small-screen bar (48 px): menu, logo, account and preferences, each button opening its drawer. */
export function describeCompactBar(input: BarInput): MarkupElement {
  const { model, t } = input;
  const button = (drawer: DrawerKind, label: string, icon: MarkupElement) =>
    el(
      'button',
      {
        type: 'button',
        class: 'ex-icon-button ex-compact__button',
        part: 'drawer-button',
        'data-drawer': drawer,
        'aria-haspopup': 'dialog',
        'aria-expanded': 'false',
        'aria-label': label,
        title: label,
      },
      icon,
    );
  return el(
    'header',
    { class: 'ex-header ex-compact', part: 'bar compact-bar', role: bannerRole(model) },
    model.watermark && watermark(input),
    button('nav', t('drawer.openNav'), glyph(GLYPHS.menu)),
    logo(input),
    badges(input),
    el(
      'span',
      { class: 'ex-compact__end' },
      button('user', t(model.auth ? 'drawer.openUserVisitor' : 'drawer.openUser'), glyph(GLYPHS.person)),
      button('preferences', t('drawer.openPreferences'), glyph(GLYPHS.gear)),
    ),
  );
}

/** The language, theme and settings buttons (null where the language picker is off: el() leaves it out). */
function toolbar(input: BarInput): (MarkupElement | null)[] {
  const { t } = input;
  return [
    input.languageSetting
      ? el(
          'button',
          {
            type: 'button',
            class: 'ex-icon-button ex-lang-button',
            part: 'language-button',
            'aria-haspopup': 'dialog',
            'aria-label': t('header.languageCurrent', { language: input.language.languageName, unit: input.unit }),
            title: t('header.language'),
            'data-overlay-trigger': 'lang',
          },
          glyph(GLYPHS.globe),
        )
      : null,
    ...themeControls(input),
  ];
}

/** The theme toggle (both, for a server not told the theme) and the settings button, unless the site has its own switch. */
function themeControls(input: BarInput): MarkupElement[] {
  const { t } = input;
  if (input.noThemeSwitch) return [];
  const toggle = (current: Theme) => {
    const { next, labelKey, icon } = themeToggle(current);
    const label = t(labelKey);
    return el(
      'button',
      {
        type: 'button',
        class: 'ex-icon-button',
        part: 'theme-toggle',
        'aria-label': label,
        title: label,
        'data-theme-next': next,
      },
      glyph(GLYPHS[icon]),
    );
  };
  return [
    ...(input.systemTheme
      ? (['light', 'dark'] as const).map((theme) =>
          el('span', { class: `ex-ssr-theme ex-ssr-theme--${theme}` }, toggle(theme)),
        )
      : [toggle(input.theme)]),
    el(
      'button',
      {
        type: 'button',
        class: 'ex-icon-button',
        part: 'settings-button',
        'aria-haspopup': 'dialog',
        'aria-label': t('header.settings'),
        title: t('header.settings'),
        'data-overlay-trigger': 'theme',
      },
      glyph(GLYPHS.gear),
    ),
  ];
}

/** The bar is the page's banner landmark, except on a guest page, whose site has its own (one banner per page). */
const bannerRole = (model: BarModel): string | null => (model.guest ? 'none' : null);

const watermark = ({ t }: BarInput) =>
  el('span', {
    class: 'ex-watermark',
    part: 'watermark',
    'aria-hidden': 'true',
    'data-label': t('accountBar.demoChange'),
  });

/**
 * The `rel` of the links a server renders into a page (the bar's and the fallback's): they lead to the exchange's pages,
 * not the host app's routes, so a static build's crawler (SvelteKit's prerendering) does not follow them.
 */
export const HEADER_LINK_REL = 'external';

const logo = ({ model, t }: BarInput) =>
  el(
    'a',
    {
      class: 'ex-logo',
      part: 'logo',
      href: model.home,
      rel: HEADER_LINK_REL,
      'data-item-id': 'logo',
      'aria-label': t('header.logoLabel'),
    },
    glyph(GLYPHS.logo),
  );

const badges = ({ model, t }: BarInput) =>
  model.badges.map((badge) => {
    const titleKey = badgeTitleKey(badge);
    return el(
      'span',
      { class: 'ex-badge', part: badgePart(badge), 'data-badge': badge, title: titleKey ? t(titleKey) : null },
      t(BADGE_LABEL_KEYS[badge]),
    );
  });

const link = (className: string, part: string, id: string, href: string, text: string) =>
  el('a', { class: className, part, href, rel: HEADER_LINK_REL, 'data-item-id': id }, text);

/** A menu's label: the navigation document's own text, or the text of its key. */
export const groupLabel = ({ t }: Pick<BarInput, 't'>, group: GroupSummary): string => group.label ?? t(group.labelKey);

const navMenu = (input: BarInput, group: GroupSummary, align: 'start' | 'end', className = '') =>
  dropdown({
    menuId: group.id,
    current: group.current,
    className,
    trigger: [el('span', {}, groupLabel(input, group)), glyph(GLYPHS.chevronDown)],
    triggerClass: 'ex-menu__trigger',
    triggerPart: 'menu-trigger',
    align,
    panelClass: `ex-panel ex-panel--${align}`,
    panelPart: 'menu-panel',
    content: { type: 'menu', groupId: group.id },
  });

/** The id of a menu's panel, which its trigger controls (ids are per shadow root; a bar has one dropdown per menu). */
const panelIdFor = (menuId: string): string => `ex-panel-${menuId}`;

/** A closed dropdown: the wrapper, its trigger and the empty panel. */
function dropdown(options: {
  menuId: string;
  className?: string;
  trigger: MarkupElement[];
  triggerClass: string;
  triggerPart: string;
  label?: string;
  align: 'start' | 'end';
  panelClass: string;
  panelPart: string;
  content: DropdownContent;
  /** The menu holds the page the reader is on: `aria-current="true"` (the trigger is not itself a link to the page). */
  current?: boolean;
}): MarkupElement {
  const panelId = panelIdFor(options.menuId);
  const { align, content } = options;
  return controlled(
    { kind: 'dropdown', align, content },
    el(
      'div',
      { class: `ex-menu ${options.className ?? ''}`.trim(), 'data-menu': options.menuId, 'data-state': 'closed' },
      el(
        'button',
        {
          class: options.triggerClass,
          part: options.triggerPart,
          id: `${panelId}-trigger`,
          'aria-label': options.label,
          title: options.label,
          type: 'button',
          'aria-expanded': 'false',
          'aria-controls': panelId,
          'aria-current': options.current ? 'true' : null,
        },
        ...options.trigger,
      ),
      // Named by its button, so a reader (and a test's getByRole('group', { name })) knows which menu it is.
      el('div', {
        class: options.panelClass,
        part: options.panelPart,
        id: panelId,
        role: 'group',
        'aria-labelledby': `${panelId}-trigger`,
        hidden: '',
        popover: 'manual',
      }),
    ),
  );
}
