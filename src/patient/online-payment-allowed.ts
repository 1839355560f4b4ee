import { useActingFor } from './acting-for.ts';

/** Whether the current patient may turn online payment on (P-19, AMB-21); null while unknown. */
export function useOnlinePaymentAllowed(): boolean | null {
  const actingFor = useActingFor();
  switch (actingFor.kind) {
    case 'self':
      return true;
    case 'principal':
      return actingFor.principal?.onlinePaymentAllowed ?? (actingFor.loading ? null : false);
    case 'registerPrincipal':
      return false;
  }
}
