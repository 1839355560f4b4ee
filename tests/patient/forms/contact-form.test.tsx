// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetProfileQueryKey } from '../../../generated/patient/patient.ts';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { ContactForm } from '../../../src/patient/forms/index.ts';
import { contractExample, internalError, installFakePatientApi } from './support/patient-api.ts';
import { renderForm } from './support/render-form.tsx';

const createdProfile = contractExample('/profile', 'post', 201, 'newPatient') as Profile;
const updatedProfile = contractExample('/profile', 'put', 200, 'mainUser') as Profile;
const storedProfile = contractExample('/profile', 'get', 200, 'mainUser') as Profile;

const api = installFakePatientApi({
  'POST /profile': { status: 201, body: createdProfile },
  'PUT /profile': { status: 200, body: updatedProfile },
});

const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Tallenna' });

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value !== '') {
      await user.type(field(label), value);
    }
  }
}

const newPatientTyped = {
  Etunimet: 'Mikko Juhani',
  Sukunimi: 'Nieminen',
  Katuosoite: 'Satakunnankatu 5 A 3',
  Postinumero: '33100',
  Postitoimipaikka: 'Tampere',
  Puhelinnumero: '040 111 2233',
  Sähköpostiosoite: 'mikko.nieminen@example.com',
};

describe('the contact form of a main user creating a profile', () => {
  it('has the seven fields, labelled, required, with their input types and autocomplete', () => {
    const { missingKeys } = renderForm(
      <ContactForm mode="create" patientType="main" onSaved={vi.fn()} />,
    );
    const expected = [
      ['Etunimet', 'given-name', 'text'],
      ['Sukunimi', 'family-name', 'text'],
      ['Katuosoite', 'street-address', 'text'],
      ['Postinumero', 'postal-code', 'text'],
      ['Postitoimipaikka', 'address-level2', 'text'],
      ['Puhelinnumero', 'tel', 'tel'],
      ['Sähköpostiosoite', 'email', 'email'],
    ];
    for (const [label, autoComplete, type] of expected) {
      const input = field(label ?? '');
      expect(input).toBeEnabled();
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('autocomplete', autoComplete);
      expect(input).toHaveAttribute('type', type);
    }
    expect(screen.getByText('Pakolliset kentät on merkitty tähdellä (*).')).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('on an empty submit marks every field missing, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm mode="create" patientType="main" onSaved={vi.fn()} />);

    await user.click(saveButton());

    for (const label of Object.keys(newPatientTyped)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(
        expect.stringContaining(`Täytä kenttä ${label}.`),
      );
    }
    expect(field('Etunimet')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it(
    'shows an error summary only once submitted, linking each message to its field',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      renderForm(<ContactForm mode="create" patientType="main" onSaved={vi.fn()} />);
      await fill(user, { Postinumero: '00000', Sähköpostiosoite: 'maija.esimerkki.fi' });
      expect(screen.queryByRole('group', { name: 'Korjaa nämä tiedot' })).not.toBeInTheDocument();

      await user.click(saveButton());

      const summary = screen.getByRole('group', { name: 'Korjaa nämä tiedot' });
      const links = within(summary).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Täytä kenttä Etunimet.',
        'Täytä kenttä Sukunimi.',
        'Täytä kenttä Katuosoite.',
        'Postinumero 00000 ei ole käytössä.',
        'Täytä kenttä Postitoimipaikka.',
        'Täytä kenttä Puhelinnumero.',
        'Sähköpostiosoitteesta puuttuu @-merkki.',
      ]);
      expect(links[3]).toHaveAttribute('href', `#${field('Postinumero').id}`);
      await user.click(
        within(summary).getByRole('link', { name: 'Sähköpostiosoitteesta puuttuu @-merkki.' }),
      );
      expect(field('Sähköpostiosoite')).toHaveFocus();

      // Corrected, it leaves the summary at once.
      await user.type(field('Sähköpostiosoite'), '{Backspace}{Backspace}{Backspace}@x.fi');
      await waitFor(() => {
        expect(within(summary).getAllByRole('link')).toHaveLength(6);
      });
    },
  );

  it('validates while typing, one message at a time, in the order of the spec', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(
      <ContactForm mode="create" patientType="main" onSaved={vi.fn()} />,
    );
    const postCode = field('Postinumero');
    const announced = container.querySelector('.visually-hidden[aria-live="polite"]');

    await user.type(postCode, '0000');
    const tooShort = 'Postinumerossa on viisi numeroa. Nyt siinä on 4.';
    expect(postCode).toHaveAccessibleDescription(`Viisi numeroa, esimerkiksi 33100. ${tooShort}`);
    expect(announced).toHaveTextContent(tooShort);

    await user.type(postCode, '0');
    expect(postCode).toHaveAccessibleDescription(
      'Viisi numeroa, esimerkiksi 33100. Postinumero 00000 ei ole käytössä.',
    );

    await user.type(postCode, '0');
    expect(postCode).toHaveAccessibleDescription(
      'Viisi numeroa, esimerkiksi 33100. Postinumerossa on viisi numeroa. Nyt siinä on 6.',
    );

    await user.type(postCode, '{Backspace}{Backspace}1a');
    expect(postCode).toHaveAccessibleDescription(
      'Viisi numeroa, esimerkiksi 33100. Postinumerossa saa olla vain numeroita.',
    );

    await user.clear(postCode);
    await user.type(postCode, '331000');
    expect(postCode).toHaveAccessibleDescription(
      'Viisi numeroa, esimerkiksi 33100. Postinumerossa on viisi numeroa. Nyt siinä on 6.',
    );

    await user.clear(postCode);
    expect(postCode).toHaveAccessibleDescription(
      'Viisi numeroa, esimerkiksi 33100. Täytä kenttä Postinumero.',
    );
    expect(announced).toHaveTextContent('Täytä kenttä Postinumero.');

    await user.type(postCode, '33100');
    expect(postCode).not.toHaveAttribute('aria-invalid');
    expect(postCode).toHaveAccessibleDescription('Viisi numeroa, esimerkiksi 33100.');
    expect(announced).toHaveTextContent('');
    // Only the field typed in was checked.
    expect(field('Etunimet')).not.toHaveAttribute('aria-invalid');
  });

  it('marks both names when together they pass 40 characters, and clears both again', async () => {
    const user = userEvent.setup();
    renderForm(<ContactForm mode="create" patientType="main" onSaved={vi.fn()} />);
    const combined = 'Etunimet ja sukunimi saavat olla yhteensä enintään 40 merkkiä pitkiä.';

    await fill(user, { Etunimet: 'Maija Liisa Annikki Eveliina', Sukunimi: 'Meikäläinen-' });
    expect(field('Etunimet')).not.toHaveAttribute('aria-invalid');
    expect(field('Sukunimi')).not.toHaveAttribute('aria-invalid');

    await user.type(field('Sukunimi'), 'V'); // 28 + 13 = 41
    expect(field('Sukunimi')).toHaveAccessibleDescription(expect.stringContaining(combined));
    expect(field('Etunimet')).toHaveAccessibleDescription(expect.stringContaining(combined));

    await user.type(field('Etunimet'), '{Backspace}'); // 27 + 13 = 40
    expect(field('Etunimet')).not.toHaveAttribute('aria-invalid');
    expect(field('Sukunimi')).not.toHaveAttribute('aria-invalid');
  });

  it('submits with Enter: the seven fields, phone without spaces, then success', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { queryClient } = renderForm(
      <ContactForm mode="create" patientType="main" onSaved={onSaved} />,
    );
    queryClient.setQueryData(getGetProfileQueryKey(), storedProfile);

    await fill(user, newPatientTyped);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(api.calls('POST /profile').map(({ body }) => body)).toEqual([
      {
        givenNames: 'Mikko Juhani',
        lastName: 'Nieminen',
        streetAddress: 'Satakunnankatu 5 A 3',
        postCode: '33100',
        postOffice: 'Tampere',
        phoneNumber: '0401112233',
        email: 'mikko.nieminen@example.com',
      },
    ]);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(createdProfile);
    expect(queryClient.getQueryState(getGetProfileQueryKey())?.isInvalidated).toBe(true);
    expect(field('Puhelinnumero')).toHaveValue('040 111 2233');
  });
});

describe('the contact form of a principal', () => {
  const register = { givenNames: 'Aino Sofia', lastName: 'Mäkinen' };

  it('shows the names from the register disabled, and needs neither them nor email', async () => {
    const user = userEvent.setup();
    renderForm(
      <ContactForm
        mode="create"
        patientType="principal"
        defaultValues={register}
        onSaved={vi.fn()}
      />,
    );
    for (const [label, value] of [
      ['Etunimet', 'Aino Sofia'],
      ['Sukunimi', 'Mäkinen'],
    ] as const) {
      expect(field(label)).toBeDisabled();
      expect(field(label)).not.toBeRequired();
      expect(field(label)).toHaveValue(value);
      expect(field(label)).toHaveAccessibleDescription(
        'Nimi tulee väestötietojärjestelmästä, eikä sitä voi muuttaa tässä.',
      );
    }
    expect(field('Sähköpostiosoite')).not.toBeRequired();
    expect(field('Puhelinnumero')).toBeRequired();

    await fill(user, {
      Katuosoite: 'Hämeenkatu 12 B 7',
      Postinumero: '33100',
      Postitoimipaikka: 'Tampere',
      Puhelinnumero: '045 123 4987',
    });
    await user.click(saveButton());

    await screen.findByText('Tiedot on tallennettu.');
    expect(api.calls('POST /profile').map(({ body }) => body)).toEqual([
      {
        givenNames: 'Aino Sofia',
        lastName: 'Mäkinen',
        streetAddress: 'Hämeenkatu 12 B 7',
        postCode: '33100',
        postOffice: 'Tampere',
        phoneNumber: '0451234987',
      },
    ]);
  });

  it('still checks an email the principal gives', async () => {
    const user = userEvent.setup();
    renderForm(
      <ContactForm
        mode="update"
        patientType="principal"
        defaultValues={register}
        onSaved={vi.fn()}
      />,
    );
    await user.type(field('Sähköpostiosoite'), 'aino@');
    expect(field('Sähköpostiosoite')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Sähköpostiosoite'));
    expect(field('Sähköpostiosoite')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the contact form updating a profile', () => {
  it('sends the contact details without id, givenNames and lastName', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(
      <ContactForm
        mode="update"
        patientType="main"
        defaultValues={storedProfile}
        onSaved={onSaved}
      />,
    );
    expect(field('Etunimet')).toBeDisabled();
    expect(field('Etunimet')).toHaveValue('Laura Helena');
    expect(field('Katuosoite')).toHaveValue('Hämeenkatu 12 B 7');

    await fill(user, { Katuosoite: 'Pyynikintie 24 A 1', Postinumero: '33230' });
    await user.click(saveButton());

    await screen.findByText('Tiedot on tallennettu.');
    expect(api.calls('PUT /profile').map(({ body }) => body)).toEqual([
      {
        streetAddress: 'Pyynikintie 24 A 1',
        postCode: '33230',
        postOffice: 'Tampere',
        phoneNumber: '0401234567',
        email: 'laura.makinen@example.com',
      },
    ]);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(updatedProfile);
  });

  it('sets the fields a server 400 blames as pattern mismatches, focuses the first, keeps the values', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(
      <ContactForm
        mode="update"
        patientType="main"
        defaultValues={storedProfile}
        onSaved={onSaved}
      />,
    );
    api.answerOnce('PUT /profile', {
      status: 400,
      body: contractExample('/profile', 'put', 400, 'badRequest'),
    });

    await fill(user, { Postinumero: '33101', Puhelinnumero: '040 765 4321' });
    await user.click(saveButton());

    const mismatch =
      'Tieto on väärässä muodossa. Tarkista, ettei siinä ole merkkejä, joita ei voi käyttää.';
    await waitFor(() => {
      expect(field('Postinumero')).toHaveFocus();
    });
    for (const label of ['Postinumero', 'Puhelinnumero']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(mismatch));
    }
    expect(field('Katuosoite')).not.toHaveAttribute('aria-invalid');
    expect(field('Postinumero')).toHaveValue('33101');
    expect(field('Puhelinnumero')).toHaveValue('040 765 4321');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    await user.type(field('Postinumero'), '{Backspace}0');
    expect(field('Postinumero')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the save error for a 400 that names no field the patient can change', async () => {
    const user = userEvent.setup();
    renderForm(
      <ContactForm
        mode="update"
        patientType="main"
        defaultValues={storedProfile}
        onSaved={vi.fn()}
      />,
    );
    api.answerOnce('PUT /profile', {
      status: 400,
      body: {
        code: 'BadRequestError',
        message: 'Request validation failed.',
        details: [{ message: 'Not allowed.', target: 'lastName' }],
      },
    });

    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Tallentaminen ei onnistunut.');
    expect(field('Sukunimi')).not.toHaveAttribute('aria-invalid');
  });

  it('on a 500 shows the save error, keeps the values, and the retry sends them again', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(
      <ContactForm
        mode="update"
        patientType="main"
        defaultValues={storedProfile}
        onSaved={onSaved}
      />,
    );
    api.answerOnce('PUT /profile', internalError);

    await fill(user, { Postitoimipaikka: 'Pirkkala' });
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Tallentaminen ei onnistunut.');
    expect(field('Postitoimipaikka')).toHaveValue('Pirkkala');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));

    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [first, second] = api.calls('PUT /profile');
    expect(first?.body).toMatchObject({ postOffice: 'Pirkkala' });
    expect(second?.body).toEqual(first?.body);
    expect(saveButton()).toHaveFocus();
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(updatedProfile);
  });

  it('is busy while saving and sends nothing more until the answer comes', async () => {
    const user = userEvent.setup();
    renderForm(
      <ContactForm
        mode="update"
        patientType="main"
        defaultValues={storedProfile}
        onSaved={vi.fn()}
        submitLabel="Vahvista tiedot"
      />,
    );
    const held = api.hold('PUT /profile');
    const button = screen.getByRole('button', { name: 'Vahvista tiedot' });

    await user.click(button);
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-busy', 'true');
    });
    await user.click(button);
    await user.type(field('Katuosoite'), '{Enter}');
    expect(api.calls('PUT /profile')).toHaveLength(1);

    held.release();
    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(api.calls('PUT /profile')).toHaveLength(1);
  });
});

describe('the contact form in Swedish', () => {
  it('labels the fields and words the messages in Swedish', async () => {
    const user = userEvent.setup();
    const { missingKeys } = renderForm(
      <ContactForm mode="create" patientType="main" onSaved={vi.fn()} />,
      { language: 'sv' },
    );
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription(
      expect.stringContaining('Fyll i fältet Postnummer.'),
    );
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toHaveFocus();
    expect(missingKeys).toEqual([]);
  });
});
