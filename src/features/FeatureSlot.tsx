import { Component, Suspense, type ReactNode } from 'react';
import { lazyFeature } from './lazy';
import type { ComponentFeatureName } from './names';

interface BoundaryProps {
  name: ComponentFeatureName;
  onError: () => void;
  children: ReactNode;
}

/** A feature that failed to load closes its overlay with a warning instead of breaking the header. */
class FeatureBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[ex-header] The ${this.props.name} could not be shown:`, error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

interface FeatureSlotProps {
  name: ComponentFeatureName;
  /** Called when the feature cannot load; usually closes the overlay. */
  onError: () => void;
  props?: Record<string, unknown>;
}

/** Renders a lazily loaded feature; nothing while it loads (it is prefetched when its trigger is hovered or focused). */
export function FeatureSlot({ name, onError, props = {} }: FeatureSlotProps) {
  const Feature = lazyFeature(name);
  return (
    <FeatureBoundary name={name} onError={onError}>
      <Suspense fallback={null}>
        <Feature {...props} />
      </Suspense>
    </FeatureBoundary>
  );
}
