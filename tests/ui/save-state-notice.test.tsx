// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveStateNotice } from '../../src/ui/index.ts';

describe('SaveStateNotice', () => {
  it('shows nothing when clear', () => {
    const { container } = render(<SaveStateNotice state={{ kind: 'Clear' }} />);
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces success politely in a region that was already there', () => {
    const { rerender } = render(<SaveStateNotice state={{ kind: 'Clear' }} />);
    const region = document.querySelector('[aria-live="polite"]');
    rerender(<SaveStateNotice state={{ kind: 'Success', message: 'Tiedot tallennettu.' }} />);
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Tiedot tallennettu.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error as an alert with a retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <SaveStateNotice
        state={{
          kind: 'Error',
          message: 'Tallennus epäonnistui.',
          retryLabel: 'Yritä uudelleen',
          onRetry,
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Tallennus epäonnistui.');
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
