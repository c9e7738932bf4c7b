// The framework-free behaviours on nodes drawn from the bar's description with plain DOM (no React anywhere): what a
// link, an account action, the theme toggle, a dialog or drawer button, the nav's fit, the language picker and the toasts
// do, whoever drew the nodes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelPendingNavigation } from '../../src/actions/navigation';
import { elementBehaviours } from '../../src/behaviour/element';
import { dialogBehaviour } from '../../src/behaviour/dialog';
import { followLayout } from '../../src/behaviour/layout';
import { followNavFit } from '../../src/behaviour/nav-fit';
import { followBarFit } from '../../src/behaviour/bar-fit';
import { $barFits } from '../../src/stores/bar-fit';
import { drawElement, patchElement } from '../../src/render/markup-patch';
import { registerCoreStyles } from '../../src/styles/core';
import { ExNavigateEvent, type Emit } from '../../src/events';
import { adoptSharedStyles } from '../../src/internal/style-sheet';
import { describeBar, describeCompactBar, describeDesktopBar, describeRoot, type BarInput } from '../../src/markup/bar';
import { describeThemeDialog } from '../../src/views/theme-dialog';
import { translate } from '../../src/i18n/texts';
import { toElement } from '../../src/render/markup-dom';
import { $barInput } from '../../src/markup/bar-input';
import { $overlay, closeOverlay } from '../../src/stores/overlay';
import { $savedTheme, $theme, $themeSetting } from '../../src/stores/theme';
import { frames, until } from '../support/wait';
import { choicesBehaviour } from '../../src/behaviour/choice-list';
import { LANGUAGES } from '../../src/i18n/languages';
import { addStyles } from '../../src/internal/style-sheet';
import { describeLangPicker, type LangPickerVariant } from '../../src/markup/lang-picker';
import { patchChildren } from '../../src/render/markup-patch';
import { $localeSetting } from '../../src/stores/locale';
import { $langPickerInput } from '../../src/markup/inputs';
import { $pickerViews, FRESH_PICKER, pickerView } from '../../src/stores/picker';
import { $savedUnit, DEFAULT_RATES } from '../../src/stores/unit';
import langCss from '../../src/styles/lang-picker.css?inline';
import { drawPageToasts } from '../../src/plain/toasts';
import { drawToastRoot } from '../../src/render/toast-root';
import { describeUserPanel } from '../../src/markup/user-panel';
import { provideMenuModel } from '../../src/actions/provide-menu-model';
import { $mode, $simulationInfo, $user } from '../../src/stores/account';
import { $headerModel } from '../../src/stores/model';
import { $userPanelInput } from '../../src/markup/inputs';
import { $toasts, dismissToast, showToast } from '../../src/stores/toasts';

const OWNER = 'behaviour-test-1';
let stop: (() => void) | null = null;
let host: HTMLElement | null = null;
let events: Event[] = [];
const emit: Emit = (event) => {
  events.push(event);
  host!.dispatchEvent(event);
  return !event.defaultPrevented;
};

/** A bar drawn with plain DOM in a shadow root, with the element behaviours attached to its inner root. */
function drawn(describe: (input: BarInput) => ReturnType<typeof describeDesktopBar>, width = 1440): HTMLElement {
  host = document.createElement('div');
  host.style.inlineSize = `${width}px`;
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  registerCoreStyles();
  adoptSharedStyles(root);
  const inner = toElement({
    tag: 'div',
    attributes: { class: 'ex-root', 'data-theme': 'light' },
    children: [describe($barInput.get())],
  });
  root.append(inner);
  stop = elementBehaviours(inner, { ownerId: OWNER, emit });
  return inner;
}

beforeEach(() => {
  events = [];
  $themeSetting.set('light');
  $savedTheme.set(null);
});
afterEach(() => {
  stop?.();
  stop = null;
  host?.remove();
  host = null;
  closeOverlay();
  cancelPendingNavigation();
});

describe('links', () => {
  it('a plain click sends ex-navigate (cancelable) with the item id and href, instead of following the link', () => {
    const root = drawn(describeDesktopBar);
    const login = root.querySelector<HTMLAnchorElement>('[part~="login-link"]')!;
    host!.addEventListener('ex-navigate', (event) => event.preventDefault());
    login.click();
    const navigate = events.find((event) => event instanceof ExNavigateEvent) as ExNavigateEvent;
    expect(navigate.detail).toEqual({ href: login.getAttribute('href'), newWindow: false, itemId: 'login' });
  });

  it('a modified click keeps the browser behaviour; a click another listener already handled is left alone', () => {
    const root = drawn(describeDesktopBar);
    const logo = root.querySelector<HTMLAnchorElement>('[part~="logo"]')!;
    let followed = 0;
    document.addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed += 1;
      event.preventDefault();
    });
    logo.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
    const handled = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    logo.addEventListener('click', (event) => event.preventDefault(), { once: true });
    logo.dispatchEvent(handled);
    expect(events).toEqual([]);
    expect(followed).toBe(1);
  });
});

describe('the theme toggle', () => {
  it('chooses the theme it names, once per click, and says so', () => {
    const root = drawn(describeDesktopBar);
    root.querySelector<HTMLButtonElement>('[part~="theme-toggle"]')!.click();
    expect($theme.get()).toBe('dark');
    expect(events.map((event) => [event.type, (event as CustomEvent).detail])).toEqual([
      ['ex-theme-change', { theme: 'dark' }],
    ]);
  });

  it('ignores a value it does not know', () => {
    const root = drawn(describeDesktopBar);
    const toggle = root.querySelector<HTMLButtonElement>('[part~="theme-toggle"]')!;
    toggle.setAttribute('data-theme-next', 'sepia');
    toggle.click();
    expect($theme.get()).toBe('light');
    expect(events).toEqual([]);
  });
});

describe('dialog and drawer buttons', () => {
  it.each([
    ['language-button', 'lang'],
    ['settings-button', 'theme'],
  ])('%s opens the %s dialog in the overlay store, for this element', (part, kind) => {
    const root = drawn(describeDesktopBar);
    root.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!.click();
    expect($overlay.get()).toEqual({ kind, owner: OWNER });
  });

  it('a drawer button opens its drawer and says it is open once it shows; the others say they are not', async () => {
    const root = drawn(describeCompactBar, 375);
    const button = (kind: string) => root.querySelector<HTMLButtonElement>(`[data-drawer="${kind}"]`)!;
    const expanded = () => ['nav', 'user', 'preferences'].map((kind) => button(kind).getAttribute('aria-expanded'));
    button('user').click();
    expect($overlay.get()).toEqual({ kind: 'drawer:user', owner: OWNER });
    // Asked for, not shown yet (its code loading): not expanded.
    expect(expanded()).toEqual(['false', 'false', 'false']);
    // Whoever draws it shows it: a modal dialog of this element holding the user drawer.
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<div data-drawer-kind="user"></div>';
    (root.getRootNode() as ShadowRoot).append(dialog);
    dialog.showModal();
    await until(() => button('user').getAttribute('aria-expanded') === 'true', 'expanded once shown');
    expect(expanded()).toEqual(['false', 'true', 'false']);
    closeOverlay();
    dialog.close();
    dialog.remove();
    expect(button('user').getAttribute('aria-expanded')).toBe('false');
  });

  it('another element opening an overlay does not mark this element’s buttons', () => {
    const root = drawn(describeCompactBar, 375);
    $overlay.set({ kind: 'drawer:nav', owner: 'someone-else' });
    expect(root.querySelector('[data-drawer="nav"]')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('a button naming an overlay that does not exist opens nothing', () => {
    const root = drawn(describeCompactBar, 375);
    const button = root.querySelector<HTMLButtonElement>('[data-drawer="nav"]')!;
    button.setAttribute('data-drawer', 'cellar');
    button.click();
    expect($overlay.get()).toBeNull();
  });

  it('stops when asked: no listener and no store subscription stays behind', () => {
    const listeners = $overlay.lc;
    const root = drawn(describeCompactBar, 375);
    stop!();
    stop = null;
    root.querySelector<HTMLButtonElement>('[data-drawer="nav"]')!.click();
    expect($overlay.get()).toBeNull();
    expect($overlay.lc).toBe(listeners);
  });
});

describe('the nav fit (one measure for every renderer)', () => {
  /** The count the fit reports for a bar of `width`, after `change` (a style, a width). */
  async function countFor(width: number, change?: (root: HTMLElement) => void): Promise<number[]> {
    const root = drawn(describeDesktopBar, width);
    const counts: number[] = [];
    const stopFit = followNavFit(root.querySelector<HTMLElement>('.ex-nav')!, (count) => counts.push(count));
    await until(() => counts.length > 0, 'the first count');
    change?.(root);
    await frames(3);
    stopFit();
    return counts;
  }
  const menus = () => $barInput.get().model.nav.length;

  it('every menu fits a wide bar; fewer fit a narrow one', async () => {
    expect((await countFor(1900)).at(-1)).toBe(menus());
    host?.remove();
    stop?.();
    expect((await countFor(1000)).at(-1)).toBeLessThan(menus());
  });

  it('larger text and text spacing in the shadow root make it count again, fewer', async () => {
    const counts = await countFor(1440, (root) => {
      const style = document.createElement('style');
      style.textContent =
        '.ex-root { font-size: 28px !important; } * { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }';
      (root.getRootNode() as ShadowRoot).append(style);
    });
    expect(counts[0]).toBe(menus());
    expect(counts.at(-1)).toBeLessThan(menus());
  });

  it('a narrower bar makes it count again (the nav’s own extent is watched)', async () => {
    const counts = await countFor(1900, () => (host!.style.inlineSize = '900px'));
    expect(counts.at(-1)).toBeLessThan(counts[0]);
  });
});

describe('the layout (one follower for every renderer)', () => {
  it('reports each switch between the bars from the element’s own width, not each width, without a ResizeObserver loop', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    addEventListener('error', onError);
    host = document.createElement('div');
    host.style.inlineSize = '1440px';
    document.body.append(host);
    host.attachShadow({ mode: 'open' });
    const seen: string[] = [];
    // Each switch changes the element's height, as the bars do (64 / 48 px).
    const stopLayout = followLayout(host, 'desktop', (layout) => {
      seen.push(layout);
      host!.style.blockSize = layout === 'compact' ? '48px' : '64px';
    });
    await frames(2);
    for (const width of ['1300px', '600px', '500px', '1100px']) {
      host.style.inlineSize = width;
      await frames(2);
    }
    expect(seen).toEqual(['compact', 'desktop']);
    expect(host.shadowRoot!.querySelectorAll('[data-ex-probe]')).toHaveLength(1);
    stopLayout();
    expect(host.shadowRoot!.querySelectorAll('[data-ex-probe]')).toHaveLength(0);
    removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });
});

describe("the bar's fit (one follower for every renderer, which draws what it says)", () => {
  it.each([
    ['in a microtask, as the plain bar does', queueMicrotask],
    ['in the next frame, as React may when it renders later', (then: () => void) => void requestAnimationFrame(then)],
  ])(
    'follows the width and the labels from one redraw to the next, on the same nav, without a ResizeObserver loop; a count after the switch to the compact bar does not take it back: drawn %s',
    async (_, later) => {
      const errors: string[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.message);
      addEventListener('error', onError);
      const owner = 'bar-fit-test-1';
      host = document.createElement('div');
      host.style.inlineSize = '1900px';
      document.body.append(host);
      const root = host.attachShadow({ mode: 'open' });
      registerCoreStyles();
      adoptSharedStyles(root);
      const layouts: (string | null)[] = [];
      const fitNow = () => $barFits.get()[owner]!;
      $barFits.setKey(owner, { layout: 'desktop', visibleMenus: null });
      const described = () =>
        describeRoot(
          $barInput.get(),
          'ex-header-root',
          describeBar($barInput.get(), fitNow().layout, fitNow().visibleMenus),
        );
      // A renderer: the bar drawn again in place when the fit changes.
      const inner = drawElement(described());
      root.append(inner);
      const follower = followBarFit({ ownerId: owner, host, setLayout: (layout) => layouts.push(layout) }, 'desktop');
      const stopRedrawing = $barFits.listen(() =>
        later(() => {
          patchElement(inner, described());
          follower.drawn(inner);
        }),
      );
      follower.drawn(inner);
      const nav = inner.querySelector('.ex-nav')!;
      const row = nav.querySelector('.ex-nav__measure')!;
      const shownMenus = () => inner.querySelectorAll('.ex-nav > .ex-menu:not([data-menu="collapse"])').length;
      const menus = $barInput.get().model.nav.length;
      try {
        await frames(3);
        expect(fitNow()).toEqual({ layout: 'desktop', visibleMenus: null });
        expect(layouts).toEqual(['desktop']);

        host.style.inlineSize = '1100px';
        await frames(3);
        const fewer = fitNow().visibleMenus!;
        expect(fewer).toBeLessThan(menus);
        expect(shownMenus()).toBe(fewer);
        expect(inner.querySelector('[data-menu="collapse"]')).not.toBeNull();
        expect(inner.querySelector('.ex-nav')).toBe(nav);
        expect(nav.querySelector('.ex-nav__measure')).toBe(row);

        // Larger text after that redraw: the labels the row kept are still followed.
        const larger = document.createElement('style');
        larger.textContent = '.ex-root { font-size: 28px !important; }';
        root.append(larger);
        await frames(3);
        expect(fitNow().visibleMenus!).toBeLessThan(fewer);
        expect(shownMenus()).toBe(fitNow().visibleMenus);

        // The compact bar: the nav's count in the same frame (it shows until redrawn) does not take the desktop bar back.
        host.style.inlineSize = '600px';
        await frames(3);
        expect(fitNow()).toEqual({ layout: 'compact', visibleMenus: null });
        expect(layouts.at(-1)).toBe('compact');
        expect(inner.querySelector('.ex-nav')).toBeNull();

        larger.remove();
        host.style.inlineSize = '1900px';
        await frames(3);
        expect(fitNow()).toEqual({ layout: 'desktop', visibleMenus: null });
        expect(shownMenus()).toBe(menus);
        expect(errors).toEqual([]);
      } finally {
        stopRedrawing();
        follower.stop();
        $barFits.setKey(owner, undefined);
        removeEventListener('error', onError);
      }
    },
  );
});

describe('the dialog and the theme options (the theme dialog drawn with plain DOM)', () => {
  /** The bar, and the theme dialog drawn beside it in a root of its own, its behaviours attached. */
  function openThemeDialog() {
    const bar = drawn(describeDesktopBar);
    const shadowRoot = bar.getRootNode() as ShadowRoot;
    const settings = bar.querySelector<HTMLButtonElement>('[part~="settings-button"]')!;
    settings.focus();
    const overlay = toElement({
      tag: 'div',
      attributes: { class: 'ex-root', 'data-theme': 'light' },
      children: [describeThemeDialog((key) => translate('en', key), 'light')],
    });
    shadowRoot.append(overlay);
    const stopOptions = elementBehaviours(overlay, { ownerId: OWNER, emit });
    const closes: string[] = [];
    const dialog = overlay.querySelector('dialog')!;
    const stopDialog = dialogBehaviour(dialog, {
      onClose: () => void closes.push('close'),
      host: { ownerId: OWNER, emit },
    });
    return { bar, shadowRoot, settings, overlay, dialog, closes, stop: () => (stopDialog(), stopOptions()) };
  }

  it('opens modal, with the page scroll locked; Escape, the backdrop and the close button ask to close', async () => {
    const { dialog, closes, stop } = openThemeDialog();
    expect(dialog.open).toBe(true);
    expect(dialog.matches(':modal')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    dialog.click();
    dialog.querySelector<HTMLButtonElement>('[data-dialog-close]')!.click();
    dialog.querySelector<HTMLButtonElement>('[data-theme-option="light"]')!.click();
    expect(closes).toEqual(['close', 'close', 'close']);
    stop();
    expect(dialog.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('the options choose by click and by arrow keys (one tab stop), each choice said once', () => {
    const { dialog, stop } = openThemeDialog();
    dialog.querySelector<HTMLButtonElement>('[data-theme-option="dark"]')!.click();
    expect($theme.get()).toBe('dark');
    const light = dialog.querySelector<HTMLButtonElement>('[data-theme-option="light"]')!;
    light.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    expect($theme.get()).toBe('dark');
    const dark = dialog.querySelector<HTMLButtonElement>('[data-theme-option="dark"]')!;
    dark.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, composed: true }));
    expect($theme.get()).toBe('light');
    expect(events.map((event) => (event as CustomEvent).detail)).toEqual([{ theme: 'dark' }, { theme: 'light' }]);
    stop();
  });

  it('focus goes back to what had it, or to the same control when the bar was drawn anew meanwhile', () => {
    const { bar, settings, stop } = openThemeDialog();
    // The bar is drawn anew (a theme chosen in the dialog): the old button is gone.
    const redrawn = toElement({
      tag: 'div',
      attributes: { class: 'ex-root' },
      children: [describeDesktopBar($barInput.get())],
    });
    bar.replaceWith(redrawn);
    expect(settings.isConnected).toBe(false);
    stop();
    expect((redrawn.getRootNode() as ShadowRoot).activeElement).toBe(
      redrawn.querySelector('[part~="settings-button"]'),
    );
  });

  it('Tab wraps inside it', async () => {
    const { dialog, shadowRoot, stop } = openThemeDialog();
    const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')];
    focusable.at(-1)!.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true });
    focusable.at(-1)!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(shadowRoot.activeElement).toBe(focusable[0]);
    stop();
  });
});

describe("the language picker's lists and tabs (drawn with plain DOM, redrawn from the store)", () => {
  /** The picker drawn in a shadow root and drawn again on every change of its inputs or its view, as the plain bar does. */
  function drawPicker(variant: LangPickerVariant, width = 900) {
    host = document.createElement('div');
    host.style.inlineSize = `${width}px`;
    document.body.append(host);
    host.addEventListener('ex-navigate', (event) => event.preventDefault());
    const shadowRoot = host.attachShadow({ mode: 'open' });
    registerCoreStyles();
    addStyles(langCss);
    adoptSharedStyles(shadowRoot);
    const root = document.createElement('div');
    root.className = 'ex-root';
    shadowRoot.append(root);
    const draw = () =>
      patchChildren(root, [
        describeLangPicker($langPickerInput.get(), variant, pickerView(OWNER), { autofocus: true }),
      ]);
    draw();
    const chosen: string[] = [];
    const stops = [
      $langPickerInput.listen(draw),
      $pickerViews.listen(draw),
      choicesBehaviour(root, { ownerId: OWNER, emit }, () => void chosen.push('chosen')),
    ];
    stop = () => stops.forEach((undo) => undo());
    const list = (name: string) => root.querySelector<HTMLElement>(`[data-choices="${name}"]`)!;
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[data-choice-filter="${name}"]`)!;
    const shown = (name: string) =>
      [...list(name).querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.dataset.value);
    const active = (name: string) => list(name).getAttribute('aria-activedescendant');
    const key = (target: Element, name: string) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
      target.dispatchEvent(event);
      return event;
    };
    return { root, shadowRoot, list, field, shown, active, key, chosen };
  }
  afterEach(() => {
    $localeSetting.set(null);
    $savedUnit.set(null);
    $pickerViews.set({});
    // A unit or language chosen here is saved for the page (localStorage), which other test files share.
    localStorage.clear();
  });

  it('a letter typed in the list moves to the filter; the matches are drawn, counted, and Enter in the field picks the one left', () => {
    const { shadowRoot, list, field, shown, key, chosen, root } = drawPicker('default');
    list('language').focus();
    key(list('language'), 'g');
    expect(shadowRoot.activeElement).toBe(field('language'));
    field('language').value += 'erman';
    field('language').dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(pickerView(OWNER).query.language).toBe('german');
    expect(shown('language')).toEqual(['de']);
    expect(root.querySelector('[role="status"]')!.textContent).toBe('1 match');
    key(field('language'), 'Enter');
    expect(chosen).toEqual(['chosen']);
    expect(events.map((event) => event.type)).toEqual([
      'ex-unit-change',
      'ex-locale-change',
      'ex-analytics',
      'ex-navigate',
    ]);
  });

  it('Escape in a non-empty field clears it and goes no further; ArrowDown goes back to the list; no match says so', () => {
    const { shadowRoot, list, field, shown, key, root } = drawPicker('default');
    field('unit').value = 'zzz';
    field('unit').dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(shown('unit')).toEqual([]);
    expect(root.querySelectorAll('[role="status"]')[1].textContent).toBe('No matches');
    const escape = key(field('unit'), 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(field('unit').value).toBe('');
    expect(shown('unit').length).toBeGreaterThan(1);
    key(field('unit'), 'ArrowDown');
    expect(shadowRoot.activeElement).toBe(list('unit'));
    // An empty field lets Escape through (the dialog closes).
    expect(key(field('unit'), 'Escape').defaultPrevented).toBe(false);
  });

  it('the arrow keys move by the drawn columns, Home and End jump, Space chooses the active unit', () => {
    const { root, list, active, key, chosen } = drawPicker('wide', 900);
    expect(active('language')).toBe('ex-choice-language-en');
    key(list('language'), 'ArrowLeft');
    const left = list('language').querySelector(`#${active('language')}`)!;
    expect(left.closest('[role="group"]')!.querySelector('[role="presentation"]')!.textContent).toBe('Europe');
    key(list('language'), 'End');
    expect(active('language')).toBe(
      `ex-choice-language-${LANGUAGES.filter((l) => l.region === 'middle-east-africa').at(-1)!.locale}`,
    );
    key(list('language'), 'Home');
    expect(active('language')).toBe('ex-choice-language-zh-CN');
    // The currency tab's list is drawn when the tab is shown.
    expect(list('unit')).toBeNull();
    root.querySelector<HTMLElement>('[role="tab"][data-tab="unit"]')!.click();
    key(list('unit'), 'End');
    key(list('unit'), ' ');
    expect(chosen).toEqual(['chosen']);
    expect(events.map((event) => (event as CustomEvent).detail)).toEqual([{ unit: DEFAULT_RATES.at(-1)!.type }]);
  });

  it('the tabs show their panel by click and by the arrow keys, mirrored right to left', () => {
    const { root, key } = drawPicker('wide');
    const tabs = () => [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = () => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    tabs()[1].click();
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(panels().map((panel) => panel.hidden)).toEqual([true, false]);
    root.dir = 'rtl';
    key(tabs()[1], 'ArrowRight');
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect((root.getRootNode() as ShadowRoot).activeElement).toBe(tabs()[0]);
  });

  it('a choice made elsewhere moves the active option to it; an overlay opening or closing for the element starts afresh', () => {
    const { list, active, key } = drawPicker('default');
    key(list('language'), 'ArrowDown');
    expect(active('language')).toBe(`ex-choice-language-${LANGUAGES[1].locale}`);
    $localeSetting.set('ja');
    expect(active('language')).toBe('ex-choice-language-ja');
    key(list('language'), 'ArrowDown');
    expect(pickerView(OWNER).active.language).not.toBeNull();
    $overlay.set({ kind: 'lang', owner: OWNER });
    expect(pickerView(OWNER)).toBe(FRESH_PICKER);
  });
});

describe('account actions of menu entries and the toasts they show (plain DOM, no React)', () => {
  const USER = { userId: '20251101', loginName: 'alice@example.com', showUserVip: 1, vipLevel: 2 } as const;
  /** The user menu's panel drawn from its description inside the bar's root, the element behaviours on it. */
  async function drawUserPanel() {
    $user.set({ ...USER });
    $simulationInfo.set({ simulation: true });
    provideMenuModel();
    const group = await until(() => $headerModel.get()?.user, "the user's menu");
    return drawn(() => describeUserPanel(group, $userPanelInput.get()));
  }
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    $user.set(null);
    $simulationInfo.set({});
    $mode.set('real');
    vi.restoreAllMocks();
  });

  it('copy UID: the clipboard gets the UID, a "Copied" toast; the menu stays open', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const root = await drawUserPanel();
    $overlay.set({ kind: 'menu:user', owner: OWNER });
    root.querySelector<HTMLButtonElement>('[data-action="copy-uid"]')!.click();
    await until(() => $toasts.get().length > 0, 'the toast');
    expect(writeText).toHaveBeenCalledWith(USER.userId);
    expect($toasts.get().map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'success', message: 'Copied' },
    ]);
    expect($overlay.get()).toEqual({ kind: 'menu:user', owner: OWNER });
  });

  it('a mode change goes ahead from this element (cancelable) and closes what it was in; a prevented one does not', async () => {
    const root = await drawUserPanel();
    host!.addEventListener('ex-navigate', (event) => event.preventDefault());
    $overlay.set({ kind: 'drawer:user', owner: OWNER });
    const demo = root.querySelector<HTMLButtonElement>(
      '[data-action="switch-to-demo"], [data-action="enter-simulation"]',
    );
    expect(demo).not.toBeNull();
    const prevent = (event: Event) => event.preventDefault();
    host!.addEventListener('ex-mode-change', prevent, { once: true });
    demo!.click();
    await until(() => events.some((event) => event.type === 'ex-mode-change'), 'the prevented mode change');
    await frames();
    expect($overlay.get()).toEqual({ kind: 'drawer:user', owner: OWNER });
    demo!.click();
    await until(() => $overlay.get() === null, 'the drawer to close');
    expect(events.filter((event) => event.type === 'ex-mode-change')).toHaveLength(2);
    expect($mode.get()).not.toBe('real');
  });

  it('an entry marked aria-disabled (a logout under way) does nothing', async () => {
    const root = await drawUserPanel();
    const logout = root.querySelector<HTMLButtonElement>('[data-action="logout"]')!;
    logout.setAttribute('aria-disabled', 'true');
    logout.click();
    await frames();
    expect(events.filter((event) => event.type === 'ex-logout')).toEqual([]);
  });

  it('the page toasts: said in the live regions the first element drew with its first paint; a close gives focus back; they move when its toast root goes', async () => {
    const root = drawn(describeDesktopBar);
    const shadowRoot = root.getRootNode() as ShadowRoot;
    const removeToastRoot = drawToastRoot(shadowRoot);
    const button = root.querySelector<HTMLButtonElement>('[part~="settings-button"]')!;
    button.focus();
    const viewport = () => shadowRoot.querySelector<HTMLElement>('.ex-toasts')!;
    const regions = [...viewport().querySelectorAll('[aria-live]')];
    expect(regions.map((region) => region.getAttribute('aria-live'))).toEqual(['assertive', 'polite']);
    // A second element's toast root, connected after: the toasts go in the first's.
    const other = document.createElement('div');
    document.body.append(other);
    const otherRoot = other.attachShadow({ mode: 'open' });
    const removeOtherRoot = drawToastRoot(otherRoot);
    const stopToasts = drawPageToasts();
    showToast({ kind: 'success', message: 'Copied', duration: 0 });
    // At once, in the regions that were there before (the same nodes).
    expect(viewport().querySelector('[aria-live="polite"]')!.textContent).toContain('Copied');
    expect([...viewport().querySelectorAll('[aria-live]')]).toEqual(regions);
    expect(viewport().matches(':popover-open')).toBe(true);
    expect(otherRoot.querySelector('.ex-toasts')!.textContent).toBe('');
    viewport().querySelector<HTMLButtonElement>('[data-toast-close]')!.click();
    expect($toasts.get()).toEqual([]);
    expect(shadowRoot.activeElement).toBe(button);
    // The first element goes (its toast root with it): what shows moves to the next one's regions.
    showToast({ kind: 'info', message: 'Later', duration: 0 });
    removeToastRoot();
    await until(() => otherRoot.querySelector('.ex-toasts')!.textContent!.includes('Later'), 'the toast to move');
    expect(otherRoot.querySelector('.ex-toasts')!.matches(':popover-open')).toBe(true);
    stopToasts();
    expect(otherRoot.querySelector('.ex-toasts')!.textContent).toBe('');
    removeOtherRoot();
    other.remove();
    for (const toast of $toasts.get()) dismissToast(toast.id);
  });
});
