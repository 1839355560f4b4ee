// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CustomerDeniedAccessError, NotFoundError, setPatientScope } from '../../src/api/index.ts';
import { subjectKey } from '../../src/auth/storage-keys.ts';
import { adoptSubject } from '../../src/auth/session/logout-cleanup.ts';
import { createBlockedAccess } from '../../src/shell/index.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';
import { renderApp, withFakeApi } from '../support/render-app.tsx';
import { loggedIn } from './signed-in.ts';

withFakeApi();

function FrontTestPage() {
  return (
    <>
      <h1>Etusivu</h1>
      <Link to="/fi/asiointi/omat-tiedot">Omat tiedot</Link>
    </>
  );
}

function InformationTestPage() {
  return <h1>Omat tiedot -sivu</h1>;
}

const pages = [
  { path: '/fi/asiointi/', element: <FrontTestPage /> },
  { path: '/fi/asiointi/omat-tiedot', element: <InformationTestPage /> },
];

describe('the shell layout', () => {
  it('puts the skip link first and targets the main landmark (A-01)', async () => {
    const user = userEvent.setup();
    renderApp(<h1>Sivu</h1>, { withLayout: true });

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Siirry pääsisältöön' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('has the header, the main content and the footer in web mode', () => {
    renderApp(<h1>Sivu</h1>, { withLayout: true });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Sivu');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has only the main content when embedded in the app (R-05)', () => {
    renderApp(<h1>Sivu</h1>, { withLayout: true, settings: { mode: 'embedded' } });

    expect(screen.getByRole('main')).toHaveTextContent('Sivu');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Lataa Kaiku-sovellus' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Siirry pääsisältöön' })).not.toBeInTheDocument();
  });

  it('moves focus to the new page heading after a link click, not on first load or back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(<h1>Ei löydy</h1>, { withLayout: true, routes: pages });

    expect(screen.getByRole('heading', { name: 'Etusivu' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Omat tiedot' }));
    expect(await screen.findByRole('heading', { name: 'Omat tiedot -sivu' })).toHaveFocus();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Etusivu' })).not.toHaveFocus();
  });

  it('shows the blocked page for a customer denied access (H-21, E-21)', async () => {
    const blockedAccess = createBlockedAccess();
    renderApp(<h1>Omat tiedot</h1>, {
      withLayout: true,
      person: loggedIn,
      settings: { blockedAccess },
    });

    act(() => {
      blockedAccess.handleError(new NotFoundError('/x', 404, 'NotFoundError', [], null));
    });
    expect(screen.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();

    act(() => {
      blockedAccess.handleError(
        new CustomerDeniedAccessError('/x', 403, 'CustomerDeniedAccessError', [], null),
      );
    });
    // The blocked page loads when first shown.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asiointi ei ole käytettävissäsi' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Omat tiedot' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Maija/ })).toBeVisible();
  });

  it('lifts the blocked page when the tab adopts another person signed in elsewhere (E-21)', async () => {
    const denied = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
    const other = 'aca5148b-ac78-4374-b0fa-704ca037a519';
    const storage = createMemoryStorage({ [subjectKey]: denied });
    setPatientScope({ subject: denied, patient: 'main' });
    const blockedAccess = createBlockedAccess();
    renderApp(<h1>Omat tiedot</h1>, {
      withLayout: true,
      person: loggedIn,
      settings: { blockedAccess },
    });
    act(() => {
      blockedAccess.handleError(
        new CustomerDeniedAccessError('/x', 403, 'CustomerDeniedAccessError', [], null),
      );
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asiointi ei ole käytettävissäsi' }),
    ).toBeVisible();

    // The same person's session renewed: still denied.
    act(() => {
      adoptSubject(denied, storage, () => undefined);
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Asiointi ei ole käytettävissäsi' }),
    ).toBeVisible();

    // Another person signed in in another tab, and this tab takes them on.
    act(() => {
      adoptSubject(other, storage, () => undefined);
    });
    expect(screen.getByRole('heading', { name: 'Omat tiedot' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Asiointi ei ole käytettävissäsi' }),
    ).not.toBeInTheDocument();
    expect(blockedAccess.isBlocked()).toBe(false);
    setPatientScope({ subject: null, patient: 'main' });
  });

  it('lifts the block when the person signs out (E-21)', () => {
    setPatientScope({ subject: 'ba882c38-4efc-41c7-87ac-a7951d1df174', patient: 'main' });
    const blockedAccess = createBlockedAccess();
    let told = 0;
    blockedAccess.subscribe(() => (told += 1));
    blockedAccess.handleError(
      new CustomerDeniedAccessError('/x', 403, 'CustomerDeniedAccessError', [], null),
    );
    // Acting for a child is still the same signed-in person: the denial stays.
    setPatientScope({ subject: 'ba882c38-4efc-41c7-87ac-a7951d1df174', patient: 'principal:1' });
    expect(blockedAccess.isBlocked()).toBe(true);
    setPatientScope({ subject: null, patient: 'main' });
    expect(blockedAccess.isBlocked()).toBe(false);
    expect(told).toBe(2);
  });
});
