// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_BANNER_DISMISSED_AT_KEY,
  isAppBannerDismissed,
} from '../../src/shell/app-banner/app-banner-dismissal.ts';
import { AppBanner } from '../../src/shell/index.ts';
import { renderApp } from '../support/render-app.tsx';

const day = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-11-01T10:00:00Z');

const banner = () => screen.queryByRole('complementary', { name: 'Lataa Kaiku-sovellus' });

afterEach(() => {
  localStorage.clear();
});

describe('the app-download banner (H-19, NS-56)', () => {
  it('invites to the app with both store badges', () => {
    renderApp(<AppBanner now={() => start} />);

    expect(banner()).toHaveTextContent('Asioi helpommin Kaiku-sovelluksella.');
    expect(screen.getByRole('link', { name: 'App Store' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Google Play' })).toBeVisible();
  });

  it('goes away when another tab dismisses it', () => {
    renderApp(<AppBanner now={() => start} />);
    expect(banner()).toBeInTheDocument();

    localStorage.setItem(APP_BANNER_DISMISSED_AT_KEY, String(start));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: APP_BANNER_DISMISSED_AT_KEY }));
    });

    expect(banner()).not.toBeInTheDocument();
  });

  it('stays dismissed for 30 days, also after a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp(<AppBanner now={() => start} />);

    await user.click(screen.getByRole('button', { name: 'Sulje sovellusilmoitus' }));

    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(APP_BANNER_DISMISSED_AT_KEY)).toBe(String(start));
    first.unmount();

    const later = renderApp(<AppBanner now={() => start + 29 * day} />);
    expect(banner()).not.toBeInTheDocument();
    later.unmount();

    renderApp(<AppBanner now={() => start + 30 * day} />);
    expect(banner()).toBeInTheDocument();
  });

  it('ignores a stored value that is not a past time', () => {
    const storage = (value: string) => ({ getItem: () => value });
    expect(isAppBannerDismissed(storage('nonsense'), start)).toBe(false);
    expect(isAppBannerDismissed(storage(String(start + day)), start)).toBe(false);
    expect(isAppBannerDismissed(null, start)).toBe(false);
  });
});
