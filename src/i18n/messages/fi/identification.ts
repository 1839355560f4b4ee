/** The identification pages: sign in, logged out, timed out (and a failed sign-in anywhere). */
export const identificationFi = {
  login: {
    title: 'Kirjaudu Asiointiin',
    description:
      'Asioinnissa voit käyttää etävastaanottoa, varata aikoja ja katsoa omia tapahtumiasi. Voit asioida myös lapsesi tai läheisesi puolesta.',
    button: 'Kirjaudu sisään',
    loading: 'Siirrytään tunnistautumiseen…',
    securityNote:
      'Kirjautuminen tehdään vahvalla tunnistautumisella pankkitunnuksilla tai mobiilivarmenteella. Tietosi siirtyvät salattuina.',
    help: 'Tarvitsetko apua kirjautumisessa? Soita asiakaspalveluumme numeroon {{phone}}.',
    error: {
      title: 'Virhe kirjautumisessa',
      code: 'Virhekoodi',
      canceled: 'Tunnistautuminen keskeytettiin. Voit kirjautua uudelleen.',
      timedOut: 'Tunnistuspalvelu ei vastannut ajoissa. Yritä uudelleen.',
    },
    cancel: 'Peruuta',
    failed: 'Kirjautuminen ei onnistunut. Yritä uudelleen.',
  },
  loggedOut: {
    title: 'Kirjauduit ulos',
    description:
      'Olet kirjautunut ulos Asioinnista. Voit nyt sulkea selaimen tai kirjautua uudelleen.',
    logInAgain: 'Kirjaudu uudelleen',
  },
  timeout: {
    title: 'Sinut kirjattiin ulos',
    description:
      'Sinut kirjattiin tietoturvasyistä ulos, koska et käyttänyt Asiointia vähään aikaan. Kirjaudu uudelleen jatkaaksesi.',
    logInAgain: 'Kirjaudu sisään uudelleen',
  },
} as const;
