import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** What to show instead of the children after one of them threw; `reset` renders them again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** Called once per caught error, e.g. to log it. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Called when `reset` is used, before the children render again. */
  onReset?: () => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/**
 * Catches what its children throw while rendering (including a lazy component that fails to
 * load) and shows `fallback(error, reset)` instead of a blank page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: asError(thrown) };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo): void {
    this.props.onError?.(asError(thrown), info);
  }

  /** Clears the error so the children render again. */
  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback(error, this.reset) : this.props.children;
  }
}
