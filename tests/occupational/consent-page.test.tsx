// @vitest-environment jsdom
// O-05: the pre-questionnaire's first two steps; the consent checkbox is required.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsentPage, SymptomAssessmentPage } from '../../src/occupational/index.ts';
import { consentSubmitOf } from '../../src/occupational/consent-rules.ts';
import { installFakeChatApi } from '../chat/code/support/chat-api.ts';
import { example } from './support/examples.ts';
import { renderOccupational } from './support/render.tsx';

const visibility = 'GET /self-triage/visibility';
const api = installFakeChatApi({
  [visibility]: {
    status: 200,
    body: example('self-triage', '/visibility', 'occupationalCustomer'),
  },
});

const consentRoute = '/fi/asiointi/chat/jono/:chatId/oirearvio/suostumus';

describe('the symptom assessment page', () => {
  it('says what self-triage is and leads on to the consent', async () => {
    const { missingKeys } = renderOccupational(<SymptomAssessmentPage />, {
      route: '/fi/asiointi/chat/jono/:chatId/oirearvio',
      at: '/fi/asiointi/chat/jono/3101/oirearvio',
    });
    expect(await screen.findByRole('link', { name: 'Seuraava' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oirearvio ennen chattia' }),
    ).toBeVisible();
    expect(document.title).toBe('Oirearvio ennen chattia – Asiointi');
    expect(screen.getByRole('link', { name: 'Seuraava' })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat/jono/3101/oirearvio/suostumus',
    );
    expect(missingKeys).toEqual([]);
  });
});

describe('the consent page', () => {
  const renderConsent = (language: 'fi' | 'en' = 'fi') =>
    renderOccupational(<ConsentPage />, {
      language,
      route:
        language === 'fi'
          ? consentRoute
          : '/en/e-services/chat/queue/:chatId/symptom-assessment/consent',
      at:
        language === 'fi'
          ? '/fi/asiointi/chat/jono/3101/oirearvio/suostumus'
          : '/en/e-services/chat/queue/3101/symptom-assessment/consent',
    });

  it('the rule: only a given consent continues', () => {
    expect(consentSubmitOf(true)).toEqual({ kind: 'Continue' });
    expect(consentSubmitOf(false)).toEqual({ kind: 'Required' });
  });

  it('requires the checkbox: the error is announced, described and the focus is on it', async () => {
    const { missingKeys } = renderConsent();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suostumus oirearvioon' }),
    ).toBeVisible();
    const checkbox = screen.getByRole('checkbox', {
      name: 'Annan suostumukseni oirearvion vastausten käsittelyyn',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Jatka oirearvioon' }));
    const error = screen.getByText('Anna suostumus, jotta voit jatkaa oirearvioon.');
    expect(error.closest('[aria-live]')).not.toBeNull();
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Anna suostumus, jotta voit jatkaa oirearvioon.');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();

    await userEvent.click(checkbox);
    expect(screen.queryByText('Anna suostumus, jotta voit jatkaa oirearvioon.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Jatka oirearvioon' }));
    const elsewhere = screen.getByTestId('elsewhere');
    expect(elsewhere).toHaveTextContent('/fi/asiointi/chat/jono/3101/oirearvio/kysely');
    expect(elsewhere).toHaveAttribute('data-state', '{"selfTriageConsent":true}');
    expect(missingKeys).toEqual([]);
  });

  it('speaks English in English', async () => {
    renderConsent('en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Continue to the symptom assessment' }),
    );
    expect(
      screen.getByText('Give your consent to continue to the symptom assessment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/en/e-services/chat/queue/3101/symptom-assessment',
    );
  });
});

describe('without visible self-triage (O-02)', () => {
  it('the pages send the patient to the chat', async () => {
    api.answer(visibility, {
      status: 200,
      body: example('self-triage', '/visibility', 'occupationalGuidanceOnly'),
    });
    renderOccupational(<ConsentPage />, {
      route: consentRoute,
      at: '/fi/asiointi/chat/jono/3101/oirearvio/suostumus',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      /^\/fi\/asiointi\/chat\/jono\/3101$/,
    );
  });

  it('a failed check says main.occupational.error with a retry (E-48)', async () => {
    api.answerOnce(visibility, {
      status: 500,
      body: { type: 'about:blank', title: 'x', status: 500 },
    });
    renderOccupational(<SymptomAssessmentPage />, {
      route: '/fi/asiointi/chat/jono/:chatId/oirearvio',
      at: '/fi/asiointi/chat/jono/3101/oirearvio',
    });
    expect(
      await screen.findByText('Työterveyden palvelujen lataaminen epäonnistui.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: 'Seuraava' })).toBeVisible();
  });
});

describe('while acting for a principal (AMB-28)', () => {
  it('the pages say self-triage is for oneself, and offer no way on', () => {
    renderOccupational(<ConsentPage />, {
      route: consentRoute,
      at: '/fi/asiointi/chat/jono/3101/oirearvio/suostumus',
      actingForPrincipal: true,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oirearvio ennen chattia' }),
    ).toBeVisible();
    expect(screen.getByText(/Oirearvion voit tehdä vain omista oireistasi/)).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin etävastaanottoon' })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat',
    );
  });

  it('the intro too', () => {
    renderOccupational(<SymptomAssessmentPage />, {
      route: '/fi/asiointi/chat/jono/:chatId/oirearvio',
      at: '/fi/asiointi/chat/jono/3101/oirearvio',
      actingForPrincipal: true,
    });
    expect(screen.queryByRole('link', { name: 'Seuraava' })).not.toBeInTheDocument();
    expect(api.calls(visibility)).toHaveLength(0);
  });
});
