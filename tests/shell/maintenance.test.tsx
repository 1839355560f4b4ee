// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, withFakeApi } from '../support/render-app.tsx';
import { loggedIn } from './signed-in.ts';

const fakeApi = withFakeApi();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the maintenance break (H-18)', () => {
  it('replaces the page with the maintenance page and shows the logged-out header', async () => {
    fakeApi().answer({ status: 200, body: '{"maintenanceBreak":true}' });
    renderApp(<h1>Omat tiedot</h1>, { withLayout: true, person: loggedIn });

    expect(await screen.findByRole('heading', { level: 1, name: 'Huoltokatko' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Omat tiedot' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Soita asiakaspalveluun/ })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Maija/ })).not.toBeInTheDocument();
  });

  it('keeps the page when there is no break', async () => {
    fakeApi().answer({ status: 200, body: '{"maintenanceBreak":false}' });
    renderApp(<h1>Omat tiedot</h1>, { withLayout: true, person: loggedIn });

    expect(await screen.findByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
    await vi.waitFor(
      () => {
        expect(fakeApi().requests.some((request) => request.url === '/v1/maintenance-break')).toBe(
          true,
        );
      },
      { timeout: 5_000 },
    );
    expect(screen.queryByRole('heading', { name: 'Huoltokatko' })).not.toBeInTheDocument();
  });

  it('fails open: a failing check keeps the portal usable and is reported (AMB-35)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi().answer({
      status: 500,
      contentType: 'application/problem+json',
      body: '{"type":"about:blank","title":"Internal Server Error","status":500}',
    });
    renderApp(<h1>Omat tiedot</h1>, { withLayout: true, person: loggedIn });

    await vi.waitFor(
      () => {
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining('[maintenance]'),
          expect.anything(),
        );
      },
      { timeout: 5_000 },
    );
    expect(screen.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Huoltokatko' })).not.toBeInTheDocument();
  });
});
