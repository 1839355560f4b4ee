// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthIntentNavigator } from '../../../src/auth/index.ts';
import { createFakeController } from './support/fake-controller.ts';
import { renderAuth } from './support/render-auth.tsx';

function renderNavigator(path: string) {
  const fake = createFakeController();
  const view = renderAuth({
    fake,
    path,
    routes: [{ path, element: <AuthIntentNavigator /> }],
  });
  return { ...view, fake };
}

describe('AuthIntentNavigator', () => {
  it('shows the time-out page in the current language after an idle time-out (S-22, R-27)', async () => {
    const { fake, location } = renderNavigator('/sv/e-tjanster/mina-uppgifter');
    act(() => {
      fake.emit({ kind: 'navigate', to: 'timeout' });
    });
    await waitFor(() => {
      expect(location()).toBe('/sv/e-tjanster/identifiering/du-ar-utloggad');
    });
  });

  it('shows the you-logged-out page after a sign-out in another tab (R-26)', async () => {
    const { fake, location } = renderNavigator('/en/e-services/my-information');
    act(() => {
      fake.emit({ kind: 'navigate', to: 'loggedOut' });
    });
    await waitFor(() => {
      expect(location()).toBe('/en/e-services/identification/you-logged-out');
    });
  });

  it('leaves host intents to the native app', async () => {
    const { fake, location, router } = renderNavigator('/fi/asiointi/omat-tiedot');
    act(() => {
      fake.emit({ kind: 'host', action: 'logout' });
    });
    await act(() => Promise.resolve());
    expect(location()).toBe('/fi/asiointi/omat-tiedot');
    expect(router.state.historyAction).toBe('POP');
  });
});
