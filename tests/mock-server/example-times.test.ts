// The mock's examples follow the clock (mock-server/example-times.ts): date-times with an offset
// move by the time since `exampleNow`, keeping offset and precision; dates and times of day stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleNow, shiftDateTime, shiftExampleTimes } from '../../mock-server/example-times.ts';
import { startGateway, type Gateway } from '../../mock-server/gateway.ts';
import { startPrism, type PrismStack } from '../../mock-server/prism.ts';
import { unsignedJwt } from '../support/test-token.ts';
import { person } from '../support/persona.ts';

const day = 24 * 60 * 60 * 1000;

describe('shiftDateTime', () => {
  it('moves a date-time and keeps its offset and precision', () => {
    expect(shiftDateTime('2026-11-23T10:00:00+02:00', 3 * day)).toBe('2026-11-26T10:00:00+02:00');
    expect(shiftDateTime('2026-11-23T10:00+02:00', 90 * 60_000)).toBe('2026-11-23T11:30+02:00');
    expect(shiftDateTime('2026-11-20T14:32:05.418+02:00', -day)).toBe(
      '2026-11-19T14:32:05.418+02:00',
    );
    expect(shiftDateTime('2026-12-31T23:30:00Z', 60 * 60_000)).toBe('2027-01-01T00:30:00Z');
    expect(shiftDateTime('2026-06-20T00:00:00+03:00', day)).toBe('2026-06-21T00:00:00+03:00');
  });

  it('moves by whole minutes, so seconds and fractions stay as written', () => {
    expect(shiftDateTime('2026-11-23T10:00:07.5+02:00', 61_000)).toBe(
      '2026-11-23T10:01:07.5+02:00',
    );
  });

  it.each(['2019-08-03', '08:00', '24:00', 'Laura', '2026-11-23T10:00:00', ''])(
    'leaves %j alone',
    (value) => {
      expect(shiftDateTime(value, day)).toBeUndefined();
    },
  );

  it('moves every date-time of an answer, and nothing else', () => {
    expect(
      shiftExampleTimes(
        [
          {
            start: '2026-11-23T10:00:00+02:00',
            dateOfBirth: '1986-04-12',
            openingHours: [{ dayOfWeek: 'MONDAY', opens: '08:00', closes: '20:00' }],
            length: 3,
            open: true,
            note: null,
          },
        ],
        2 * day,
      ),
    ).toEqual([
      {
        start: '2026-11-25T10:00:00+02:00',
        dateOfBirth: '1986-04-12',
        openingHours: [{ dayOfWeek: 'MONDAY', opens: '08:00', closes: '20:00' }],
        length: 3,
        open: true,
        note: null,
      },
    ]);
  });
});

describe('the gateway with a clock', () => {
  let prism: PrismStack;
  let gateway: Gateway;
  const laura = unsignedJwt({ sub: person('mainUser').subject });
  const threeDaysLater = exampleNow + 3 * day + 42 * 60_000;

  beforeAll(async () => {
    prism = await startPrism({ logLevel: 'silent' });
    gateway = await startGateway({
      port: 0,
      prism,
      log: () => undefined,
      clock: () => threeDaysLater,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await prism.close();
  });

  const get = async (path: string) => {
    const response = await fetch(`${gateway.url}/api/${path}`, {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${laura}`,
        'ocp-apim-subscription-key': 'key',
      },
    });
    return {
      status: response.status,
      length: response.headers.get('content-length'),
      body: (await response.json()) as Record<string, unknown>,
    };
  };

  it('answers the examples as if their now were the clock’s', async () => {
    const answer = await get('chat-v4/person/appointments/A-4820391');
    expect(answer.status).toBe(200);
    const appointment = answer.body;
    expect(Date.parse(String(appointment.start)) - Date.parse('2026-11-23T10:00:00+02:00')).toBe(
      3 * day + 42 * 60_000,
    );
    expect(String(appointment.start)).toMatch(/\+02:00$/);
    expect(Number(answer.length)).toBe(Buffer.byteLength(JSON.stringify(appointment)));
  });

  it('moves a profile’s times but not the birth date', async () => {
    const { body } = await get('patient/profile');
    expect(body.dateOfBirth).toBe('1986-04-12');
    expect(body.contactInfoVerifiedAt).toBe(
      shiftDateTime('2026-11-02T09:12:44+02:00', threeDaysLater - exampleNow),
    );
  });
});
