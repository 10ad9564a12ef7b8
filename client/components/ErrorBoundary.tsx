import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../app-context.tsx';

function BlockError() {
  const t = useT();
  return (
    <p className="error-text" role="alert">
      {t('This section could not be loaded.')}
    </p>
  );
}

interface State {
  failed: boolean;
}

/** Keeps a failing block from blanking the page: it is replaced by a short notice. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return this.props.fallback ?? <BlockError />;
    }
    return this.props.children;
  }
}
