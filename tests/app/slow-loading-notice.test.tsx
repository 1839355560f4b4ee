// @vitest-environment jsdom
// K-21's slow-loading notice as the app sets it (src/app/start/app.tsx) in the shared loading state of
// remote content (src/ui/loading-state.tsx): after 3 s of loading, 5 s on a slow connection, in
// the loading state's polite live region, in the page's language. Fake clock throughout.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlowLoadingNotice } from '../../src/app/start/app.tsx';
import type { Language } from '../../src/i18n/index.ts';
import { RemoteContent, type RemoteContentState } from '../../src/ui/index.ts';
import { renderApp } from '../support/render-app.tsx';

const notice = {
  fi: 'Lataaminen kestää tavallista kauemmin. Odota hetki.',
  sv: 'Det tar längre tid än vanligt att ladda. Vänta en stund.',
  en: 'Loading is taking longer than usual. Please wait a moment.',
} as const;

function setConnection(connection: { effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  setConnection(undefined);
  vi.useRealTimers();
});

function page(state: RemoteContentState<string>, language: Language = 'fi') {
  const view = (next: RemoteContentState<string>) => (
    <SlowLoadingNotice>
      <RemoteContent
        state={next}
        loadingLabel="Ladataan…"
        failureMessage="Tietoja ei saatu ladattua."
        retryLabel="Yritä uudelleen"
        onRetry={() => undefined}
      >
        {(value) => <p>{value}</p>}
      </RemoteContent>
    </SlowLoadingNotice>
  );
  const { rerender, missingKeys } = renderApp(view(state), { language });
  return {
    missing: missingKeys,
    rerender: (next: RemoteContentState<string>) => {
      rerender(view(next));
    },
  };
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('the slow-loading notice (K-21)', () => {
  it('comes after 3 s of loading, in the loading state’s polite live region', () => {
    const { missing } = page({ kind: 'Loading' });
    const status = screen.getByRole('status');
    advance(2_999);
    expect(status).not.toHaveTextContent(notice.fi);
    advance(1);
    expect(status).toHaveTextContent(`Ladataan…${notice.fi}`);
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  it.each(['slow-2g', '2g'])('comes after 5 s on a slow connection (%s)', (effectiveType) => {
    setConnection({ effectiveType });
    page({ kind: 'Loading' });
    advance(4_999);
    expect(screen.queryByText(notice.fi)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(notice.fi);
  });

  it('comes after 3 s on 3g', () => {
    setConnection({ effectiveType: '3g' });
    page({ kind: 'Loading' });
    advance(3_000);
    expect(screen.getByRole('status')).toHaveTextContent(notice.fi);
  });

  it.each(['sv', 'en'] as const)('speaks the page’s language (%s)', (language) => {
    page({ kind: 'Loading' }, language);
    advance(3_000);
    expect(screen.getByRole('status')).toHaveTextContent(notice[language]);
  });

  it('goes with the loading, and a new loading waits its own 3 s', () => {
    const { rerender } = page({ kind: 'Loading' });
    advance(3_000);
    rerender({ kind: 'Success', value: 'Jonossa 3 henkilöä' });
    expect(screen.queryByText(notice.fi)).not.toBeInTheDocument();
    rerender({ kind: 'Failure' });
    rerender({ kind: 'Loading' });
    advance(2_999);
    expect(screen.queryByText(notice.fi)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(notice.fi)).toBeInTheDocument();
  });
});
