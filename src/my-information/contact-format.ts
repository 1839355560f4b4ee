// How my information shows a phone number and a postal address: as Finns write them. Display
// only: the form and the API keep the values as they are.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The digits after the area code, grouped as Finnish texts group them: in groups of three or
 * four, the longer ones last ("123 4567", "1234 5678", "987 654 321"). libphonenumber's own
 * Finnish format leaves them in one run ("040 1234567").
 */
function groupSubscriberNumber(digits: string): string {
  const groupCount = Math.ceil(digits.length / 4);
  const shorter = Math.floor(digits.length / groupCount);
  const longerCount = digits.length % groupCount;
  const groups: string[] = [];
  let start = 0;
  for (let index = 0; index < groupCount; index++) {
    const size = index >= groupCount - longerCount ? shorter + 1 : shorter;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
}

/** Finland and Åland, whose numbers Finns dial with the trunk prefix 0. */
const domesticCallingCode = '358';

/**
 * A phone number as Finns write it: a Finnish (or Åland) number in the national form with its
 * area code apart ("+358401234567" → "040 123 4567", "0912345678" → "09 1234 5678"); any other
 * country's number in the international form ("+46 70 123 45 67"). A value the library cannot
 * read as a possible number is shown as it was given.
 */
export function formatPhoneNumber(value: string): string {
  const phoneNumber = parsePhoneNumberFromString(value, 'FI');
  if (!phoneNumber?.isPossible()) {
    return value;
  }
  if (phoneNumber.countryCallingCode !== domesticCallingCode) {
    return phoneNumber.formatInternational();
  }
  const national = phoneNumber.formatNational();
  const space = national.indexOf(' ');
  if (space === -1) {
    return national;
  }
  const subscriber = national.slice(space + 1).replace(/\D/g, '');
  return `${national.slice(0, space)} ${groupSubscriberNumber(subscriber)}`;
}

export interface PostalAddress {
  streetAddress?: string | undefined;
  postCode?: string | undefined;
  postOffice?: string | undefined;
}

const present = (part: string | undefined): part is string =>
  part !== undefined && part.trim() !== '';

/**
 * A Finnish postal address as Posti asks it to be written: the street address on a line of its
 * own, then the postal code and the post office on the next, the post office in capitals
 * ("Hämeenkatu 12 B 7", "33100 TAMPERE"). Missing parts are left out; nothing at all gives no
 * lines.
 */
export function postalAddressLines({
  streetAddress,
  postCode,
  postOffice,
}: PostalAddress): string[] {
  const place = [postCode?.trim(), postOffice?.trim().toLocaleUpperCase('fi')].filter(present);
  return [streetAddress?.trim(), place.join(' ')].filter(present);
}
