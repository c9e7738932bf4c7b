// The plain-DOM first paint must be the React bar, node for node and pixel for pixel, or the takeover would show.
// Role by role (spec section 6), in en, de and ar, light and dark, at a width where every menu fits, one where
// menus collapse, and the small-screen width: the same elements, attributes and texts, and every part in the
// same place.
import { afterEach, describe, expect, it } from 'vitest';
import { USERS } from '../menu/test-support';
import { addTexts } from '../i18n/texts';
import type { HostHandle } from '../render/view';
import { cleanup, frames, mount, shadow } from '../components/compact/test-support';
import { adoptSharedStyles } from '../internal/style-sheet';
import { paintHeader } from './header';
import { map } from 'nanostores';

addTexts('de', {
  header: { login: 'Anmelden', register: 'Registrieren', moreMenus: 'Weitere Menüs', settings: 'Einstellungen' },
  nav: { spot: 'Spot-Handel', futures: 'Futures-Kontrakte', strategy: 'Handelsbots', more: 'Mehr' },
});
addTexts('ar', { header: { login: 'تسجيل الدخول', register: 'التسجيل' }, nav: { spot: 'التداول الفوري' } });

const ROLES: Record<string, Record<string, string>> = {
  visitor: {},
  master: { user: JSON.stringify(USERS.master) },
  'sub-account': { user: JSON.stringify(USERS.sub) },
  'sub-account trader': { user: JSON.stringify(USERS.subTrader) },
  'demo status (watermark)': { user: JSON.stringify(USERS.demoStatus) },
  'creation demo': { user: JSON.stringify(USERS.master), mode: 'creation-demo' },
  simulation: { user: JSON.stringify(USERS.master), mode: 'simulation' },
  'unified user on a unified page': { user: JSON.stringify(USERS.unified), 'unified-page': '' },
};

/** A node as comparable text: tag, sorted attributes (ids are per-render) and children; the toast region is React's alone. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  if (node.matches('.ex-toasts, [part~="toasts"]')) return '';
  const attributes = Array.from(node.attributes)
    .filter((attribute) => attribute.name !== 'id' && attribute.name !== 'aria-controls')
    .map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`)
    .sort();
  const children = Array.from(node.childNodes).map(canonical).filter(Boolean);
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`;
}

/** Where each drawn part is, relative to the bar (closed panels are not drawn). */
function geometry(root: ShadowRoot): string[] {
  const bar = root.querySelector('[part~="bar"]')!.getBoundingClientRect();
  return Array.from(root.querySelectorAll('[part]'))
    .filter((element) => !element.matches('[part~="toasts"]'))
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 || box.height > 0)
    .map(({ element, box }) => {
      return `${element.getAttribute('part')} ${[box.x - bar.x, box.y - bar.y, box.width, box.height].map((n) => n.toFixed(2)).join(',')}`;
    });
}

function paintBeside(width: number): ShadowRoot {
  const { element } = mount<HTMLDivElement>('<div></div>', width);
  const root = element.attachShadow({ mode: 'open' });
  adoptSharedStyles(root);
  const handle: HostHandle = { host: element, ownerId: 'first-paint-test', own: map({}), emit: () => true };
  paintHeader(handle, root);
  return root;
}

afterEach(cleanup);

describe('the first paint is the React bar', () => {
  const cases = Object.keys(ROLES).flatMap((role) =>
    (['en', 'de', 'ar'] as const).flatMap((locale) =>
      [1920, 1100, 375].map((width) => ({ role, locale, width, theme: width === 1100 ? 'dark' : 'light' })),
    ),
  );

  // The plain bar is fitted to its width in the frame that first lays it out (before that frame paints): compared
  // at the next frame, it is what that first frame showed.
  it.each(cases)('$role, $locale, $width px, $theme', async ({ role, locale, width, theme }) => {
    const attributes = Object.entries({ ...ROLES[role], locale, theme })
      .map(([name, value]) => `${name}='${value.replace(/'/g, '&#39;')}'`)
      .join(' ');
    const { element: header } = mount(`<ex-header ${attributes}></ex-header>`, width);
    const react = shadow(header);
    const plain = paintBeside(width);
    await frames(2);

    expect(canonical(plain.querySelector('.ex-root')!)).toBe(canonical(react.querySelector('.ex-root')!));
    expect(geometry(plain)).toEqual(geometry(react));
    expect(plain.host.getAttribute('data-ex-layout')).toBe(header.getAttribute('data-ex-layout'));
  });

  it('the table covers both layouts and a collapsed bar', () => {
    const { element: header } = mount(`<ex-header locale="de"></ex-header>`, 1100);
    expect(shadow(header).querySelector('[data-menu="collapse"]')).not.toBeNull();
    const { element: small } = mount(`<ex-header></ex-header>`, 375);
    expect(shadow(small).querySelector('[part~="compact-bar"]')).not.toBeNull();
  });
});
