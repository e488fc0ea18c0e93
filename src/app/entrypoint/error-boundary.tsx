import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/pages/system/error';

type State = { error: unknown; failed: boolean };

/**
 * Catches what the router's own error element cannot: errors outside the routes (providers, bootstrap). Shows
 * the same fallback (spec §2 error fallback page), including the reload after a failed dynamic import.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // ErrorFallback reports it
  }

  override render() {
    if (this.state.failed) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
