import type { ReadableAtom } from 'nanostores';
import { valuesOf, type StoreValues } from '../internal/store-values';
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

/** The stores the views draw from, by name: a renderer reads them by these names (React: useViewState). */
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

/** The view stores kept by element (a record by owner id): a view follows only its own element's entry. */
export const BY_ELEMENT: ReadonlySet<ViewStoreName> = new Set<ViewStoreName>(['barFits', 'pickerViews']);

type ViewStores = typeof VIEW_STORES;
export type ViewStoreName = keyof ViewStores;
export type ViewState = StoreValues<ViewStores>;

/**
 * What a view is drawn from: some of the view stores, by their names here (a renderer adopting nodes drawn before it
 * finds what they show under those names, `viewStateNow`). A view names its stores itself, so the script that draws
 * it carries only those.
 */
export type ViewReads<Name extends ViewStoreName = ViewStoreName> = { readonly [Key in Name]: ViewStores[Key] };

/** What every view store holds now. */
export const viewStateNow = (): ViewState => valuesOf(VIEW_STORES);
