import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import type { ReadableAtom, StoreValue } from 'nanostores';
import { $barInput } from '../markup/bar-input';
import {
  $downloadPanelInput,
  $langPickerInput,
  $panelInput,
  $preferencesInput,
  $userPanelInput,
} from '../markup/inputs';
import { $textLocale } from '../stores/locale';
import { $headerModel } from '../stores/model';
import { $pickerViews } from '../stores/picker';

/** The stores the views draw from, by name: a view reads one with useViewStore. */
const VIEW_STORES = {
  barInput: $barInput,
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
export function viewStateNow(): ViewState {
  const state = {} as Record<ViewStoreName, unknown>;
  for (const name of Object.keys(VIEW_STORES) as ViewStoreName[]) state[name] = VIEW_STORES[name].get();
  return state as ViewState;
}

/** While a view adopts nodes drawn before it (the first paint): the state they show. */
export const DrawnStateContext = createContext<ViewState | null>(null);

/**
 * A view store's value. While the view adopts nodes drawn before it, its first render shows the state those nodes
 * show (React hydrates with it as with a server's snapshot); a change since then is rendered right after, as an
 * update, so no node shows an old state and none is drawn anew.
 */
export function useViewStore<Name extends ViewStoreName>(name: Name): ViewState[Name] {
  const drawn = useContext(DrawnStateContext);
  return useStore(VIEW_STORES[name], drawn ? { ssr: () => drawn[name] } : undefined) as ViewState[Name];
}
