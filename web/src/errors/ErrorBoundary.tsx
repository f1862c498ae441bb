// A React error boundary: reports the error and shows a calm fallback instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { componentFromStack } from './report';
import { reportError } from './reporter';

interface Props {
  children: ReactNode;
  fallback: (reset: () => void) => ReactNode;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, { stage: 'render', component: componentFromStack(info.componentStack) });
  }

  reset = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
