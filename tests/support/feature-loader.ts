// Tests import stores, actions and views without the elements, which give the page its feature loader
// (elements/base.ts): they get the ES modules' loader, as the package's ES-module build does.
import { loadedFeature, loadFeature, whenRegistered } from '../../src/features/load';
import { provideFeatureLoader } from '../../src/internal/loader';

provideFeatureLoader({ load: loadFeature, loaded: loadedFeature, whenRegistered });
