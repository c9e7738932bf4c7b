import { BADGE_LABEL_KEYS, badgePart, badgeTitleKey } from '../components/account/badges';
import { GLYPHS } from '../components/icons/glyphs';
import { themeToggle } from '../components/toolbar/theme-toggle';
import { htmlLang, type Language } from '../i18n/languages';
import type { BarModel, GroupSummary } from '../menu/types';
import type { Theme } from '../stores/theme';
import { el, glyph, type MarkupElement } from './node';

/**
 * The header's bar described once, from the bar model and the texts: the desktop bar and the 48 px compact bar, each
 * closed (every menu trigger with its empty panel). The script's first paint draws it as DOM and a server as HTML
 * (src/render/markup-*.ts); the React bar (src/components/header) renders the same markup, which
 * src/first-paint/header.browser.test.ts checks node for node.
 */
export interface BarInput {
  model: BarModel;
  /** The text of a key in the shown locale. */
  t: (key: string, values?: Record<string, string>) => string;
  theme: Theme;
  /** Draw the theme toggle for both themes, the reader's system preference showing one (a server not told the theme). */
  systemTheme?: boolean;
  language: Language;
  unit: string;
  /** The per-language flag: markets whose site has one language show no language picker. */
  languageSetting: boolean;
}

/** The inner root every element draws into: theme, direction and language. */
export function describeRoot(input: Pick<BarInput, 'theme' | 'language'>, ...children: MarkupElement[]): MarkupElement {
  return el(
    'div',
    {
      class: 'ex-root ex-header-root',
      'data-theme': input.theme,
      dir: input.language.dir,
      lang: htmlLang(input.language.locale),
    },
    ...children,
  );
}

/** The desktop bar: logo and badges, the navigation menus (with the row that measures them), account and tools. */
export function describeDesktopBar(input: BarInput): MarkupElement {
  const { model, t } = input;
  return el(
    'header',
    { class: 'ex-header', part: 'bar' },
    model.watermark && watermark(input),
    logo(input),
    badges(input),
    el(
      'nav',
      { class: 'ex-nav', part: 'nav', 'aria-label': t('header.mainNav') },
      model.nav.map((group) => navMenu(input, group, 'start')),
      el(
        'div',
        { class: 'ex-nav__measure', 'aria-hidden': 'true' },
        model.nav.map((group) =>
          el(
            'span',
            { class: 'ex-menu__trigger' },
            el('span', {}, group.label ?? t(group.labelKey)),
            glyph(GLYPHS.chevronDown),
          ),
        ),
        el('span', { class: 'ex-icon-button' }),
      ),
    ),
    el(
      'div',
      { class: 'ex-end', part: 'end' },
      model.auth &&
        el(
          'div',
          { class: 'ex-auth' },
          link('ex-auth__login', 'login-link', 'login', model.auth.login, t('header.login')),
          link('ex-auth__register', 'register-link', 'register', model.auth.register, t('header.register')),
        ),
      model.account.map((group) => navMenu(input, group, 'end', 'ex-account-menu')),
      dropdown({
        menuId: 'download',
        className: 'ex-download',
        trigger: [glyph(GLYPHS.download)],
        triggerClass: 'ex-icon-button',
        triggerPart: 'download-trigger',
        label: t('header.download'),
        panelClass: 'ex-panel ex-panel--end ex-download__panel',
        panelPart: 'download-panel',
      }),
      toolbar(input),
    ),
  );
}

/** "More menus": where the menus that do not fit go (icon-only, so never wider than a menu). */
export function describeCollapseMenu(t: BarInput['t']): MarkupElement {
  return dropdown({
    menuId: 'collapse',
    trigger: [glyph(GLYPHS.dots)],
    triggerClass: 'ex-icon-button',
    triggerPart: 'more-trigger',
    label: t('header.moreMenus'),
    panelClass: 'ex-panel ex-panel--end',
    panelPart: 'menu-panel',
  });
}

/** The small-screen bar (48 px): menu, logo, account and preferences, each button opening its drawer. */
export function describeCompactBar(input: BarInput): MarkupElement {
  const { model, t } = input;
  const button = (kind: string, label: string, icon: MarkupElement) =>
    el(
      'button',
      {
        type: 'button',
        class: 'ex-icon-button ex-compact__button',
        part: 'drawer-button',
        'data-drawer': kind,
        'aria-haspopup': 'dialog',
        'aria-expanded': 'false',
        'aria-label': label,
        title: label,
      },
      icon,
    );
  return el(
    'header',
    { class: 'ex-header ex-compact', part: 'bar compact-bar' },
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
  const toggle = (current: Theme) => {
    const { labelKey, icon } = themeToggle(current);
    const label = t(labelKey);
    return el(
      'button',
      { type: 'button', class: 'ex-icon-button', part: 'theme-toggle', 'aria-label': label, title: label },
      glyph(GLYPHS[icon]),
    );
  };
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

const watermark = ({ t }: BarInput) =>
  el('span', {
    class: 'ex-watermark',
    part: 'watermark',
    'aria-hidden': 'true',
    'data-label': t('accountBar.demoChange'),
  });

const logo = ({ model, t }: BarInput) =>
  el(
    'a',
    { class: 'ex-logo', part: 'logo', href: model.home, 'aria-label': t('header.logoLabel') },
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
  el('a', { class: className, part, href, 'data-item-id': id }, text);

const navMenu = ({ t }: BarInput, group: GroupSummary, align: 'start' | 'end', className = '') =>
  dropdown({
    menuId: group.id,
    className,
    trigger: [el('span', {}, group.label ?? t(group.labelKey)), glyph(GLYPHS.chevronDown)],
    triggerClass: 'ex-menu__trigger',
    triggerPart: 'menu-trigger',
    panelClass: `ex-panel ex-panel--${align}`,
    panelPart: 'menu-panel',
  });

/** The id of a menu's panel, which its trigger controls (ids are per shadow root; a bar has one dropdown per menu). */
export const panelIdFor = (menuId: string): string => `ex-panel-${menuId}`;

/** A closed dropdown (the React Dropdown's markup): the wrapper, its trigger and the empty panel. */
function dropdown(options: {
  menuId: string;
  className?: string;
  trigger: MarkupElement[];
  triggerClass: string;
  triggerPart: string;
  label?: string;
  panelClass: string;
  panelPart: string;
}): MarkupElement {
  const panelId = panelIdFor(options.menuId);
  return el(
    'div',
    { class: `ex-menu ${options.className ?? ''}`.trim(), 'data-menu': options.menuId, 'data-state': 'closed' },
    el(
      'button',
      {
        class: options.triggerClass,
        part: options.triggerPart,
        'aria-label': options.label,
        title: options.label,
        type: 'button',
        'aria-expanded': 'false',
        'aria-controls': panelId,
      },
      ...options.trigger,
    ),
    el('div', { class: options.panelClass, part: options.panelPart, id: panelId, hidden: '', popover: 'manual' }),
  );
}
