import { Component, type ReactNode } from 'react';
import { SectionSettled } from '../prerender/PageReadiness';

interface Props {
  /** The owner re-mounts this boundary (new key) with a fresh load. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing section (remote down, broken entry, render error) inside its own area of the page. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page section failed to load or render:', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="section-fallback container" role="alert">
        <p className="mb-2">This part of the page could not be loaded.</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={this.props.onRetry}>
          Try again
        </button>
        <SectionSettled />
      </div>
    );
  }
}
