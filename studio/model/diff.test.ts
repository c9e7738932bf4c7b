import { describe, expect, it } from 'vitest';
import { buildHeaderModel } from '../../src/menu/model';
import { readMenuDocument } from '../../src/menu/document/read';
import type { MenuDocument } from '../../src/menu/document/schema';
import en from '../../locales/en.json';
import { documentChanges } from './document-diff';
import { movedIds, readerChanges, type Text } from './reader-diff';
import { readerById, readerContext } from './roles';
import { textOf } from './texts';

const t: Text = (key, values) => textOf(en, key, values);

function changesFor(document: unknown, reader: string, locale = 'en') {
  const menus = readMenuDocument(document).document as MenuDocument;
  const context = readerContext(readerById(reader), locale);
  return readerChanges(buildHeaderModel(context), buildHeaderModel({ ...context, menus }), t);
}

const CAMPAIGN = {
  groups: [
    {
      key: 'more',
      items: [
        {
          key: 'campaign',
          label: { en: 'Zero-fee week', de: 'Null-Gebühren-Woche' },
          href: '/events/zero',
          after: 'earn',
        },
        { key: 'members', label: { en: 'Members only' }, href: '/members', when: ['signedIn'] },
      ],
    },
    { key: 'onChain', isHide: true },
  ],
};

describe('what a document changes for a reader', () => {
  it('a visitor in German sees the campaign in German, not the signed-in entry, and no on-chain menu', () => {
    const changes = changesFor(CAMPAIGN, 'visitor', 'de');
    expect(changes.filter((change) => change.kind === 'added').map((change) => change.entry)).toEqual([
      'Null-Gebühren-Woche',
    ]);
    expect(changes.find((change) => change.kind === 'added')?.detail).toBe('new entry linking to /de/events/zero');
    expect(changes.some((change) => change.kind === 'removed' && change.entry === undefined)).toBe(true);
  });

  it('a master account also sees the members-only entry', () => {
    const added = changesFor(CAMPAIGN, 'master').filter((change) => change.kind === 'added');
    expect(added.map((change) => change.entry)).toEqual(['Zero-fee week', 'Members only']);
  });

  it('renaming and moving a built-in entry read as such', () => {
    const changes = changesFor(
      { groups: [{ key: 'more', items: [{ key: 'earn', label: { en: 'Earn 12%' }, before: 'referral' }] }] },
      'visitor',
    );
    expect(changes.map((change) => change.kind).sort()).toEqual(['changed', 'moved']);
    expect(changes[0].detail).toMatch(/^renamed from “.+”$/);
  });

  it('no document, no change', () => {
    expect(changesFor({ groups: [] }, 'sub-account')).toEqual([]);
  });

  it('an entry that moves is the one reported, not every entry it passes', () => {
    expect([...movedIds(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])]).toEqual(['a']);
    expect([...movedIds(['a', 'b'], ['a', 'b', 'x'])]).toEqual([]);
  });
});

describe('what changed in the document, field by field', () => {
  it('matches items by key and words each field', () => {
    const before = {
      groups: [
        {
          key: 'help',
          items: [
            { key: 'faq', href: '/faq' },
            { key: 'status', href: '/status' },
          ],
        },
      ],
    };
    const after = {
      groups: [
        {
          key: 'help',
          items: [
            { key: 'status', href: 'https://status.example.com', when: ['signedIn', '!subAccount'] },
            { key: 'faq', href: '/faq', label: { en: 'FAQ', de: 'Häufige Fragen' } },
          ],
        },
      ],
    };
    const expected = [
      {
        kind: 'changed',
        where: 'help › status',
        detail: 'link changed from “/status” to “https://status.example.com”',
      },
      { kind: 'added', where: 'help › status', detail: 'shown only when set to “signedIn, !subAccount”' },
      { kind: 'added', where: 'help › FAQ', detail: 'label set to en: “FAQ”, de: “Häufige Fragen”' },
    ];
    const changes = documentChanges(before, after);
    expect(changes).toHaveLength(expected.length);
    expect(changes).toEqual(expect.arrayContaining(expected));
  });

  it('a new item is one change that says what it is', () => {
    const changes = documentChanges(
      { groups: [{ key: 'more', items: [] }] },
      { groups: [{ key: 'more', items: [{ key: 'x', label: { en: 'X' }, href: '/x' }] }] },
    );
    expect(changes).toEqual([{ kind: 'added', where: 'more › X', detail: 'added: label en: “X”; link “/x”' }]);
  });
});
