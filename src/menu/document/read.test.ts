import { describe, expect, it } from 'vitest';
import { MAX_MENUS_DOCUMENT_CHARS } from '../../constants';
import { checkAgainstTables } from './check-tables';
import { readMenuDocument } from './read';
import { MAX_GROUPS, MAX_ITEMS } from './schema';

const campaign = { key: 'campaign', label: { en: 'Campaign', de: 'Kampagne' }, href: '/campaign' };
const inMore = (item: Record<string, unknown>) => ({ groups: [{ key: 'more', items: [item] }] });

/** What a page gets: the reader, then the check against the menu tables (which the panels run). */
function readAndCheck(input: unknown) {
  const read = readMenuDocument(input);
  if (!read.document) return read;
  const checked = checkAgainstTables(read.document);
  return { document: checked.document, warnings: [...read.warnings, ...checked.warnings] };
}

/** The one item read back from `more`, or null when it was left out; and the warnings. */
function readItem(item: Record<string, unknown>) {
  const { document, warnings } = readMenuDocument(inMore(item));
  return { item: document?.groups[0].items?.[0] ?? null, warnings };
}

describe('readMenuDocument: every item field, valid and hostile (one row each)', () => {
  const rows: [string, Record<string, unknown>, string | null][] = [
    ['a new item with label and path', {}, null],
    ['an http(s) URL', { href: 'https://partner.example/earn?x=1' }, null],
    ['the futures base', { href: '{futures}/usdt/BTCUSDT' }, null],
    ['the page path in the query', { href: '/login?from={from}' }, null],
    ['a text key as label', { label: 'menu.more.earn.label' }, null],
    ['both icons', { lightIcon: 'https://cdn.example/i.svg', darkIcon: '/icons/dark.svg' }, null],
    ['badges and window', { isNew: true, openNewWindow: true }, null],
    ['rules', { when: ['signedIn', '!subAccount', 'flag.futures'] }, null],
    ['placement', { after: 'earn', section: 'products' }, null],
    ['javascript: link', { href: 'javascript:alert(1)' }, 'href (more › campaign): javascript: links are not allowed'],
    [
      'JavaScript: with spaces',
      { href: '  JavaScript:alert(1)' },
      'href (more › campaign): javascript: links are not allowed',
    ],
    [
      'data: link',
      { href: 'data:text/html,<script>1</script>' },
      'href (more › campaign): data: links are not allowed',
    ],
    [
      'protocol-relative link',
      { href: '//evil.example/x' },
      'href (more › campaign): must be a path starting with one "/"',
    ],
    ['backslash open redirect', { href: '/\\evil.example' }, 'must be a path starting with one "/"'],
    ['relative link', { href: 'campaign' }, 'must be a path starting with one "/"'],
    ['mailto link', { href: 'mailto:a@b.c' }, 'must be a path starting with one "/"'],
    ['overlong link', { href: `/${'x'.repeat(2048)}` }, 'href (more › campaign): Invalid length'],
    [
      'http icon',
      { lightIcon: 'http://cdn.example/i.svg' },
      'lightIcon (more › campaign): must be a path starting with one "/" or an https URL',
    ],
    ['data icon', { darkIcon: 'data:image/svg+xml,<svg/>' }, 'darkIcon (more › campaign): data: links are not allowed'],
    [
      'label without English',
      { label: { de: 'Kampagne' } },
      'label (more › campaign): must be a text key ("menu.…") or texts per locale with "en"',
    ],
    ['label for an unknown locale', { label: { en: 'A', xx: 'B' } }, 'label (more › campaign): must be a text key'],
    ['empty English label', { label: { en: '   ' } }, 'label.en (more › campaign): must not be empty'],
    ['overlong label', { label: { en: 'x'.repeat(81) } }, 'label.en (more › campaign): Invalid length: Expected <=80'],
    [
      'a label that is no text key',
      { label: 'Campaign' },
      'label (more › campaign): a text key starts with "nav.", "menu."',
    ],
    ['HTML in a key', { label: 'menu.<img src=x>' }, 'label (more › campaign): a text key starts with'],
    ['label as a number', { label: 42 }, 'label (more › campaign): must be a text key'],
    ['isNew as text', { isNew: 'yes' }, 'isNew (more › campaign): Invalid type: Expected boolean but received "yes"'],
    [
      'unknown rule',
      { when: ['admin'] },
      'when[0] (more › campaign): "admin" is not one of the rules a document may name',
    ],
    ['too many rules', { when: Array(9).fill('master') }, 'when (more › campaign): Invalid length'],
    ['an unknown field', { target: '_top' }, 'target (more › campaign): is not a field of the document'],
    [
      'a prototype key',
      JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown>,
      '__proto__ (more › campaign): is not a field of the document',
    ],
    ['a key with spaces', { key: 'two words' }, 'key (more › two words): must be a letter'],
    ['no key', { key: undefined }, 'key (more › ?): Invalid type'],
  ];
  it.each(rows)('%s', (_name, change, warning) => {
    const { item, warnings } = readItem({ ...campaign, ...change });
    if (warning === null) {
      expect(warnings).toEqual([]);
      expect(item?.key).toBe(change.key ?? 'campaign');
    } else {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(warning);
    }
    if (warning?.endsWith('ignored')) expect(item).not.toBeNull();
    else if (warning) expect(item).toBeNull();
  });
});

describe('readMenuDocument: one bad part is left out alone', () => {
  it('keeps the other items and groups, naming the path of each problem', () => {
    const { document, warnings } = readMenuDocument({
      groups: [
        {
          key: 'more',
          items: [campaign, { ...campaign, key: 'bad', href: 'javascript:1' }, { key: 'referral', isHide: true }],
        },
        { key: 'earn', label: { en: 'Earn' }, items: [campaign], before: 'spot' },
        { key: 'broken', label: { en: 'X' }, items: 'nope' },
      ],
    });
    expect(document?.groups.map((group) => group.key)).toEqual(['more', 'earn']);
    expect(document?.groups[0].items?.map((item) => item.key)).toEqual(['campaign', 'referral']);
    expect(warnings).toEqual([
      'groups[0].items[1].href (more › bad): javascript: links are not allowed; that item is left out',
      'groups[2].items (broken): Invalid type: Expected Array but received "nope"; that group is left out',
    ]);
  });

  it('needs a label and a link for a new item, and a label and items for a new group', () => {
    const { document, warnings } = readAndCheck({
      groups: [
        {
          key: 'more',
          items: [
            { key: 'fresh', label: { en: 'Fresh' } },
            { key: 'earn', isNew: true },
          ],
        },
        { key: 'empty', label: { en: 'Empty' } },
      ],
    });
    expect(document?.groups.map((group) => group.key)).toEqual(['more']);
    expect(document?.groups[0].items?.map((item) => item.key)).toEqual(['earn']);
    expect(warnings).toEqual([
      'groups[1] (empty): a new group needs a label and items; that group is left out',
      'groups[0] (more).items[0] (fresh): a new item needs a label and an href; that item is left out',
    ]);
  });

  it('refuses to change account actions or move account menus, and names reserved and repeated keys', () => {
    const { document, warnings } = readAndCheck({
      groups: [
        {
          key: 'user',
          isHide: true,
          items: [
            { key: 'logout', isHide: true },
            { key: 'vip', isNew: true },
          ],
        },
        { key: 'download', label: { en: 'X' }, items: [campaign] },
        { key: 'more', items: [campaign, campaign] },
        { key: 'more', items: [] },
      ],
    });
    expect(document?.groups.map((group) => [group.key, group.isHide, group.items?.map((item) => item.key)])).toEqual([
      ['user', undefined, ['vip']],
      ['more', undefined, ['campaign']],
    ]);
    expect(warnings).toEqual([
      'groups[0] (user).isHide: the account menus keep their place and rules (only their items change); ignored',
      'groups[1] (download).key: "download" is the name of another menu of the bar; that group is left out',
      'groups[2] (more).items[1] (campaign): "campaign" is already in this group; that item is left out',
      'groups[3] (more): "more" is already in the document; that group is left out',
      'groups[0] (user).items[0] (logout): an account action cannot be changed or hidden; that item is left out',
    ]);
  });

  it.each([
    ['an unknown anchor', { after: 'nowhere' }, 'after: "nowhere" is not an item of this group; ignored', 'after'],
    [
      'an unknown section',
      { section: 'nowhere' },
      'section: "nowhere" is not a section of this group; ignored',
      'section',
    ],
  ] as const)('the tables: %s is ignored, the item kept', (_name, change, warning, field) => {
    const { document, warnings } = readAndCheck(inMore({ ...campaign, ...change }));
    expect(warnings).toEqual([`groups[0] (more).items[0] (campaign).${warning}`]);
    expect(document?.groups[0].items?.[0]).toEqual(campaign);
    expect(field in (document?.groups[0].items?.[0] ?? {})).toBe(false);
  });

  it('the table check keeps a document it has nothing to say about as the same object', () => {
    const { document } = readMenuDocument(inMore(campaign));
    expect(checkAgainstTables(document!).document).toBe(document);
    expect(checkAgainstTables(document!)).toBe(checkAgainstTables(document!));
  });
});

describe('readMenuDocument: what it is given', () => {
  it('reads JSON text and objects alike', () => {
    const value = inMore(campaign);
    expect(readMenuDocument(JSON.stringify(value))).toEqual(readMenuDocument(value));
    expect(readMenuDocument(value).document).toEqual(value);
  });

  it.each([
    ['malformed JSON', '{"groups": [', /^is not JSON \(/],
    ['an array', [], /^must be an object with a "groups" list$/],
    ['null', null, /^must be an object/],
    ['a number', 7, /^must be an object/],
    ['no groups', {}, /^groups: must be a list of groups$/],
    ['groups as an object', { groups: { more: [] } }, /^groups: must be a list/],
    [
      'text over the cap',
      `{"groups":[],"x":"${'x'.repeat(MAX_MENUS_DOCUMENT_CHARS)}"}`,
      /more than the 65536 allowed$/,
    ],
  ])('%s: nothing usable, one warning', (_name, input, warning) => {
    const { document, warnings } = readMenuDocument(input);
    expect(document).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
  });

  it('ignores a bad top-level field and keeps the rest', () => {
    const { document, warnings } = readMenuDocument({ ...inMore(campaign), replace: 'yes', version: 2, extra: true });
    expect(document).toEqual(inMore(campaign));
    expect(warnings).toEqual([
      'replace: Invalid type: Expected boolean but received "yes"; that field is ignored',
      'version: Invalid type: Expected 1 but received 2; that field is ignored',
      'extra: is not a field of the document; that field is ignored',
    ]);
  });

  it(`caps a document at ${MAX_GROUPS} groups of ${MAX_ITEMS} items`, () => {
    const items = Array.from({ length: MAX_ITEMS + 5 }, (_, i) => ({ ...campaign, key: `c${i}` }));
    const groups = Array.from({ length: MAX_GROUPS + 3 }, (_, i) => ({ key: `g${i}`, label: { en: 'G' }, items }));
    const { document, warnings } = readMenuDocument({ groups });
    expect(document?.groups).toHaveLength(MAX_GROUPS);
    expect(document?.groups[0].items).toHaveLength(MAX_ITEMS);
    expect(warnings[0]).toBe(`groups: more than ${MAX_GROUPS}; the rest are left out`);
    expect(warnings).toContain(`groups[0] (g0).items: more than ${MAX_ITEMS}; the rest are left out`);
  });

  it('never throws on hostile values (getters that throw, cycles, huge keys)', () => {
    const cyclic: Record<string, unknown> = { key: 'more' };
    cyclic.items = [cyclic];
    const throwing = {
      get groups(): never {
        throw new Error('boom');
      },
    };
    for (const input of [
      { groups: [cyclic] },
      { groups: [{ [`k${'x'.repeat(5000)}`]: 1 }] },
      { groups: [undefined] },
    ]) {
      expect(() => readMenuDocument(input)).not.toThrow();
      expect(readMenuDocument(input).warnings.length).toBeGreaterThan(0);
    }
    expect(readMenuDocument(throwing)).toEqual({ document: null, warnings: ['could not be read (boom)'] });
  });
});
