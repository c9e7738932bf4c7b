import { atom } from 'nanostores';
import { $locale } from './locale';
import { $overlay } from './overlay';
import { $unit } from './unit';

/** The language picker's two lists. */
export type ChoiceListName = 'language' | 'unit';

/** What the reader did in one element's language picker: the tab shown, each list's filter and active option. */
export interface PickerView {
  readonly tab: ChoiceListName;
  readonly query: Readonly<Record<ChoiceListName, string>>;
  /** The option the keyboard is on; null: the current choice (or the first one shown). */
  readonly active: Readonly<Record<ChoiceListName, string | null>>;
}

export const FRESH_PICKER: PickerView = {
  tab: 'language',
  query: { language: '', unit: '' },
  active: { language: null, unit: null },
};

/**
 * The language pickers' views, by element (src/behaviour/choice-list.ts writes them; whoever draws a picker, the
 * plain renderer or React, draws what they say). A dialog opened or closed starts its element's picker afresh.
 */
export const $pickerViews = atom<Readonly<Record<string, PickerView>>>({});

export const pickerView = (owner: string): PickerView => $pickerViews.get()[owner] ?? FRESH_PICKER;

export function updatePickerView(owner: string, change: (view: PickerView) => PickerView): void {
  $pickerViews.set({ ...$pickerViews.get(), [owner]: change(pickerView(owner)) });
}

let overlayOwner: string | null = null;
$overlay.listen((open) => {
  const owners = [overlayOwner, open?.owner].filter((owner): owner is string => !!owner);
  overlayOwner = open?.owner ?? null;
  const views = $pickerViews.get();
  if (!owners.some((owner) => owner in views)) return;
  $pickerViews.set(Object.fromEntries(Object.entries(views).filter(([owner]) => !owners.includes(owner))));
});

// A choice made elsewhere (another element on the page, an attribute) moves each list's active option to it.
const forgetActive = (list: ChoiceListName) => () => {
  const views = $pickerViews.get();
  if (Object.values(views).every((view) => view.active[list] === null)) return;
  $pickerViews.set(
    Object.fromEntries(
      Object.entries(views).map(([owner, view]) => [owner, { ...view, active: { ...view.active, [list]: null } }]),
    ),
  );
};
$locale.listen(forgetActive('language'));
$unit.listen(forgetActive('unit'));
