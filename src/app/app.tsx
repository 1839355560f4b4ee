import { useGetMaintenanceBreak } from '../../generated/maintenance/maintenance.ts';

/**
 * The portal's root component. The shell (routes, header, footer, languages) arrives with issue
 * #4; until then the first page reads the maintenance flag through its generated hook.
 */
export function App() {
  const maintenance = useGetMaintenanceBreak();
  if (maintenance.data?.maintenanceBreak === true) {
    return (
      <main>
        <h1>Huoltokatko</h1>
        <p>Asiointi on tilapäisesti poissa käytöstä huollon vuoksi. Yritä myöhemmin uudelleen.</p>
      </main>
    );
  }
  return (
    <main>
      <h1>Asiointi</h1>
      <p>Tervetuloa asioimaan.</p>
    </main>
  );
}
