// @vitest-environment jsdom
// While acting for a principal, my information's texts speak of that person ("their Kela card"),
// not of the user ("your Kela card"), in every language.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KelaCardSection } from '../../src/my-information/kela-card-section.tsx';
import { InsurancesSection } from '../../src/my-information/insurances-section.tsx';
import { ConsentsSection } from '../../src/my-information/consents-section.tsx';
import type { Language } from '../../src/i18n/index.ts';
import { contractExample, installFakePatientApi } from '../patient/forms/support/patient-api.ts';
import { renderSection } from './render-section.tsx';

const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';

installFakePatientApi({
  'GET /profile': { status: 200, body: contractExample('/profile', 'get', 200, 'childPrincipal') },
  'GET /insurances': { status: 200, body: [] },
});

function renderSections(language: Language, principalId?: string) {
  const at = {
    fi: '/fi/asiointi/omat-tiedot',
    sv: '/sv/e-tjanster/mina-uppgifter',
    en: '/en/e-services/my-information',
  }[language];
  return renderSection(
    <>
      <KelaCardSection id="kela" />
      <InsurancesSection id="insurance" />
      <ConsentsSection id="consents" />
    </>,
    { at, ...(principalId === undefined ? {} : { principalId }) },
  );
}

describe('my information while acting for a principal', () => {
  it.each([
    [
      'fi',
      'Hänen Kela-korttinsa kuvaa ei ole tallennettu.',
      'Hänellä ei ole vakuutuksia',
      'annat suostumuksen hänen puolestaan',
    ],
    [
      'sv',
      'Ingen bild av personens FPA-kort har sparats.',
      'Personen har inga försäkringar',
      'för personens räkning',
    ],
    [
      'en',
      'No image of their Kela card is on file.',
      'They have no insurance',
      'consent to on their behalf',
    ],
  ] as const)(
    'says the principal’s, not “your”, in %s',
    async (language, kela, insurance, consents) => {
      renderSections(language, eetu);
      expect(await screen.findByText(new RegExp(kela))).toBeInTheDocument();
      expect(await screen.findByText(new RegExp(insurance))).toBeInTheDocument();
      expect(screen.getByText(new RegExp(consents))).toBeInTheDocument();
    },
  );

  it('says “your” to the main user acting for themselves', async () => {
    renderSections('en');
    expect(await screen.findByText(/No image of your Kela card is on file\./)).toBeInTheDocument();
    expect(await screen.findByText(/You have no insurance/)).toBeInTheDocument();
  });
});
