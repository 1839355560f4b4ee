/** The portal's root component. The shell (routes, header, footer) arrives with issue #4. */
export function App() {
  return (
    <main>
      <h1>Asiointi</h1>
    </main>
  );
}
