import { useSyncExternalStore } from 'react';
import { useShellSettings } from './shell-settings.tsx';

/** Whether the customer is denied access (E-21), re-rendering when that changes. */
export function useIsBlocked(): boolean {
  const { blockedAccess } = useShellSettings();
  return useSyncExternalStore(
    blockedAccess.subscribe,
    blockedAccess.isBlocked,
    blockedAccess.isBlocked,
  );
}
