// The mock's examples follow the clock (mock-server/gateway/example-times.ts): history moves by the time
// since `exampleNow`, bookings stay within the clinic's hours, birth-bound dates, dates and times
// of day stay.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  exampleNow,
  exampleTimesAt,
  shiftDateTime,
} from '../../mock-server/gateway/example-times.ts';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { startPrism, type PrismStack } from '../../mock-server/gateway/prism.ts';
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

  it('moves history by the time since the examples’ now, and nothing else', () => {
    expect(
      exampleTimesAt(
        [
          {
            contactInfoVerifiedAt: '2026-11-02T09:12:44+02:00',
            dateOfBirth: '1986-04-12',
            openingHours: [{ dayOfWeek: 'MONDAY', opens: '08:00', closes: '20:00' }],
            length: 3,
            open: true,
            note: null,
          },
        ],
        exampleNow + 2 * day,
      ),
    ).toEqual([
      {
        contactInfoVerifiedAt: '2026-11-04T09:12:44+02:00',
        dateOfBirth: '1986-04-12',
        openingHours: [{ dayOfWeek: 'MONDAY', opens: '08:00', closes: '20:00' }],
        length: 3,
        open: true,
        note: null,
      },
    ]);
  });
});

/** Laura's day in the examples: ended at 8.00, open and starting at 10.00, tomorrow, 8 working days on. */
const lauraDay = {
  ended: '2026-11-23T08:00:00+02:00',
  opens: '2026-11-23T09:50:00+02:00',
  starts: '2026-11-23T10:00:00+02:00',
  sanna: '2026-11-23T12:30:00+02:00',
  tomorrow: '2026-11-24T13:00:00+02:00',
  later: '2026-12-03T14:30:00+02:00',
};

describe('bookings stay within the clinic’s hours (8.00–20.00, Mon–Fri, Helsinki)', () => {
  it('follow the clock on a weekday daytime: the doctor’s chat open, starting in 5 minutes', () => {
    // Thursday 26.11.2026 at 12.00 in Helsinki.
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-26T12:00:00+02:00'))).toEqual({
      ended: '2026-11-26T10:05:00+02:00',
      opens: '2026-11-26T11:55:00+02:00',
      starts: '2026-11-26T12:05:00+02:00',
      sanna: '2026-11-26T14:35:00+02:00',
      tomorrow: '2026-11-27T13:00:00+02:00',
      later: '2026-12-08T14:30:00+02:00',
    });
  });

  it('put a night’s day on the same day at the examples’ own hours (Thursday 3.00)', () => {
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-26T03:00:00+02:00'))).toEqual({
      ended: '2026-11-26T08:00:00+02:00',
      opens: '2026-11-26T09:50:00+02:00',
      starts: '2026-11-26T10:00:00+02:00',
      sanna: '2026-11-26T12:30:00+02:00',
      tomorrow: '2026-11-27T13:00:00+02:00',
      later: '2026-12-08T14:30:00+02:00',
    });
  });

  it('move an evening’s day to the next working day, over the weekend (Friday 19.00)', () => {
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-27T19:00:00+02:00'))).toEqual({
      ended: '2026-11-30T08:00:00+02:00',
      opens: '2026-11-30T09:50:00+02:00',
      starts: '2026-11-30T10:00:00+02:00',
      sanna: '2026-11-30T12:30:00+02:00',
      tomorrow: '2026-12-01T13:00:00+02:00',
      later: '2026-12-10T14:30:00+02:00',
    });
  });

  it('move a weekend’s day to Monday (Saturday 13.00)', () => {
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-28T13:00:00+02:00'))).toEqual(
      exampleTimesAt(lauraDay, Date.parse('2026-11-27T19:00:00+02:00')),
    );
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-29T23:59:00+02:00'))).toMatchObject({
      starts: '2026-11-30T10:00:00+02:00',
    });
  });

  it('follow the clock from 9.55 to 16.55 only, when the whole day fits in the hours', () => {
    // 16.55: Sanna's 30-minute appointment ends at 20.00.
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-26T16:55:00+02:00'))).toMatchObject({
      ended: '2026-11-26T15:00:00+02:00',
      sanna: '2026-11-26T19:30:00+02:00',
    });
    // 16.56 would end it after 20.00: the next working day instead.
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-26T16:56:00+02:00'))).toMatchObject({
      starts: '2026-11-27T10:00:00+02:00',
    });
    // 9.30 would start the ended one before 8.00: today at the examples' own hours.
    expect(exampleTimesAt(lauraDay, Date.parse('2026-11-26T09:30:00+02:00'))).toMatchObject({
      ended: '2026-11-26T08:00:00+02:00',
      starts: '2026-11-26T10:00:00+02:00',
    });
  });

  it('are written with Helsinki’s summer offset in summer, at the same clock time', () => {
    // Wednesday 16.6.2027 at 11.00, summer time (+03:00).
    expect(exampleTimesAt(lauraDay, Date.parse('2027-06-16T11:00:00+03:00'))).toEqual({
      ended: '2027-06-16T09:05:00+03:00',
      opens: '2027-06-16T10:55:00+03:00',
      starts: '2027-06-16T11:05:00+03:00',
      sanna: '2027-06-16T13:35:00+03:00',
      tomorrow: '2027-06-17T13:00:00+03:00',
      later: '2027-06-28T14:30:00+03:00',
    });
  });

  it('follow the clock at any hour with `appointments=now`', () => {
    expect(
      exampleTimesAt(lauraDay, Date.parse('2026-11-28T03:00:00+02:00'), {
        appointmentsNow: true,
      }),
    ).toEqual({
      ended: '2026-11-28T01:05:00+02:00',
      opens: '2026-11-28T02:55:00+02:00',
      starts: '2026-11-28T03:05:00+02:00',
      sanna: '2026-11-28T05:35:00+02:00',
      tomorrow: '2026-11-30T13:00:00+02:00',
      later: '2026-12-09T14:30:00+02:00',
    });
  });

  it('keep the examples as written at the examples’ own now', () => {
    expect(exampleTimesAt(lauraDay, exampleNow)).toEqual(lauraDay);
  });
});

describe('birth-bound dates', () => {
  it('do not move: Eetu’s mandate ends on his 18th birthday, 3.8.2037, whenever it is now', () => {
    const principals = [
      { firstName: 'Eetu', validUntil: '2037-08-03T00:00:00+03:00' },
      { firstName: 'Onni', validUntil: '2026-06-20T00:00:00+03:00' },
    ];
    for (const now of [exampleNow + 4 * day, Date.parse('2027-03-01T02:00:00+02:00')]) {
      expect(exampleTimesAt(principals, now)).toEqual(principals);
    }
  });
});

describe('the gateway with a clock', () => {
  let prism: PrismStack;
  let gateway: Gateway;
  const laura = unsignedJwt({ sub: person('mainUser').subject });
  const threeDaysLater = exampleNow + 3 * day + 42 * 60_000;
  let now = threeDaysLater;

  beforeAll(async () => {
    prism = await startPrism({ logLevel: 'silent' });
    gateway = await startGateway({
      port: 0,
      prism,
      log: () => undefined,
      clock: () => now,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await prism.close();
  });

  afterEach(() => {
    now = threeDaysLater;
  });

  const get = async (path: string, prefer?: string) => {
    const response = await fetch(`${gateway.url}/api/${path}`, {
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${laura}`,
        'ocp-apim-subscription-key': 'key',
        ...(prefer === undefined ? {} : { prefer }),
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

  it('keeps Eetu’s mandate ending on his 18th birthday', async () => {
    now = exampleNow + 4 * day;
    const { body } = await get('identity/principals');
    const principals = body as unknown as { firstName: string; validUntil: string }[];
    expect(principals.find((principal) => principal.firstName === 'Eetu')?.validUntil).toBe(
      '2037-08-03T00:00:00+03:00',
    );
  });

  it('answers the list and the appointment at the same clinic hour, next working day at night', async () => {
    now = Date.parse('2026-11-28T02:30:00+02:00'); // Saturday night
    const list = (await get('chat-v4/person/appointments')).body as unknown as {
      appointmentId: string;
      start: string;
      chatOpenTime: string;
    }[];
    const doctor = list.find((appointment) => appointment.appointmentId === 'A-4820391');
    expect(doctor).toMatchObject({
      start: '2026-11-30T10:00:00+02:00',
      chatOpenTime: '2026-11-30T09:50:00+02:00',
    });
    const one = (await get('chat-v4/person/appointments/A-4820391')).body;
    expect(one).toMatchObject({ start: doctor?.start, chatOpenTime: doctor?.chatOpenTime });
  });

  it('puts the day around now at any hour with `Prefer: appointments=now`, still as Laura', async () => {
    now = Date.parse('2026-11-28T02:30:00+02:00');
    const answer = await get('chat-v4/person/appointments', 'appointments=now');
    expect(answer.status).toBe(200);
    const list = answer.body as unknown as { appointmentId: string; start: string }[];
    // Laura's own example (four appointments), not Prism's first: the preference forces nothing.
    expect(list.map((appointment) => appointment.appointmentId)).toEqual([
      'A-4811876',
      'A-4820391',
      'A-4805512',
      'A-4827730',
    ]);
    expect(list[1]?.start).toBe('2026-11-28T02:35:00+02:00');
    // The rest of the header still forces Prism's answer: Mikko's empty list.
    const forced = await get('chat-v4/person/appointments', 'example=newPatient, appointments=now');
    expect(forced.body).toEqual([]);
  });
});
