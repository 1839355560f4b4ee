import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';
import { LoadingState } from './loading-state.tsx';

/** The remote data state of H-22, as far as showing it needs. */
export type RemoteContentState<T> =
  { kind: 'NotAsked' } | { kind: 'Loading' } | { kind: 'Success'; value: T } | { kind: 'Failure' };

export interface RemoteContentProps<T> {
  state: RemoteContentState<T>;
  children: (value: T) => ReactNode;
  loadingLabel: string;
  failureMessage: ReactNode;
  /** More of the failure before the retry, such as another way to get help. */
  failureDetail?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * Loading (with the slow-loading notice, K-21), failure with retry, or the loaded content. After a retry, focus moves to the loaded
 * content on success and to the retry button on another failure.
 */
export function RemoteContent<T>({
  state,
  children,
  loadingLabel,
  failureMessage,
  failureDetail,
  retryLabel,
  onRetry,
}: RemoteContentProps<T>) {
  const retried = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!retried.current || (state.kind !== 'Success' && state.kind !== 'Failure')) {
      return;
    }
    retried.current = false;
    (state.kind === 'Success' ? contentRef : retryRef).current?.focus();
  }, [state.kind]);

  switch (state.kind) {
    case 'NotAsked':
      return null;
    case 'Loading':
      return <LoadingState label={loadingLabel} />;
    case 'Failure':
      return (
        <Notice tone="error" role="alert">
          <p>{failureMessage}</p>
          {failureDetail}
          <Button
            ref={retryRef}
            variant="secondary"
            size="small"
            onClick={() => {
              retried.current = true;
              onRetry();
            }}
          >
            {retryLabel}
          </Button>
        </Notice>
      );
    case 'Success':
      return (
        <div ref={contentRef} tabIndex={-1} className="ds-remote-content">
          {children(state.value)}
        </div>
      );
  }
}
