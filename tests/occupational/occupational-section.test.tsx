// @vitest-environment jsdom
// The occupational section (O-02…O-04, O-25, E-48, AMB-28) through the real HTTP layer with
// stubbed self-triage and chat-v4 APIs answering with the contracts' own examples.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OccupationalSection } from '../../src/occupational/index.ts';
import { installFakeChatApi } from '../chat/code/support/chat-api.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';
import { example } from './support/examples.ts';
import { renderOccupational } from './support/render.tsx';

const visibility = 'GET /self-triage/visibility';
const queues = 'GET /person/chat-queues';
const answer = (persona: string) => ({
  status: 200,
  body: example('self-triage', '/visibility', persona),
});
const api = installFakeChatApi({
  [visibility]: answer('occupationalCustomer'),
  [queues]: {
    status: 200,
    body: example('chat-v4', '/person/chat-queues', 'occupationalCustomer'),
  },
});
const front = '/fi/asiointi/chat';

const renderSection = (
  options: Parameters<typeof renderOccupational>[1] & {
    storage?: ReturnType<typeof createMemoryStorage>;
  } = {},
) => {
  const { storage = createMemoryStorage(), ...rest } = options;
  return {
    storage,
    ...renderOccupational(<OccupationalSection storage={storage} />, { route: front, ...rest }),
  };
};

describe('the occupational section', () => {
  it('offers Sanna self-triage: the pre-questionnaire of her first open occupational chat (O-02)', async () => {
    const { missingKeys } = renderSection();
    const link = await screen.findByRole('link', { name: 'Aloita oirearvio' });
    expect(link).toHaveAttribute('href', '/fi/asiointi/chat/jono/3101/oirearvio');
    expect(screen.getByRole('region', { name: 'Työterveys' })).toBeInTheDocument();
    expect(api.calls(visibility)).toHaveLength(1);
    expect(missingKeys).toEqual([]);
  });

  it('asks the visibility in the page language', async () => {
    renderSection({ language: 'sv', route: '/sv/e-tjanster/chatt' });
    await screen.findByRole('link', { name: 'Starta symtombedömningen' });
    const urls = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([input, init]) => new Request(input, init).url);
    expect(urls.find((url) => url.includes('/visibility'))).toContain('language=sv');
  });

  it('offers Antti booking on its own host (O-03), without asking the queues', async () => {
    api.answer(visibility, answer('occupationalGuidanceOnly'));
    renderSection();
    const link = await screen.findByRole('link', { name: 'Varaa aika työterveyteen' });
    expect(link).toHaveAttribute('href', 'https://ajanvaraus.test.asiointi.example/fi/');
    expect(api.calls(queues)).toHaveLength(0);
  });

  it('shows the occupational chat list otherwise (O-04)', async () => {
    api.answer(visibility, {
      status: 200,
      body: { isSelfTriagePathVisible: false, hasGuidanceForm: false },
    });
    renderSection();
    const link = await screen.findByRole('link', { name: 'Työterveyden chatit' });
    expect(link).toHaveAttribute('href', '/fi/asiointi/chat/aihe/occupational');
  });

  it('shows nothing to Laura, who has no occupational contract (Proposal)', async () => {
    api.answer(visibility, answer('mainUser'));
    const { container } = renderSection();
    await waitFor(() => {
      expect(api.calls(visibility)).toHaveLength(1);
    });
    await waitFor(() => {
      expect(container).toBeEmptyDOMElement();
    });
  });

  it('is hidden while acting for a principal, and never asks with their token (AMB-28)', async () => {
    const { container } = renderSection({ actingForPrincipal: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(api.calls(visibility)).toHaveLength(0);
    expect(api.calls(queues)).toHaveLength(0);
  });

  it("shows E-48's error with a retry that asks again", async () => {
    api.answerOnce(visibility, {
      status: 500,
      body: { type: 'about:blank', title: 'x', status: 500 },
    });
    renderSection();
    expect(
      await screen.findByText('Työterveyden palvelujen lataaminen epäonnistui.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('link', { name: 'Aloita oirearvio' })).toBeInTheDocument();
    expect(api.calls(visibility)).toHaveLength(2);
  });
});

describe('goToOccupationalChatList across the sign-in (O-25)', () => {
  it('a visitor’s link goes to login, back to the chat front page, and sets the flag', async () => {
    const { storage } = renderSection({ loggedIn: false });
    const link = screen.getByRole('link', { name: 'Kirjaudu ja siirry työterveyden chatteihin' });
    expect(link).toHaveAttribute(
      'href',
      `/fi/asiointi/tunnistaminen/kirjaudu-sisaan?returnTo=${encodeURIComponent(front)}`,
    );
    expect(api.calls(visibility)).toHaveLength(0);
    await userEvent.click(link);
    expect(storage.getItem('tap.goToOccupationalChatList')).toBe('true');
  });

  it('once signed in, the flag leads to the occupational topic list, once', async () => {
    const storage = createMemoryStorage({ 'tap.goToOccupationalChatList': 'true' });
    renderSection({ storage });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/fi/asiointi/chat/aihe/occupational',
    );
    expect(storage.getItem('tap.goToOccupationalChatList')).toBeNull();
  });

  it('without the flag a signed-in patient stays on the front page', async () => {
    renderSection();
    await screen.findByRole('link', { name: 'Aloita oirearvio' });
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});
