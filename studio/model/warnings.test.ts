import { describe, expect, it } from 'vitest';
import { checkMenus } from '../../src/server/check-menus';
import { describePath, fieldWarnings } from './warnings';

/** Each row: a document, and the field each of the header's own warnings about it must land on. */
const ROWS: { name: string; document: unknown; paths: (string | number)[][] }[] = [
  {
    name: 'a script link, named by the reader after the whole path',
    document: {
      groups: [
        { key: 'help', label: { en: 'Help' }, items: [{ key: 'a', label: { en: 'A' }, href: 'javascript:alert(1)' }] },
      ],
    },
    // Left without items, the new group goes too.
    paths: [
      ['groups', 0, 'items', 0, 'href'],
      ['groups', 0],
    ],
  },
  {
    name: 'a group left out earlier moves the indexes of the later warnings',
    document: {
      groups: [
        { key: 'bad', label: 7 },
        {
          key: 'more',
          items: [
            { key: 'x', label: { en: 'X' } },
            { key: 'campaign', label: { en: 'C' }, href: '/c', after: 'nowhere' },
          ],
        },
        { key: 'more' },
      ],
    },
    // The reader: groups[0].label; the meaning check numbers the third group 1 (after the first was left out); the
    // table check numbers the second group 0 and its items 0 and 1.
    paths: [
      ['groups', 0, 'label'],
      ['groups', 2],
      ['groups', 1, 'items', 0],
      ['groups', 1, 'items', 1, 'after'],
    ],
  },
  {
    name: 'a field the document does not have, and an account group field',
    document: { colour: 'red', groups: [{ key: 'user', label: { en: 'Me' } }] },
    paths: [['colour'], ['groups', 0, 'label']],
  },
  {
    name: 'not JSON at all',
    document: '{ "groups": [',
    paths: [[]],
  },
];

describe('the header’s warnings land on the field they name', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const { warnings } = await checkMenus(row.document);
      const draft = typeof row.document === 'string' ? null : row.document;
      expect(fieldWarnings(warnings, draft).map((warning) => warning.path)).toEqual(row.paths);
    });
  }

  it('keeps the header’s message and says where in words', async () => {
    const document = ROWS[0].document;
    const [warning] = fieldWarnings((await checkMenus(document)).warnings, document);
    expect(warning.message).toBe('javascript: links are not allowed; that item is left out');
    expect(describePath(warning.path, document)).toBe('group 1 (help) › item 1 (a) › href');
    expect(describePath(['groups'], { groups: 5 })).toBe('groups');
    expect(describePath([], null)).toBe('the document');
  });
});
