import type { WritableAtom } from 'nanostores';
import type { ExStateProperties } from '../../elements/public-types';
import { $config, $mode, $simulationInfo, $unifiedPage, $user } from '../stores/account';
import { $apiBase, $apiBaseSetting, $localesBase, $localesBaseSetting, $siteBaseSetting } from '../stores/endpoints';
import { $navigateDelay, $noNavigation } from '../stores/navigation';
import { $flags, $flagsSetting } from '../stores/flags';
import { $menuDocument, $menusInput, $menusSrc } from '../stores/menus';
import { $locale, $localeSetting } from '../stores/locale';
import { $noThemeSwitch, $theme, $themeSetting, $themeSourceSetting } from '../stores/theme';
import { $rates, $ratesSetting, $unit, $unitSetting } from '../stores/unit';
import { readState, STATE_PARSERS, type StateParser } from './state-parsers';

/**
 * One state attribute of the public contract with the shared store it writes (its parser: state-parsers.ts). Every
 * element accepts all of them; each writes the shared store, so all elements on a page agree.
 */
export interface StateAttribute extends StateParser {
  apply(value: unknown): void;
  reset(): void;
  read(): unknown;
}

/** The store a member writes and what reading the property gives; its parser's `empty` is what a reset writes. */
type Store = { store: WritableAtom<unknown>; read: () => unknown };
const setting = <T>(store: WritableAtom<T>, read: () => unknown): Store => ({
  store: store as WritableAtom<unknown>,
  read,
});

/** The store each member of ExStateProperties writes, and what reading the property gives. */
const STORES: { readonly [P in keyof ExStateProperties]: Store } = {
  locale: setting($localeSetting, () => $locale.get()),
  theme: setting($themeSetting, () => $theme.get()),
  unit: setting($unitSetting, () => $unit.get()),
  user: setting($user, () => $user.get()),
  mode: setting($mode, () => $mode.get()),
  simulationInfo: setting($simulationInfo, () => $simulationInfo.get()),
  unifiedPage: setting($unifiedPage, () => $unifiedPage.get()),
  flags: setting($flagsSetting, () => $flags.get()),
  config: setting($config, () => $config.get()),
  rates: setting($ratesSetting, () => $rates.get()),
  menus: setting($menusInput, () => $menuDocument.get()),
  menusSrc: setting($menusSrc, () => $menusSrc.get()),
  apiBase: setting($apiBaseSetting, () => $apiBase.get()),
  siteBase: setting($siteBaseSetting, () => $siteBaseSetting.get()),
  themeSource: setting($themeSourceSetting, () => $themeSourceSetting.get()?.text ?? null),
  noThemeSwitch: setting($noThemeSwitch, () => $noThemeSwitch.get()),
  noNavigation: setting($noNavigation, () => $noNavigation.get()),
  navigateDelay: setting($navigateDelay, () => $navigateDelay.get()),
  localesBase: setting($localesBaseSetting, () => $localesBase.get()),
};

export const STATE_ATTRIBUTES: readonly StateAttribute[] = STATE_PARSERS.map((parser) => {
  const { store, read } = STORES[parser.property as keyof ExStateProperties];
  return { ...parser, apply: (value) => store.set(value), reset: () => store.set(parser.empty), read };
});

/** Writes one attribute or property value to its store (state-parsers.ts readState); the default when refused. */
export function writeState(tag: string, attribute: StateAttribute, value: unknown): void {
  const read = readState(tag, attribute, value);
  if (read) attribute.apply(read.value);
  else attribute.reset();
}
