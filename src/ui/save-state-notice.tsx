import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

/** A form's save state (portal-shell.md §4, "Other UI states"). */
export type SaveState =
  | { kind: 'Clear' }
  | { kind: 'Error'; message: string; retryLabel: string; onRetry: () => void }
  | { kind: 'Success'; message: string };

export interface SaveStateNoticeProps {
  state: SaveState;
}

/**
 * Shows a form's save state. Success is announced politely; an error is an alert with a retry
 * button. The polite region stays in the page, so its later content is announced.
 */
export function SaveStateNotice({ state }: SaveStateNoticeProps) {
  return (
    <div className="ds-save-state">
      <div aria-live="polite" aria-atomic="true">
        {state.kind === 'Success' && (
          <Notice tone="success" className="ds-save-state__notice">
            <p>{state.message}</p>
          </Notice>
        )}
      </div>
      {state.kind === 'Error' && (
        <Notice tone="error" className="ds-save-state__notice">
          <p role="alert">{state.message}</p>
          <Button variant="secondary" size="small" onClick={state.onRetry}>
            {state.retryLabel}
          </Button>
        </Notice>
      )}
    </div>
  );
}
