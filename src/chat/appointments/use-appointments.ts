// the patient's appointments (C-10) with the two timers of the spec: the list is
// fetched again 1 s after the next chat opens, and the time is read again when the next
// appointment ends, so its card flips to ended at that moment; with self check-in (K-12) also
// when the next check-in opens, so its card gets its join link then.
import { useEffect, useState } from 'react';
import { useListAppointments } from '../../../generated/chat-v4/chat-v4.ts';
import { nextCheckInDelay, nextEndDelay, nextRefreshDelay, soonest } from '../appointment-time.ts';
import { appointmentsContent, supportedAppointments } from './appointment-rules.ts';

/** The time now, epoch ms; injectable so tests and stories can hold the clock. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export function useAppointments(clock: Clock, selfCheckIn = false) {
  // an unsupported appointment makes the query fail (select throws), so the section shows
  // loadingFailed with a retry instead of a card it cannot explain.
  const query = useListAppointments({ query: { select: supportedAppointments } });
  const [now, setNow] = useState(clock);
  const { data, refetch } = query;

  // The time is read again at the next moment a card changes: an end, or a check-in opening.
  useEffect(() => {
    const delay =
      data === undefined
        ? null
        : soonest([
            nextEndDelay(data, clock()),
            selfCheckIn ? nextCheckInDelay(data, clock()) : null,
          ]);
    if (delay === null) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setNow(clock());
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [data, now, clock, selfCheckIn]);

  useEffect(() => {
    const delay = data === undefined ? null : nextRefreshDelay(data, clock());
    if (delay === null) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setNow(clock());
      void refetch();
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [data, now, clock, refetch]);

  return { content: appointmentsContent(query), now, retry: () => void refetch() };
}
