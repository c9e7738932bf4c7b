import { describe, expect, it } from 'vitest';
import { readMenuDocument } from '../../src/menu/document/read';
import type { MenuDocument } from '../../src/menu/document/schema';
import { dropEntry, hiddenEntries, menuOrder, moveEntry, setHidden } from './order';

const read = (draft: unknown) => readMenuDocument(draft).document as MenuDocument;
const ids = (draft: unknown, group: string) => menuOrder(read(draft), group)?.map((entry) => entry.id) ?? null;

describe('ordering a menu by moving its entries', () => {
  it('lists a built-in menu in the header’s order, with the document’s entries merged in', () => {
    const builtIn = ids({ groups: [] }, 'more') as string[];
    expect(builtIn.slice(0, 2)).toEqual(['earn', 'cryptoLoans']);
    const draft = {
      groups: [{ key: 'more', items: [{ key: 'campaign', label: { en: 'C' }, href: '/c', after: 'earn' }] }],
    };
    expect(ids(draft, 'more')?.slice(0, 3)).toEqual(['earn', 'campaign', 'cryptoLoans']);
    expect(menuOrder(read(draft), 'more')?.[1]).toMatchObject({ id: 'campaign', label: 'C' });
    expect(ids(draft, 'nothing')).toBeNull();
  });

  it('moves any entry one place, built-in ones too, and every move shows in the header’s order', () => {
    let draft: unknown = {
      groups: [{ key: 'more', items: [{ key: 'campaign', label: { en: 'C' }, href: '/c', after: 'earn' }] }],
    };
    for (const [id, step] of [
      ['cryptoLoans', -1],
      ['cryptoLoans', -1],
      ['earn', 1],
      ['campaign', 1],
    ] as const) {
      const before = ids(draft, 'more') as string[];
      draft = moveEntry(draft, 0, before, id, step);
      const after = ids(draft, 'more') as string[];
      const expected = [...before];
      const at = expected.indexOf(id);
      [expected[at], expected[at + step]] = [expected[at + step], expected[at]];
      expect(after, `${id} ${step}`).toEqual(expected);
    }
    expect(readMenuDocument(draft).warnings).toEqual([]);
  });

  it('leaves the first entry where it is when asked to go up', () => {
    const draft = { groups: [{ key: 'more' }] };
    const order = ids(draft, 'more') as string[];
    expect(moveEntry(draft, 0, order, order[0], -1)).toBe(draft);
  });
});

describe('hiding an entry from a menu, and showing it again', () => {
  it('hides a built-in entry with an item of its own, and showing it removes that item again', () => {
    const draft = { groups: [{ key: 'more', items: [{ key: 'earn', label: { en: 'Earn more' } }] }] };
    const hidden = setHidden(setHidden(draft, 0, 'home', true), 0, 'earn', true);
    expect(hiddenEntries(hidden, 0)).toEqual(['earn', 'home']);
    expect(ids(hidden, 'more')).not.toContain('home');
    expect(ids(hidden, 'more')).not.toContain('earn');
    const shown = setHidden(setHidden(hidden, 0, 'home', false), 0, 'earn', false);
    expect(shown).toEqual(draft);
  });
});

describe('dragging an entry onto another', () => {
  it('takes the target’s place, downwards and upwards', () => {
    const start: unknown = { groups: [{ key: 'more' }] };
    const order = ids(start, 'more') as string[];
    const down = dropEntry(start, 0, order, order[0], order[2]);
    expect(ids(down, 'more')).toEqual([order[1], order[2], order[0], ...order.slice(3)]);
    const up = dropEntry(start, 0, order, order[3], order[1]);
    expect(ids(up, 'more')).toEqual([order[0], order[3], order[1], order[2], ...order.slice(4)]);
    expect(dropEntry(start, 0, order, order[1], order[1])).toBe(start);
  });
});
