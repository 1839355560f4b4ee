import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import {
  getListInsurancesQueryKey,
  useUpdateInsurance,
} from '../../../generated/patient/patient.ts';
import type { Insurance } from '../../../generated/patient/model/insurance.zod.ts';
import type { Language } from '../../i18n/index.ts';
import { useSave } from './use-save.ts';

/**
 * One insurance's direct compensation switch (C-20), for my information and the chat's enabling
 * step: saved as soon as it is switched, showing the patient's choice until the insurance the API
 * answers replaces it in the list (only the switch: the answer's description need not be in the
 * language of the list). A retry sends the same choice again and gives `retryFocus` the focus.
 */
export function useInsuranceSwitch(
  insurance: Insurance,
  language: Language,
  retryFocus: RefObject<HTMLElement | null>,
) {
  const queryClient = useQueryClient();
  const update = useUpdateInsurance();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const saving = useSave<boolean, Insurance>({
    send: (enabled) => update.mutateAsync({ id: insurance.id, data: { enabled } }),
    onSaved: (saved) => {
      queryClient.setQueryData<Insurance[]>(getListInsurancesQueryKey({ language }), (list) =>
        list?.map((item) => (item.id === saved.id ? { ...item, enabled: saved.enabled } : item)),
      );
      setChosen(null);
    },
    retryFocus,
  });
  return {
    ...saving,
    checked: chosen ?? insurance.enabled,
    choose: (enabled: boolean) => {
      setChosen(enabled);
      void saving.save(enabled);
    },
  };
}
