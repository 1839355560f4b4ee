import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { useGetMaintenanceBreak } from '../../../generated/maintenance/maintenance.ts';
import {
  MAINTENANCE_REFRESH_INTERVAL_MS,
  MAINTENANCE_ROUTE_CHECK_THROTTLE_MS,
} from './maintenance-check.ts';
import { reportError } from '../../ui/index.ts';

/**
 * Whether the portal is in a maintenance break (H-18, C-36). Read on start, on route changes
 * (throttled) and every 5 minutes while visible (NS-12). A failing check never blocks the portal:
 * it counts as "no break" and is reported (AMB-35).
 */
export function useMaintenanceBreak(): boolean {
  const { pathname } = useLocation();
  const query = useGetMaintenanceBreak({
    query: {
      staleTime: MAINTENANCE_ROUTE_CHECK_THROTTLE_MS,
      refetchInterval: MAINTENANCE_REFRESH_INTERVAL_MS,
      refetchIntervalInBackground: false,
    },
  });
  const { error } = query;

  useEffect(() => {
    if (error) {
      reportError(
        '[maintenance] The check failed; the portal stays open (AMB-35).',
        error,
        'warning',
      );
    }
  }, [error]);

  const recheckIfStale = useEffectEvent(() => {
    if (query.isStale && !query.isFetching) {
      void query.refetch();
    }
  });
  useEffect(() => {
    recheckIfStale();
  }, [pathname]);

  return query.data?.maintenanceBreak === true;
}
