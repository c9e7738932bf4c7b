import { BADGE_LABEL_KEYS, badgePart, badgeTitleKey } from '../components/account/badges';
import { availableSpace, measuredWidths, navGap } from '../components/collapse/measure';
import { GLYPHS } from '../components/icons/glyphs';
import { themeToggle } from '../components/toolbar/theme-toggle';
import type { HostHandle } from '../components/host';
import { htmlLang } from '../i18n/languages';
import { translate } from '../i18n/texts';
import type { BarModel, GroupSummary } from '../menu/types';
import type { FirstPaint } from '../render/first-paint';
import { $barModel } from '../stores/bar';
import { fitCount } from '../stores/collapse';
import { $flags } from '../stores/flags';
import { hostWidth, layoutForWidth, viewportLayout, type Layout } from '../stores/layout';
import { $language, $textLocale } from '../stores/locale';
import { isPlainClick, navigate } from '../stores/navigation';
import { $theme } from '../stores/theme';
import { $unit } from '../stores/unit';
import { controlSelector, glyph, h } from './dom';

/**
 * The header's first paint, with plain DOM: the same markup, classes and parts as the React bar
 * (src/components/header/Header.tsx and the components it renders), from the same bar model and texts, so the
 * shared stylesheet draws it identically (src/first-paint/header.browser.test.ts compares the two). React replaces
 * it when it has loaded; until then links work (and send ex-navigate) and a clicked button is replayed.
 */
export function paintHeader(handle: HostHandle, root: ShadowRoot): FirstPaint {
  let tree: HTMLElement | null = null;
  let layout: Layout | null = null;
  let clicked: string | null = null;
  let scheduled = false;
  let width = -1;

  // Before the first draw, the root may hold server-rendered markup (renderHeader): it is replaced, focus carried.
  const focusedControl = () => {
    const active = root.activeElement;
    return active && (!tree || tree.contains(active)) ? controlSelector(active) : null;
  };

  // Nothing here reads a size from script, which would force a layout before the frame's own: the bar is built for
  // the width last measured (at first, the viewport's, from a media query), and two ResizeObservers, whose callbacks
  // run after the frame's layout and before its paint, correct it in that same frame. One switches the bar when the
  // element's width asks for the other one (a narrow column on a wide screen); the other moves the menus that do not
  // fit into "More menus", once per drawn bar. The width is watched on an empty block of the element's width and no
  // height: switching bars changes the element's height, and a watched size changing in its own callback would end
  // the frame with a "ResizeObserver loop" error.
  const widthProbe = h('div', { 'aria-hidden': 'true' });
  const fit = new ResizeObserver(() => {
    fit.disconnect();
    if (tree && layout === 'desktop') collapse(tree);
  });
  const resized = new ResizeObserver(() => {
    const measured = hostWidth(handle.host);
    if (measured === width) return;
    const first = width < 0;
    width = measured;
    if (!first || layoutForWidth(measured) !== layout) redraw();
  });

  const place = (next: Layout): HTMLElement => {
    layout = next;
    handle.host.setAttribute('data-ex-layout', next);
    const bar = rootElement(next === 'compact' ? compactBar() : desktopBar());
    bar.addEventListener('click', onClick);
    if (tree) tree.replaceWith(bar);
    else root.replaceChildren(widthProbe, bar);
    tree = bar;
    fit.disconnect();
    const nav = next === 'desktop' ? bar.querySelector('.ex-nav') : null;
    if (nav) fit.observe(nav);
    return bar;
  };

  const draw = () => {
    scheduled = false;
    const focus = focusedControl();
    const bar = place(width < 0 ? viewportLayout() : layoutForWidth(width));
    if (focus) bar.querySelector<HTMLElement>(focus)?.focus({ preventScroll: true });
  };

  const redraw = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      if (tree) draw();
    });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      const href = link.getAttribute('href')!;
      navigate({ id: link.getAttribute('data-item-id') ?? 'logo', href, newWindow: false }, handle.emit);
      return;
    }
    const button = target.closest('button');
    if (button) clicked = controlSelector(button);
  };

  // Listening first mounts the stores once, so drawing reads them without mounting and unmounting each.
  const stores = [$barModel, $theme, $language, $textLocale, $flags, $unit];
  const unsubscribe = stores.map((store) => store.listen(redraw));
  draw();
  resized.observe(widthProbe);

  return {
    handOver: () => ({ focus: focusedControl(), click: clicked }),
    dispose() {
      unsubscribe.forEach((stop) => stop());
      resized.disconnect();
      fit.disconnect();
      widthProbe.remove();
      tree?.remove();
      tree = null;
      handle.host.removeAttribute('data-ex-layout');
    },
  };
}

const t = (key: string, values?: Record<string, string>) => translate($textLocale.get(), key, values);

function rootElement(bar: HTMLElement): HTMLElement {
  const language = $language.get();
  return h(
    'div',
    {
      class: 'ex-root ex-header-root',
      'data-theme': $theme.get(),
      dir: language.dir,
      lang: htmlLang(language.locale),
    },
    bar,
  );
}

function desktopBar(): HTMLElement {
  const model = $barModel.get();
  return h(
    'header',
    { class: 'ex-header', part: 'bar' },
    model.watermark && watermark(),
    logo(model),
    ...badges(model),
    h(
      'nav',
      { class: 'ex-nav', part: 'nav', 'aria-label': t('header.mainNav') },
      ...model.nav.map((group) => navMenu(group, 'start')),
      h(
        'div',
        { class: 'ex-nav__measure', 'aria-hidden': 'true' },
        ...model.nav.map((group) =>
          h('span', { class: 'ex-menu__trigger' }, h('span', {}, t(group.labelKey)), glyph(GLYPHS.chevronDown)),
        ),
        h('span', { class: 'ex-icon-button' }),
      ),
    ),
    h(
      'div',
      { class: 'ex-end', part: 'end' },
      model.auth &&
        h(
          'div',
          { class: 'ex-auth' },
          link('ex-auth__login', 'login-link', 'login', model.auth.login, t('header.login')),
          link('ex-auth__register', 'register-link', 'register', model.auth.register, t('header.register')),
        ),
      ...model.account.map((group) => navMenu(group, 'end', 'ex-account-menu')),
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
      ...toolbar(),
    ),
  );
}

/** The menus that do not fit move into "More menus", measured as CollapsibleNav measures them. */
function collapse(tree: HTMLElement): void {
  const nav = tree.querySelector<HTMLElement>('.ex-nav');
  const row = nav?.querySelector<HTMLElement>('.ex-nav__measure');
  if (!nav || !row) return;
  const widths = measuredWidths(row);
  const items = widths.slice(0, -1);
  const visible = fitCount(items, availableSpace(nav), widths[items.length], navGap(nav));
  const menus = Array.from(nav.querySelectorAll(':scope > .ex-menu'));
  if (visible >= menus.length) return;
  menus.slice(visible).forEach((menu) => menu.remove());
  row.before(
    dropdown({
      menuId: 'collapse',
      trigger: [glyph(GLYPHS.dots)],
      triggerClass: 'ex-icon-button',
      triggerPart: 'more-trigger',
      label: t('header.moreMenus'),
      panelClass: 'ex-panel ex-panel--end',
      panelPart: 'menu-panel',
    }),
  );
}

function compactBar(): HTMLElement {
  const model = $barModel.get();
  const button = (kind: string, label: string, icon: SVGSVGElement) =>
    h(
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
  return h(
    'header',
    { class: 'ex-header ex-compact', part: 'bar compact-bar' },
    model.watermark && watermark(),
    button('nav', t('drawer.openNav'), glyph(GLYPHS.menu)),
    logo(model),
    ...badges(model),
    h(
      'span',
      { class: 'ex-compact__end' },
      button('user', t(model.auth ? 'drawer.openUserVisitor' : 'drawer.openUser'), glyph(GLYPHS.person)),
      button('preferences', t('drawer.openPreferences'), glyph(GLYPHS.gear)),
    ),
  );
}

function toolbar(): HTMLElement[] {
  const toggle = themeToggle($theme.get());
  const themeLabel = t(toggle.labelKey);
  const buttons: HTMLElement[] = [];
  if ($flags.get().languageSetting) {
    buttons.push(
      h(
        'button',
        {
          type: 'button',
          class: 'ex-icon-button ex-lang-button',
          part: 'language-button',
          'aria-haspopup': 'dialog',
          'aria-label': t('header.languageCurrent', { language: $language.get().languageName, unit: $unit.get() }),
          title: t('header.language'),
          'data-overlay-trigger': 'lang',
        },
        glyph(GLYPHS.globe),
      ),
    );
  }
  buttons.push(
    h(
      'button',
      { type: 'button', class: 'ex-icon-button', part: 'theme-toggle', 'aria-label': themeLabel, title: themeLabel },
      glyph(GLYPHS[toggle.icon]),
    ),
    h(
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
  );
  return buttons;
}

const watermark = () =>
  h('span', {
    class: 'ex-watermark',
    part: 'watermark',
    'aria-hidden': 'true',
    'data-label': t('accountBar.demoChange'),
  });

const logo = (model: BarModel) =>
  h('a', { class: 'ex-logo', part: 'logo', href: model.home, 'aria-label': t('header.logoLabel') }, glyph(GLYPHS.logo));

const badges = (model: BarModel) =>
  model.badges.map((badge) => {
    const titleKey = badgeTitleKey(badge);
    return h(
      'span',
      { class: 'ex-badge', part: badgePart(badge), 'data-badge': badge, title: titleKey ? t(titleKey) : null },
      t(BADGE_LABEL_KEYS[badge]),
    );
  });

const link = (className: string, part: string, id: string, href: string, text: string) =>
  h('a', { class: className, part, href, 'data-item-id': id }, text);

const navMenu = (group: GroupSummary, align: 'start' | 'end', className = '') =>
  dropdown({
    menuId: group.id,
    className,
    trigger: [h('span', {}, t(group.labelKey)), glyph(GLYPHS.chevronDown)],
    triggerClass: 'ex-menu__trigger',
    triggerPart: 'menu-trigger',
    panelClass: `ex-panel ex-panel--${align}`,
    panelPart: 'menu-panel',
  });

let panels = 0;

/** A closed Dropdown (src/components/dropdown/Dropdown.tsx): the wrapper, its trigger and the empty panel. */
function dropdown(options: {
  menuId: string;
  className?: string;
  trigger: Node[];
  triggerClass: string;
  triggerPart: string;
  label?: string;
  panelClass: string;
  panelPart: string;
}): HTMLElement {
  const panelId = `ex-first-paint-${(panels += 1)}`;
  return h(
    'div',
    { class: `ex-menu ${options.className ?? ''}`.trim(), 'data-menu': options.menuId, 'data-state': 'closed' },
    h(
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
    h('div', { class: options.panelClass, part: options.panelPart, id: panelId, hidden: '', popover: 'manual' }),
  );
}
