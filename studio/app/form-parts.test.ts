import { describe, expect, it } from 'vitest';
import { buttonWords, keysFor } from './form-parts';

const DRAFT = {
  groups: [
    { key: 'more', items: [{ key: 'campaign' }] },
    { key: 'help', items: [{ key: 'faq' }] },
  ],
};

describe('what the form offers and says', () => {
  it('offers the keys a field may name: menus, the menu’s entries (built-in and the document’s), its sections', () => {
    expect(keysFor('root_groups_0_key', DRAFT)).toEqual(expect.arrayContaining(['spot', 'more', 'user', 'help']));
    expect(keysFor('root_groups_0_items_0_after', DRAFT)).toEqual(
      expect.arrayContaining(['earn', 'referral', 'campaign']),
    );
    expect(keysFor('root_groups_0_items_0_after', DRAFT)).not.toContain('faq');
    expect(keysFor('root_groups_1_items_0_before', DRAFT)).toEqual(['faq']);
    expect(keysFor('root_groups_0_items_0_section', DRAFT)).toEqual(['products', 'programs']);
    expect(keysFor('root_groups_1_items_0_section', DRAFT)).toEqual(['items']);
    expect(keysFor('root_replace', DRAFT)).toEqual([]);
  });

  it('names each button by what it acts on, for a screen reader out of context', () => {
    expect(buttonWords('root_groups__add', 'Add')).toBe('Add a menu');
    expect(buttonWords('root_groups_1_items__add', 'Add')).toBe('Add an entry to group 2');
    expect(buttonWords('root_groups_0_items_2_current__add', 'Add')).toBe('Add a page to item 3 of group 1');
    expect(buttonWords('root_groups_0_items_2__remove', 'Remove')).toBe('Remove item 3 of group 1');
    expect(buttonWords('root_groups_1__moveUp', 'Move up')).toBe('Move group 2 up');
    expect(buttonWords('root_groups_0_current_1__moveDown', 'Move down')).toBe('Move page 2 of group 1 down');
  });
});
