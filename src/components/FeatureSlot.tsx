import { Component, createElement, type FunctionComponent, type ReactNode } from 'react';
import { useFeatureComponent } from './lazy';
import type { ComponentFeatureName, FeatureProps } from '../internal/loader';

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

interface FeatureSlotProps<K extends ComponentFeatureName> {
  name: K;
  /** Called when the feature cannot load; usually closes the overlay. */
  onError: () => void;
  /** The feature component's own props (typed from src/features/table.ts). */
  props: FeatureProps<K>;
}

/**
 * Renders a lazily loaded feature: nothing while it loads (it is prefetched when its trigger is hovered or focused),
 * then the feature at once, without suspending (see useFeatureComponent).
 */
export function FeatureSlot<K extends ComponentFeatureName>({ name, onError, props }: FeatureSlotProps<K>) {
  const feature = useFeatureComponent(name, onError);
  if (!feature) return null;
  return (
    <FeatureBoundary name={name} onError={onError}>
      {/* FeatureSlotProps checked the props against the feature; React's overloads cannot see through K. */}
      {createElement(feature as FunctionComponent<object>, props as object)}
    </FeatureBoundary>
  );
}
