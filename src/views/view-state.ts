import type { ReadableAtom, StoreValue } from 'nanostores';
import { $barInput } from '../markup/bar-input';
import {
  $downloadPanelInput,
  $langPickerInput,
  $panelInput,
  $preferencesInput,
  $userPanelInput,
} from '../markup/inputs';
import { $barFits } from '../stores/bar-fit';
import { $textLocale } from '../stores/locale';
import { $headerModel } from '../stores/model';
import { $pickerViews } from '../stores/picker';

/** The stores the views draw from, by name: a renderer reads them by these names (React: useViewStore). */
export const VIEW_STORES = {
  barInput: $barInput,
  barFits: $barFits,
  textLocale: $textLocale,
  headerModel: $headerModel,
  panelInput: $panelInput,
  userPanelInput: $userPanelInput,
  downloadPanelInput: $downloadPanelInput,
  langPickerInput: $langPickerInput,
  pickerViews: $pickerViews,
  preferencesInput: $preferencesInput,
} satisfies Record<string, ReadableAtom<unknown>>;

type ViewStores = typeof VIEW_STORES;
export type ViewStoreName = keyof ViewStores;
export type ViewState = { readonly [Name in ViewStoreName]: StoreValue<ViewStores[Name]> };

/** What every view store holds now. */
export const viewStateNow = (): ViewState => viewStateOf(Object.keys(VIEW_STORES) as ViewStoreName[]);

/** What some view stores hold now (reading only those: an unwatched derived store computes when read). */
export function viewStateOf<Name extends ViewStoreName>(names: readonly Name[]): Pick<ViewState, Name> {
  const state = {} as Record<Name, unknown>;
  for (const name of names) state[name] = VIEW_STORES[name].get();
  return state as Pick<ViewState, Name>;
}
