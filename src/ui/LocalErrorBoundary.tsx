import { Component, type ReactNode } from 'react';

/**
 * Keeps a failure of an optional part (e.g. a lazily loaded chart whose chunk could not load) to
 * that part: renders `fallback(retry)` instead of letting the error reach the route, which would
 * treat a missing chunk as a new build and reload the page.
 */
export class LocalErrorBoundary extends Component<{ children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry?.();
      this.setState({ failed: false });
    });
  }
}
