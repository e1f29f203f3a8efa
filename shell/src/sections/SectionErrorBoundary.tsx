import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@tekvana/shared';
import { reportClientError } from '../federation/clientErrors';
import { SectionFallback } from './SectionFallback';

interface Props {
  /** The remote whose section this is: an error in it is reported against that remote's release. */
  remote: RemoteName;
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
    reportClientError(this.props.remote, 'render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <SectionFallback message="This part of the page could not be loaded." onRetry={this.props.onRetry} />;
  }
}
