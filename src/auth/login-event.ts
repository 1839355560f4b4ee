import type { paths } from '../../generated/app-events/paths.ts';
import { createApiClient, operationTables } from '../api/index.ts';

/**
 * NS-21: records a `Login` app event after an interactive sign-in (never on silent renewal).
 * Sent with `keepalive` (C-34) so the navigation that follows does not cancel it. Rejects on
 * failure; the caller only warns (E-06).
 */
export async function sendLoginEvent(): Promise<void> {
  const client = createApiClient<paths>('app-events', operationTables['app-events']);
  await client.POST('/events', {
    body: { applicationId: 'tapWeb', eventType: 'Login' },
    keepalive: true,
  });
}
