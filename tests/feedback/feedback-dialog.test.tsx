// @vitest-environment jsdom
// The feedback dialog (B-07…B-17, E-04) against a stubbed feedback service.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../src/api/index.ts';
import { FeedbackDialog } from '../../src/feedback/feedback-dialog.tsx';
import { lastFeedbackKey, type FeedbackType } from '../../src/feedback/index.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';
import { renderForm } from '../patient/forms/support/render-form.tsx';

interface Sent {
  url: URL;
  body: Record<string, unknown>;
  authorization: string | null;
}

const sent: Sent[] = [];
/** Statuses the next sends answer, in order; then 204. */
let statuses: number[] = [];
/** While set, sends wait for it. */
let gate: Promise<void> | null = null;

beforeEach(() => {
  sent.length = 0;
  statuses = [];
  gate = null;
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({
      url: new URL(request.url),
      body: (await request.json()) as Record<string, unknown>,
      authorization: request.headers.get('Authorization'),
    });
    if (gate) {
      await gate;
    }
    const status = statuses.shift() ?? 204;
    return status === 204
      ? new Response(null, { status })
      : Response.json({ type: 'about:blank', title: 'Failed', status }, { status });
  });
  configureHttp({
    baseUrl: () => 'http://feedback.test/v1',
    serviceToken: () => 'feedback-service-token',
    report: () => undefined,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({});
});

const now = Date.parse('2026-11-24T10:00:00Z');
const tags = ['service:frontpage', 'trigger:spontaneous'];

function open(type: FeedbackType) {
  const storage = createMemoryStorage({});
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderForm(
    <FeedbackDialog type={type} tags={tags} onClose={onClose} storage={storage} now={() => now} />,
  );
  return { storage, onClose, user, dialog: screen.getByRole('dialog') };
}

describe('the nps dialog (B-02, B-08…B-10)', () => {
  it('sends the score at once, locks the options and sends the comment as an update', async () => {
    const { user, dialog, storage } = open('nps');
    const scale = within(dialog).getByRole('group', {
      name: /Kuinka todennäköisesti suosittelisit/,
    });
    expect(
      within(scale)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.click(within(scale).getByRole('button', { name: '9' }));
    expect(
      await within(dialog).findByText('Kiitos arviostasi! Voit vielä kertoa lisää, jos haluat.'),
    ).toBeInTheDocument();
    expect(within(scale).getByRole('button', { name: '9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(scale).getByRole('button', { name: '3' })).toBeDisabled();
    expect(sent).toHaveLength(1);
    const first = sent[0];
    expect(first?.url.pathname).toBe('/v1/feedback');
    expect(first?.url.searchParams.has('updateIfExists')).toBe(false);
    expect(first?.authorization).toBe('Bearer feedback-service-token');
    expect(first?.body).toEqual({
      score: 9,
      comment: '',
      date: '2026-11-24T10:00:00.000Z',
      externalId: expect.stringMatching(/^nps-1795514400000-[a-z0-9]{8}$/) as unknown,
      tags,
    });
    expect(storage.getItem(lastFeedbackKey)).toBe(String(now));

    await user.type(within(dialog).getByRole('textbox', { name: /Kerro lisää/ }), 'Hyvä palvelu.');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    expect(await within(dialog).findByText('Kiitos vastauksestasi!')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url.searchParams.get('updateIfExists')).toBe('true');
    expect(sent[1]?.body).toMatchObject({
      score: 9,
      comment: 'Hyvä palvelu.',
      externalId: first?.body.externalId,
    });
  });
});

describe('while the comment update is in flight (B-12)', () => {
  it('busies the send button, not the locked score, and sends the update once', async () => {
    const { user, dialog } = open('nps');
    await user.click(within(dialog).getByRole('button', { name: '7' }));
    await within(dialog).findByText(/Kiitos arviostasi/);
    let release: () => void = () => undefined;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Kerro lisää/ }), 'Selkeä.');
    const sendButton = within(dialog).getByRole('button', { name: 'Lähetä' });
    await user.click(sendButton);
    await user.click(sendButton);
    await user.keyboard('{Enter}');
    expect(sendButton).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: '7' })).not.toHaveAttribute('aria-busy');
    release();
    expect(await within(dialog).findByText('Kiitos vastauksestasi!')).toBeInTheDocument();
    expect(sent.map((s) => s.url.searchParams.get('updateIfExists'))).toEqual([null, 'true']);
  });
});

describe('the ces dialog (B-03)', () => {
  it('offers five smileys named from very difficult to very easy', async () => {
    const { user, dialog } = open('ces');
    const names = within(within(dialog).getByRole('group'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Erittäin vaikeaa',
      'Melko vaikeaa',
      'Ei helppoa eikä vaikeaa',
      'Melko helppoa',
      'Erittäin helppoa',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Melko helppoa' }));
    await waitFor(() => {
      expect(sent[0]?.body).toMatchObject({ score: 4 });
    });
  });

  it('ignores a second choice while the first is being sent (B-12)', async () => {
    let release: () => void = () => undefined;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const { user, dialog } = open('ces');
    await user.click(within(dialog).getByRole('button', { name: 'Melko helppoa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erittäin helppoa' }));
    release();
    await within(dialog).findByText(/Kiitos arviostasi/);
    expect(sent.map((s) => s.body.score)).toEqual([4]);
  });

  it('says the send failed and lets the patient choose again (E-04)', async () => {
    statuses = [500];
    const { user, dialog, storage } = open('ces');
    await user.click(within(dialog).getByRole('button', { name: 'Melko helppoa' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Palautteen lähettäminen epäonnistui.',
    );
    // Asked when shown (AMB-31), whether or not the answer went.
    expect(storage.getItem(lastFeedbackKey)).toBe(String(now));
    await user.click(within(dialog).getByRole('button', { name: 'Melko helppoa' }));
    await within(dialog).findByText(/Kiitos arviostasi/);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});

describe('open feedback, the spontaneous variant (B-04, B-11, B-14, B-16, B-17)', () => {
  it('requires text: blank on submit is invalid and focused, and nothing is sent', async () => {
    const { user, dialog } = open('open');
    const field = within(dialog).getByRole('textbox', { name: /Palautteesi/ });
    expect(field.closest('form')).toHaveAttribute('novalidate');
    expect(field).toHaveAccessibleDescription(/Älä kirjoita palautteeseen henkilötietoja/);
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Kirjoita palautteesi ennen lähettämistä./);
    expect(sent).toEqual([]);
  });

  it('marks the field when it is left blank', async () => {
    const { user, dialog } = open('open');
    const field = within(dialog).getByRole('textbox', { name: /Palautteesi/ });
    await user.click(field);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'Hyvä');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the text when the send fails, then sends it and thanks', async () => {
    statuses = [500];
    const { user, dialog, onClose, storage } = open('open');
    const field = within(dialog).getByRole('textbox', { name: /Palautteesi/ });
    await user.type(field, 'Peruminen oli vaikea löytää.');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Palautteen lähettäminen epäonnistui.',
    );
    // Open feedback is not the 60-day question: only a send that went counts.
    expect(storage.getItem(lastFeedbackKey)).toBeNull();
    expect(field).toHaveValue('Peruminen oli vaikea löytää.');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Kiitos vastauksestasi!');
    expect(sent[1]?.body).toEqual({
      comment: 'Peruminen oli vaikea löytää.',
      date: '2026-11-24T10:00:00.000Z',
      externalId: expect.stringMatching(/^open-1795514400000-[a-z0-9]{8}$/) as unknown,
      tags,
    });
    // The thanks has its own close button beside the dialog's corner one.
    const [corner, thanksClose] = within(dialog).getAllByRole('button', { name: 'Sulje' });
    expect(corner).toBeDefined();
    if (!thanksClose) {
      throw new Error('no close button in the thanks');
    }
    expect(thanksClose).toHaveFocus();
    await user.click(thanksClose);
    expect(onClose).toHaveBeenCalled();
  });
});
