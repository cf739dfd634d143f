import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

type TErrorBoundaryProps = { children: ReactNode; fallback?: (error: unknown) => ReactNode };
type TErrorBoundaryState = { error: unknown; hasError: boolean };

/** Catches render errors and failed lazy chunks below it and shows the global fallback. */
export class ErrorBoundary extends Component<TErrorBoundaryProps, TErrorBoundaryState> {
  override state: TErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): TErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(this.state.error)
    ) : (
      <ErrorFallback error={this.state.error} />
    );
  }
}
