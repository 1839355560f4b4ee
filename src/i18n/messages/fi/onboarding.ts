/**
 * Onboarding (portal-shell.md §2 "Family-member onboarding", §4 "Onboarding status"): the main
 * user's steps (contact details, terms of use, consents) and family-member onboarding. Finnish
 * is the source. Wired into each catalogue as `onboarding`.
 */
export const onboardingFi = {
  step: 'Vaihe {{current}}/{{total}}',
  back: 'Edellinen vaihe',
  loading: 'Ladataan tietojasi…',
  saveAndContinue: 'Tallenna ja jatka',
  finish: 'Valmis',
  finishing: 'Viimeistellään…',
  impossiblePrincipal: {
    title: 'Palasit omaan asiointiisi',
  },
  main: {
    title: 'Asioinnin käyttöönotto',
    contactInfo: {
      title: 'Yhteystietosi',
      introNew:
        'Tervetuloa Asiointiin! Kerro aluksi yhteystietosi, jotta voimme tarvittaessa tavoittaa sinut hoitoosi liittyvissä asioissa.',
      introMissing:
        'Yhteystiedoistasi puuttuu tietoja. Täydennä ne, jotta voimme tarvittaessa tavoittaa sinut hoitoosi liittyvissä asioissa.',
    },
    termsOfUse: {
      title: 'Käyttöehdot',
      intro: 'Lue käyttöehdot ja hyväksy ne, niin pääset käyttämään Asiointia.',
      summaryIntro: 'Käyttöehdot lyhyesti:',
      summary: {
        service:
          'Asiointi on tarkoitettu terveyteesi liittyvien asioiden hoitamiseen. Hätätilanteessa soita numeroon 112.',
        identification:
          'Kirjaudut palveluun vahvalla tunnistautumisella. Älä anna tunnuksiasi kenenkään muun käyttöön.',
        data: 'Käsittelemme tietojasi tietosuojaselosteen mukaisesti ja vain hoitosi ja palvelun toteuttamiseksi.',
        onBehalf: 'Voit asioida huollettavasi puolesta, kun sinulla on siihen oikeus.',
      },
      readTerms: 'Lue käyttöehdot kokonaisuudessaan',
      accept: 'Hyväksyn käyttöehdot',
      acceptRequired: 'Hyväksy käyttöehdot, jotta voit jatkaa.',
      save: 'Hyväksy ja jatka',
    },
    consents: {
      title: 'Suostumukset',
      intro:
        'Valitse, mihin annat suostumuksesi. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
      later: 'Voit muuttaa suostumuksiasi myöhemmin Omat tiedot -sivulla.',
    },
  },
  principalOnboarding: {
    title: 'Huollettavan asioinnin käyttöönotto',
    abort: 'Keskeytä',
    continue: 'Jatka',
    registrationFailed: 'Huollettavan lisääminen ei onnistunut. Yritä uudelleen.',
    unfinished: {
      title: 'Käyttöönotto on kesken',
      text: 'Henkilön {{name}} tietojen täyttäminen jäi kesken. Voit jatkaa siitä, mihin jäit, tai keskeyttää ja palata omaan asiointiisi.',
      textSomeone:
        'Huollettavasi tietojen täyttäminen jäi kesken. Voit jatkaa siitä, mihin jäit, tai keskeyttää ja palata omaan asiointiisi.',
    },
    contactInfo: {
      title: 'Yhteystiedot',
      intro:
        'Täytä henkilön {{name}} yhteystiedot, jotta voimme tarvittaessa tavoittaa teidät hänen asioissaan.',
      introSomeone:
        'Täytä huollettavasi yhteystiedot, jotta voimme tarvittaessa tavoittaa teidät hänen asioissaan.',
    },
    consents: {
      title: 'Suostumukset',
      intro:
        'Valitse, mihin annat suostumuksen henkilön {{name}} puolesta. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
      introSomeone:
        'Valitse, mihin annat suostumuksen huollettavasi puolesta. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
      later:
        'Voit muuttaa suostumuksia myöhemmin Omat tiedot -sivulla, kun asioit huollettavasi puolesta.',
    },
  },
} as const;
