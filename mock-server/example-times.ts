/**
 * The contracts' examples are written for one moment, `exampleNow`: on 23.11.2026 at 9.55 in
 * Helsinki Laura's first appointment of the day has ended, the next one's chat is open and starts
 * in five minutes, another is tomorrow; Sanna confirmed her contact details ten months ago, Laura
 * three weeks ago. So that the local world keeps looking like that whenever it runs, the gateway
 * moves every date-time with an offset in the answers of the mock APIs by the time that has passed
 * since `exampleNow` (keeping each value's offset and precision). Calendar dates (`yyyy-MM-dd`,
 * such as birth dates) and times of day (`HH:mm`, such as opening hours) do not move.
 */
import type { Json } from './memory.ts';

/** 2026-11-23T09:55:00+02:00: "now" in the contracts' examples. */
export const exampleNow = Date.parse('2026-11-23T09:55:00+02:00');

const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC of an offset written `Z`, `+02:00` or `-05:30`. */
function offsetMinutes(offset: string): number {
  if (offset === 'Z') {
    return 0;
  }
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** The shift in whole minutes, so seconds and fractions stay as written. */
export const wholeMinutes = (deltaMs: number): number => Math.round(deltaMs / 60_000) * 60_000;

/**
 * `value` moved by `deltaMs` (rounded to whole minutes), written with the same offset and the
 * same precision; undefined when `value` is not a date-time with an offset.
 */
export function shiftDateTime(value: string, deltaMs: number): string | undefined {
  const parts = dateTime.exec(value);
  const instant = Date.parse(value);
  if (!parts || Number.isNaN(instant)) {
    return undefined;
  }
  const [, , , , , , seconds, fraction = '', offset = 'Z'] = parts;
  const local = new Date(instant + wholeMinutes(deltaMs) + offsetMinutes(offset) * 60_000);
  const date = `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  return `${date}T${time}${seconds === undefined ? '' : `:${seconds}`}${fraction}${offset}`;
}

/** Every date-time with an offset in `json`, moved by `deltaMs`; everything else as it is. */
export function shiftExampleTimes(json: Json, deltaMs: number): Json {
  if (wholeMinutes(deltaMs) === 0) {
    return json;
  }
  if (typeof json === 'string') {
    return shiftDateTime(json, deltaMs) ?? json;
  }
  if (Array.isArray(json)) {
    return json.map((item) => shiftExampleTimes(item, deltaMs));
  }
  if (json !== null && typeof json === 'object') {
    return Object.fromEntries(
      Object.entries(json).map(([key, value]) => [key, shiftExampleTimes(value, deltaMs)]),
    );
  }
  return json;
}
