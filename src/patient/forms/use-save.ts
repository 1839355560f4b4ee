import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../../ui/index.ts';

/** Where a form's save is (F-21); a failure keeps what was sent, for the retry. */
export type SaveStatus<T> =
  { kind: 'Clear' } | { kind: 'Saving' } | { kind: 'Failed'; values: T } | { kind: 'Saved' };

export interface SaveOptions<T, R> {
  send: (values: T) => Promise<R>;
  onSaved?: ((result: R) => void) | undefined;
  /** Shows a failure in the form itself; true when that says all, so no save error is shown. */
  onFailure?: (error: unknown) => boolean;
  /** Takes focus when the retry button goes away (the save button, busy while saving). */
  retryFocus: RefObject<HTMLElement | null>;
}

/**
 * Saves a form's values and keeps the save state: clear, saving, error with a retry that sends
 * the same values again, or success (E-23). Nothing typed is touched on failure.
 */
export function useSave<T, R>({ send, onSaved, onFailure, retryFocus }: SaveOptions<T, R>) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SaveStatus<T>>({ kind: 'Clear' });

  const save = async (values: T): Promise<void> => {
    setStatus({ kind: 'Saving' });
    let result: R;
    try {
      result = await send(values);
    } catch (error) {
      const shown = onFailure?.(error) ?? false;
      setStatus(shown ? { kind: 'Clear' } : { kind: 'Failed', values });
      return;
    }
    setStatus({ kind: 'Saved' });
    onSaved?.(result);
  };

  const notice = ((): SaveState => {
    switch (status.kind) {
      case 'Failed':
        return {
          kind: 'Error',
          message: t('forms.saveError'),
          retryLabel: t('forms.retry'),
          onRetry: () => {
            retryFocus.current?.focus();
            void save(status.values);
          },
        };
      case 'Saved':
        return { kind: 'Success', message: t('forms.saveSuccess') };
      case 'Clear':
      case 'Saving':
        return { kind: 'Clear' };
    }
  })();

  return { status, save, notice };
}
