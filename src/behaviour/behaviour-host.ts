import type { Emit } from '../events';
import type { FeatureName } from '../internal/loader';

/** What the behaviours need to know of the element whose nodes they run on. */
export interface BehaviourHost {
  ownerId: string;
  emit: Emit;
  /** The feature a control opens, where the renderer draws some itself (the plain bar's menus). */
  featureFor?: (control: Element) => FeatureName | null;
}
