/** The types of the elements' object-valued properties, as a host page sets them (exported by the package). */
import type { FeatureFlags } from '../src/menu/types';

export type { MenuDocument as ExMenuDocument } from '../src/menu/document/schema';
export type {
  FeeTagConfig as ExFeeTag,
  HeaderConfig as ExConfig,
  Mode as ExMode,
  SimulationInfo as ExSimulationInfo,
  User as ExUser,
} from '../src/menu/types';

/** A display unit of the `rates` list (the same shape as the store's RateEntry). */
export interface ExRate {
  type: string;
  showName: string;
}

/** Feature flags merged over the language's defaults: set only those to change. */
export type ExFlags = Partial<FeatureFlags>;

/** "black" and "white" are the spec's names for dark and light. */
export type ExTheme = 'dark' | 'light' | 'black' | 'white';
