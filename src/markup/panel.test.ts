import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/texts';
import type { MenuEntry, MenuGroup } from '../menu/types';
import type { Markup, MarkupElement } from './node';
import { describeEntry, describeGroupPanel, describeSections, type PanelInput } from './panel';

const input = (locale = 'en', theme: PanelInput['theme'] = 'light'): PanelInput => ({
  locale,
  theme,
  t: (key, values) => translate(locale, key, values),
});

const entry = (fields: Partial<MenuEntry> = {}): MenuEntry => ({
  id: 'convert',
  labelKey: 'menu.spot.convert.label',
  descKey: 'menu.spot.convert.desc',
  href: '/convert',
  newWindow: false,
  ...fields,
});

/** The text a described tree shows, in order. */
const text = (markup: Markup | null): string =>
  markup === null ? '' : typeof markup === 'string' ? markup : markup.children.map(text).join('|');
const find = (markup: MarkupElement, className: string): MarkupElement | undefined => {
  if (markup.attributes.class?.split(' ').includes(className)) return markup;
  for (const child of markup.children) {
    if (typeof child === 'string') continue;
    const found = find(child, className);
    if (found) return found;
  }
  return undefined;
};

describe('describeEntry: one menu entry as markup (what the plain bar, React and a server draw)', () => {
  it('a link with its label and description and the group-qualified item id', () => {
    const convert = entry();
    const link = describeEntry(convert, input(), { itemId: 'spot.convert' })!;
    expect(link.tag).toBe('a');
    expect(link.attributes).toMatchObject({ class: 'ex-entry', href: '/convert', 'data-item-id': 'spot.convert' });
    expect(link.attributes.target).toBeNull();
    expect(text(link)).toBe(
      `${translate('en', 'menu.spot.convert.label')}|${translate('en', 'menu.spot.convert.desc')}`,
    );
  });

  it('in the locale of the texts (German)', async () => {
    const { addTexts } = await import('../i18n/texts');
    const { readFileSync } = await import('node:fs');
    addTexts('de', JSON.parse(readFileSync(new URL('../../locales/de.json', import.meta.url), 'utf8')));
    const german = text(describeEntry(entry(), input('de')));
    expect(german).not.toBe(text(describeEntry(entry(), input('en'))));
    expect(german.split('|')[0]).toBe(translate('de', 'menu.spot.convert.label'));
  });

  it.each([['javascript:alert(1)'], ['  JavaScript:alert(1)'], ['data:text/html,<script>alert(1)</script>']])(
    'no link for an unsafe address (%s)',
    (href) => {
      expect(describeEntry(entry({ href }), input())).toBeNull();
    },
  );

  it('a new-window link gets noopener noreferrer, the arrow and the words for screen readers', () => {
    const link = describeEntry(entry({ href: 'https://example.com/x', newWindow: true }), input())!;
    expect(link.attributes).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(find(link, 'ex-visually-hidden')?.children).toEqual([translate('en', 'header.opensNewWindow')]);
    expect(JSON.stringify(link)).toContain('M7 17 17 7M9 7h8v8');
  });

  it('an action entry is a button that navigates nowhere and names its action (copying names the UID)', () => {
    const copy = entry({ id: 'copyUid', href: undefined, action: 'copy-uid', values: { uid: '1001' } });
    const button = describeEntry(copy, input(), { itemId: 'user.copyUid' })!;
    expect(button.tag).toBe('button');
    expect(button.attributes).toMatchObject({
      type: 'button',
      'data-item-id': 'user.copyUid',
      'data-action': 'copy-uid',
      'data-uid': '1001',
    });
    const logout = describeEntry(entry({ id: 'logout', href: undefined, action: 'logout' }), input())!;
    expect(logout.attributes).toMatchObject({ 'data-action': 'logout', 'data-uid': null });
    expect(button.attributes.href).toBeUndefined();
  });

  it("a document's own texts are text, never markup, and win over the keys", () => {
    const link = describeEntry(entry({ label: '<img src=x onerror=alert(1)>', desc: '<b>bold</b>' }), input())!;
    expect(text(link)).toBe('<img src=x onerror=alert(1)>|<b>bold</b>');
    expect(JSON.stringify(link)).not.toContain('"tag":"img"');
  });

  it('the icon for the theme (the light one where there is no dark one), as an entry icon the broken-image behaviour hides', () => {
    const icon = { light: 'https://cdn.example.com/l.svg', dark: 'https://cdn.example.com/d.svg' };
    const dark = describeEntry(entry({ icon }), input('en', 'dark'))!;
    expect(find(dark, 'ex-entry__icon')).toMatchObject({
      tag: 'img',
      attributes: { class: 'ex-entry__icon', src: icon.dark, alt: '', referrerpolicy: 'no-referrer' },
    });
    const light = describeEntry(entry({ icon: { light: icon.light } }), input('en', 'dark'))!;
    expect(find(light, 'ex-entry__icon')?.attributes.src).toBe(icon.light);
  });

  it("the new mark, a fee tag in the locale's wording, a badge with a plural count; compact leaves the description out", () => {
    const tagged = describeEntry(entry({ isNew: true, feeTag: { feeDiscount: 8 } }), input())!;
    expect(find(tagged, 'ex-entry__new')?.children).toEqual([translate('en', 'header.newMark')]);
    expect(text(find(tagged, 'ex-entry__fee')!)).toBe('20% off fees');
    const one = describeEntry(entry({ badgeKey: 'menu.user.rewards.badge', values: { count: 1 } }), input())!;
    const many = describeEntry(entry({ badgeKey: 'menu.user.rewards.badge', values: { count: 1200 } }), input())!;
    expect(text(find(one, 'ex-entry__fee')!)).toBe('1 point');
    expect(text(find(many, 'ex-entry__fee')!)).toBe('1,200 points');
    expect(find(describeEntry(entry(), input(), { compact: true })!, 'ex-entry__desc')).toBeUndefined();
  });
});

describe('describeSections and describeGroupPanel', () => {
  const group: MenuGroup = {
    id: 'spot',
    labelKey: 'nav.spot',
    sections: [
      {
        id: 'trade',
        entries: [entry({ id: 'spot', href: '/spot/BTCUSDT' }), entry({ id: 'bad', href: 'javascript:x' })],
      },
      { id: 'more', titleKey: 'menu.more.sections.products', entries: [entry()] },
    ],
  };

  it('a group per section (named by its title), a list item per safe entry, ids qualified by the group', () => {
    const sections = describeSections(group, input());
    expect(sections.map((section) => section.attributes['aria-label'] ?? null)).toEqual([
      null,
      translate('en', 'menu.more.sections.products'),
    ]);
    const ids = JSON.stringify(sections).match(/"data-item-id":"[^"]+"/g);
    expect(ids).toEqual(['"data-item-id":"spot.spot"', '"data-item-id":"spot.convert"']);
    expect(sections[0]!.children.at(-1)).toMatchObject({ tag: 'ul', children: [{ tag: 'li' }] });
  });

  it('titled ("More menus"): the sections under the name of the group, which a document may give', () => {
    const [titled] = describeGroupPanel({ ...group, label: 'Markets & more' }, input(), true);
    expect(titled).toMatchObject({
      attributes: { class: 'ex-overflow__group', 'data-menu': 'spot', role: 'group', 'aria-label': 'Markets & more' },
    });
    expect(describeGroupPanel(group, input())).toEqual(describeSections(group, input()));
  });
});
