import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getChatByCode,
  getPersonChatQueue,
  listChatQueues,
  listPersonChatQueues,
} from '../../generated/chat-v4/chat-v4.ts';
import { listConsentCategories } from '../../generated/patient/patient.ts';
import {
  configureHttp,
  CustomerDeniedAccessError,
  ForbiddenError,
  NotAuthorizedError,
  NotFoundError,
  ResponseDecodeError,
  type HttpSettings,
} from '../../src/api/index.ts';
import { codeFailure } from '../../src/chat/code-entry.ts';
import { startKindOf, startLabelOf } from '../../src/chat/chat-start.ts';
import { startFakeApi, type FakeApi } from '../support/fake-api.ts';
import { subjects, testToken } from '../support/test-token.ts';

// A chat backend written from the chat-service spec alone: what the spec does not require (a
// queue's `kind` and `openingHours`, the error name in `code`, `application/problem+json`, a body
// on a 401) may be missing, and the portal still shows, starts and explains what it gets.

let fake: FakeApi;
const report = vi.fn<HttpSettings['report']>();

beforeAll(async () => {
  fake = await startFakeApi();
  configureHttp({
    baseUrl: () => fake.url,
    subscriptionKey: 'asiointi-web-test',
    patientToken: () => Promise.resolve(testToken(subjects.mainUser)),
    serviceToken: () => null,
    report,
  });
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  report.mockReset();
});

/** A queue with every field the spec lists except `kind` and `openingHours`. */
const specOnlyQueue = {
  id: 3012,
  open: true,
  length: 5,
  ninchatRealmId: '5lmphotc00i4g',
  ninchatId: 'hb34lqd8f06fl',
  siteConfig: 'asiointi-etavastaanotto',
  category: 'ORDERABLE',
  name: 'Yleislääkärin chat',
  description: 'Keskustele yleislääkärin kanssa.',
  topic: 10,
  icon: { name: 'doctor' },
};
const withoutKind = { ...specOnlyQueue, openingHours: [] };
const withoutOpeningHours = { ...specOnlyQueue, kind: 'ServiceRequest' };

const ids = {
  serviceRequest: 2948,
  callRequest: 2950,
  insuranceDefaultQueue: 2,
  childChatTopic: 12,
};

describe('a queue without what the spec does not require', () => {
  it('keeps a queue without kind in the list, unreported, and starts it as a plain chat', async () => {
    fake.answer({ status: 200, body: JSON.stringify([withoutKind, specOnlyQueue]) });
    const queues = await listChatQueues();
    expect(queues).toHaveLength(2);
    expect(report).not.toHaveBeenCalled();
    const [first] = queues;
    expect(first).toMatchObject({ id: 3012, kind: 'Bot' });
    if (first === undefined) {
      return;
    }
    const kind = startKindOf(first, ids);
    expect(kind).toBe('Bot');
    expect(startLabelOf(kind, true)).toBe('start');
  });

  it('keeps a queue without opening hours in the list', async () => {
    fake.answer({ status: 200, body: JSON.stringify([withoutOpeningHours]) });
    const queues = await listPersonChatQueues();
    expect(queues).toEqual([{ ...withoutOpeningHours, openingHours: [] }]);
    expect(report).not.toHaveBeenCalled();
  });

  it('still leaves out, and reports, a queue that lacks what the spec requires', async () => {
    const { name: _name, ...nameless } = specOnlyQueue;
    fake.answer({ status: 200, body: JSON.stringify([specOnlyQueue, nameless]) });
    await expect(listChatQueues()).resolves.toHaveLength(1);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'invalid-list-item',
        problem: expect.stringMatching(/^item 1: name/) as string,
      }),
    );
  });

  it('reads one queue without kind', async () => {
    fake.answer({ status: 200, body: JSON.stringify(withoutKind) });
    await expect(getPersonChatQueue(3012)).resolves.toMatchObject({
      id: 3012,
      name: 'Yleislääkärin chat',
    });
  });
});

/** The spec's chat error body: type, title, status; no code, sent as plain JSON. */
const problem = (status: number, title: string) =>
  JSON.stringify({ type: 'about:blank', title, status });

describe('chat errors without code, as application/json', () => {
  it.each([
    [404, 'Not Found', 'code.validation.invalid'],
    [422, 'Unprocessable Content', 'code.validation.expired'],
    [500, 'Internal Server Error', 'code.validation.error'],
  ])('a %i of chat-by-code shows %s', async (status, title, message) => {
    fake.answer({ status, body: problem(status, title) });
    const error: unknown = await getChatByCode('K7RM2Q').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ResponseDecodeError);
    expect(codeFailure(error)).toMatchObject({ message });
  });

  it('reads a 404 as NotFoundError and a 403 as an ordinary ForbiddenError', async () => {
    fake.answer({ status: 404, body: problem(404, 'Not Found') });
    await expect(getPersonChatQueue(1)).rejects.toBeInstanceOf(NotFoundError);
    fake.answer({ status: 403, body: problem(403, 'Forbidden') });
    const error: unknown = await getPersonChatQueue(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).not.toBeInstanceOf(CustomerDeniedAccessError);
  });

  it('accepts the same body as application/problem+json', async () => {
    fake.answer({
      status: 404,
      body: problem(404, 'Not Found'),
      contentType: 'application/problem+json',
    });
    await expect(getChatByCode('K7RM2Q')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('a 401 of the chat service', () => {
  it('without code is NotAuthorizedError', async () => {
    fake.answer({ status: 401, body: problem(401, 'Unauthorized') });
    await expect(listPersonChatQueues()).rejects.toBeInstanceOf(NotAuthorizedError);
  });
});

describe('a 401 without a body', () => {
  it('is NotAuthorizedError, not a broken answer', async () => {
    fake.answer({ status: 401, body: '' });
    const error: unknown = await listPersonChatQueues().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotAuthorizedError);
    expect(error).toMatchObject({ status: 401 });
    expect(report).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'decode' }));
  });
});

describe('a consent category without nested consents (the spec does not say they are nested)', () => {
  it('is kept, with no consents, and not reported', async () => {
    const category = { id: 'dataDisclosure', header: 'Tietojen luovutus' };
    fake.answer({ status: 200, body: JSON.stringify([category]) });
    await expect(listConsentCategories({ language: 'fi' })).resolves.toEqual([
      { ...category, consents: [] },
    ]);
    expect(report).not.toHaveBeenCalled();
  });
});
