// @vitest-environment jsdom
// My information's contact details show the address on Posti's two lines and the phone number
// as Finns write it, in every language; what the API gave is what the form keeps.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactSummary } from '../../src/my-information/contact-summary.tsx';
import type { Language } from '../../src/i18n/index.ts';
import { contractExample, installFakePatientApi } from '../patient/forms/support/patient-api.ts';
import { renderSection } from './render-section.tsx';

installFakePatientApi({
  'GET /profile': {
    status: 200,
    body: {
      ...(contractExample('/profile', 'get', 200, 'mainUser') as Record<string, unknown>),
      phoneNumber: '+358401234567',
    },
  },
});

const at: Record<Language, string> = {
  fi: '/fi/asiointi/omat-tiedot',
  sv: '/sv/e-tjanster/mina-uppgifter',
  en: '/en/e-services/my-information',
};

describe('the contact details on my information', () => {
  it.each([
    ['fi', 'Osoite', 'Puhelinnumero'],
    ['sv', 'Adress', 'Telefonnummer'],
    ['en', 'Address', 'Phone number'],
  ] as const)(
    'in %s, the address on two lines and the phone number grouped',
    async (language, address, phone) => {
      renderSection(<ContactSummary confirmation={{ kind: 'NotAsked' }} />, { at: at[language] });
      const shownAddress = (await screen.findByText(address)).nextElementSibling;
      expect(shownAddress?.textContent).toBe('Hämeenkatu 12 B 7\n33100 TAMPERE');
      const shownPhone = screen.getByText(phone).nextElementSibling;
      expect(shownPhone?.textContent).toBe('040 123 4567');
    },
  );
});
