// The occupational section's data (C-15, C-06) through the generated hooks, with the main-type
// token only: while acting for a principal (or logged out) neither call runs (AMB-28).
import { useListPersonChatQueues } from '../../generated/chat-v4/chat-v4.ts';
import { useGetSelfTriageVisibility } from '../../generated/self-triage/self-triage.ts';
import type { Language } from '../i18n/index.ts';
import { occupationalSectionStateOf, type OccupationalSectionState } from './occupational-view.ts';

export interface OccupationalSectionData {
  state: OccupationalSectionState;
  /** Asks again whichever call failed (E-48's retry). */
  retry: () => void;
}

export function useOccupationalSection(
  asSelf: boolean,
  language: Language,
): OccupationalSectionData {
  const visibility = useGetSelfTriageVisibility({ language }, { query: { enabled: asSelf } });
  const startsSelfTriage =
    asSelf && visibility.data?.hasGuidanceForm === true && visibility.data.isSelfTriagePathVisible;
  // The same query (and cache) as the chat pages' person queue list.
  const queues = useListPersonChatQueues({ query: { enabled: startsSelfTriage } });
  const state = occupationalSectionStateOf({ asSelf, visibility, queues });
  const retry = () => {
    for (const query of [visibility, queues]) {
      if (query.isError) {
        void query.refetch();
      }
    }
  };
  return { state, retry };
}
