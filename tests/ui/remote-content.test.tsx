// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteContent, type RemoteContentState } from '../../src/ui/index.ts';

function view(state: RemoteContentState<string>, onRetry = vi.fn()) {
  return (
    <RemoteContent
      state={state}
      loadingLabel="Ladataan"
      failureMessage="Tietoja ei saatu ladattua."
      retryLabel="Yritä uudelleen"
      onRetry={onRetry}
    >
      {(value) => <p>{value}</p>}
    </RemoteContent>
  );
}

describe('RemoteContent', () => {
  it('shows a spinner while loading, then the content', () => {
    const { rerender } = render(view({ kind: 'Loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan');
    rerender(view({ kind: 'Success', value: 'Jonossa 3 henkilöä' }));
    expect(screen.getByText('Jonossa 3 henkilöä')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the loaded content after a successful retry (A-09)', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(view({ kind: 'Failure' }, onRetry));
    expect(screen.getByRole('alert')).toHaveTextContent('Tietoja ei saatu ladattua.');
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(view({ kind: 'Loading' }, onRetry));
    rerender(view({ kind: 'Success', value: 'Jonossa 3 henkilöä' }, onRetry));
    expect(screen.getByText('Jonossa 3 henkilöä').parentElement).toHaveFocus();
  });

  it('moves focus to the retry button after a failed retry (A-09)', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(view({ kind: 'Failure' }, onRetry));
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    rerender(view({ kind: 'Loading' }, onRetry));
    expect(document.body).toHaveFocus();
    rerender(view({ kind: 'Failure' }, onRetry));
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toHaveFocus();
  });

  it('never says loading is slow without the app’s settings', () => {
    vi.useFakeTimers();
    try {
      render(view({ kind: 'Loading' }));
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByRole('status')).toHaveTextContent(/^Ladataan$/);
    } finally {
      vi.useRealTimers();
    }
  });
});
