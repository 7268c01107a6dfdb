import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import styles from './DataErrorBoundary.module.css';

export interface DataErrorBoundaryProps {
  /** The spec's Spanish message for this section's load failure. */
  message: string;
  children: ReactNode;
  /** Shown as a retry button when given; called before the section renders again. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** Wraps one data section: a spinner while it suspends, the message if it fails. */
export function DataErrorBoundary({ message, children, onRetry, retryLabel = 'Reintentar' }: DataErrorBoundaryProps) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <div role="alert" className={styles.alert}>
          <p className={styles.message}>{message}</p>
          {onRetry && (
            <Button
              variant="secondary"
              onClick={() => {
                onRetry();
                resetErrorBoundary();
              }}
            >
              {retryLabel}
            </Button>
          )}
        </div>
      )}
    >
      <Suspense fallback={<SectionLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A data section's spinner while it loads (the boundary's own while a child suspends). */
export function SectionLoading() {
  return (
    <div className={styles.loading}>
      <Spinner />
    </div>
  );
}
