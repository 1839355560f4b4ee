// @vitest-environment jsdom
// The code page (C-09, Q-24…Q-28, E-33…E-36, NS-52) through the real HTTP layer with a stubbed
// chat-v4 API: the field's states, each failing status's message and whether a retry is sent,
// what the patient typed kept, and the chat a valid code finds with its code remembered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CodeLoginPage,
  CodePage,
  forgetChatCodes,
  rememberedChatCode,
} from '../../../src/chat/code/index.ts';
import { chatExample, installFakeChatApi } from './support/chat-api.ts';
import { renderChat } from './support/render.tsx';

const byCode = '/person/chat-by-code/{code}';
const api = installFakeChatApi({
  'GET /person/chat-by-code/K7RM2Q': {
    status: 200,
    body: chatExample(byCode, 'get', 200, 'validCode'),
  },
  'GET /person/chat-by-code/R8PD3W': {
    status: 422,
    body: chatExample(byCode, 'get', 422, 'unprocessable'),
  },
  'GET /person/chat-by-code/RUUHKA': {
    status: 429,
    body: chatExample(byCode, 'get', 429, 'rateLimited'),
  },
  'GET /person/chat-by-code/VIRHE1': {
    status: 500,
    body: chatExample(byCode, 'get', 500, 'internalError'),
  },
  'GET /person/chat-by-code/ABC123': {
    status: 404,
    body: chatExample(byCode, 'get', 404, 'notFound'),
  },
});

const page = '/fi/asiointi/chat/koodi';
const messages = {
  valueMissing: 'Kirjoita koodi.',
  invalid: 'Koodilla ei löytynyt chattia. Tarkista, että kirjoitit koodin oikein.',
  expired: 'Koodi on vanhentunut. Pyydä uusi koodi ammattilaiselta.',
  rateLimited:
    'Koodeja on tarkistettu liian monta kertaa lyhyessä ajassa. Odota hetki ja yritä uudelleen.',
  error: 'Koodin tarkistaminen ei onnistunut. Yritä uudelleen.',
};

beforeEach(() => {
  forgetChatCodes();
});

function openPage() {
  const user = userEvent.setup();
  const rendered = renderChat(<CodePage />, { route: page });
  const field = screen.getByRole('textbox', { name: 'Koodi' });
  const check = screen.getByRole('button', { name: 'Tarkista koodi' });
  return { ...rendered, user, field, check };
}

const calls = (code: string) => api.calls(`GET /person/chat-by-code/${code}`);

describe('the code page', () => {
  it('has a title, an intro, one labelled field with its hint and a check button (Q-24)', async () => {
    const { field, missingKeys } = openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Aloita chat koodilla' })).toBeVisible();
    expect(field).toHaveAccessibleDescription(
      'Kirjoita koodi, jonka sait ammattilaiselta. Isoilla ja pienillä kirjaimilla ei ole väliä.',
    );
    expect(field).toHaveAttribute('maxlength', '64');
    expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() => {
      expect(document.title).toBe('Aloita chat koodilla – Asiointi');
    });
    expect(missingKeys).toEqual([]);
  });

  it('requires a code: an empty submit says so and focuses the field, sending nothing (Q-28)', async () => {
    const { user, field, check } = openPage();
    await user.click(check);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.valueMissing);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.valueMissing));
    await user.type(field, '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.valueMissing);
    expect(api.all()).toEqual([]);
  });

  it('validates on blur, and editing clears the invalid state (Q-27)', async () => {
    const { user, field } = openPage();
    await user.click(field);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.valueMissing);
    await user.type(field, 'K');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['ABC123', 'invalid' as const],
    ['R8PD3W', 'expired' as const],
  ])(
    'answers %s with %s and sends the same code no second time; an edit allows it (E-33, E-34)',
    async (code, message) => {
      const { user, field, check } = openPage();
      await user.type(field, code);
      await user.click(check);
      expect(await screen.findByRole('alert')).toHaveTextContent(messages[message]);
      expect(field).toHaveValue(code);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(calls(code)).toHaveLength(1);

      await user.click(check);
      expect(field).toHaveFocus();
      expect(screen.getByRole('alert')).toHaveTextContent(messages[message]);
      expect(calls(code)).toHaveLength(1);

      // Edited and typed back: the state is cleared and the code may be checked again.
      await user.type(field, 'X{Backspace}');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(messages[message]);
      expect(calls(code)).toHaveLength(2);
    },
  );

  it.each([
    ['RUUHKA', 'rateLimited' as const],
    ['VIRHE1', 'error' as const],
  ])(
    'answers %s with %s and sends the same code again on retry (E-35, E-36)',
    async (code, message) => {
      const { user, field, check } = openPage();
      await user.type(field, code);
      await user.click(check);
      expect(await screen.findByRole('alert')).toHaveTextContent(messages[message]);
      expect(field).toHaveValue(code);
      api.answerOnce(`GET /person/chat-by-code/${code}`, {
        status: 200,
        body: chatExample(byCode, 'get', 200, 'validCode'),
      });
      await user.click(check);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Fysioterapeutin etävastaanotto' }),
      ).toBeVisible();
      expect(calls(code)).toHaveLength(2);
      expect(screen.queryByText(messages[message])).not.toBeInTheDocument();
      expect(field).not.toHaveAttribute('aria-invalid');
    },
  );

  it('maps an answer the contract does not declare, or none at all, to the retryable error', async () => {
    const { user, field, check } = openPage();
    api.answerOnce('GET /person/chat-by-code/QWERTY', { status: 503 });
    await user.type(field, 'QWERTY');
    await user.click(check);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.error);
    api.answerOnce('GET /person/chat-by-code/QWERTY', { status: 599 });
    await user.click(check);
    await waitFor(() => {
      expect(calls('QWERTY')).toHaveLength(2);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.error);
  });

  it('shows the chat a valid code finds as an OnDemandByCode chat, and remembers its code (Q-24, NS-52)', async () => {
    const { user, field, router } = openPage();
    await user.type(field, ' K7RM2Q ');
    await user.keyboard('{Enter}');
    const name = await screen.findByRole('heading', {
      level: 2,
      name: 'Fysioterapeutin etävastaanotto',
    });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    const result = within(screen.getByRole('region', { name: 'Fysioterapeutin etävastaanotto' }));
    expect(result.getByText('Koodilla avautuva chat')).toBeVisible();
    expect(result.getByText(/kotiharjoitteiden/)).toBeVisible();
    expect(field).toHaveValue(' K7RM2Q ');
    expect(calls('K7RM2Q')).toHaveLength(1);
    expect(rememberedChatCode(3200)).toBe('K7RM2Q');
    expect(rememberedChatCode(3012)).toBeNull();

    await user.click(result.getByRole('button', { name: 'Aloita chat' }));
    expect(router.state.location.pathname).toBe('/fi/asiointi/chat/koodi/3200/vastaanotto');
  });

  it('sends the code as one path segment whatever it holds', async () => {
    const { user, field, check } = openPage();
    await user.type(field, 'A/B?C');
    await user.click(check);
    await waitFor(() => {
      expect(calls('A/B?C')).toHaveLength(1);
    });
  });

  it('takes a code in small letters as the same code: it is sent in capitals', async () => {
    const { user, field, check } = openPage();
    await user.type(field, 'k7rm2q');
    await user.click(check);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fysioterapeutin etävastaanotto' }),
    ).toBeInTheDocument();
    expect(calls('K7RM2Q')).toHaveLength(1);
    expect(field).toHaveValue('k7rm2q');
    expect(rememberedChatCode(3200)).toBe('K7RM2Q');
  });
});

describe('the code page of a visitor', () => {
  it.each([
    ['fi', 'Kirjaudu sisään kirjoittaaksesi koodin', 'Kirjaudu sisään', '/fi/asiointi/chat/koodi'],
    ['sv', 'Logga in för att skriva in koden', 'Logga in', '/sv/e-tjanster/chatt/kod'],
  ] as const)(
    'asks to log in to enter the code, and comes back to it (%s)',
    (language, title, login, path) => {
      renderChat(<CodeLoginPage />, { route: path, language, signedIn: false });
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: login });
      expect(
        new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('returnTo'),
      ).toBe(path);
      expect(screen.queryByRole('textbox')).toBeNull();
    },
  );
});
