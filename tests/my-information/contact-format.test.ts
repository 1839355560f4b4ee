// My information shows the phone number and the postal address as Finns write them: a Finnish
// number in the national form with its digits grouped, another country's in the international
// form, and the address on Posti's two lines with the post office in capitals.
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, postalAddressLines } from '../../src/my-information/contact-format.ts';

describe('a phone number as Finns write it', () => {
  it.each([
    // Mobile numbers, however they were given.
    ['+358401234567', '040 123 4567'],
    ['0401234567', '040 123 4567'],
    ['+358 40 123 4567', '040 123 4567'],
    ['040-123 4567', '040 123 4567'],
    ['0445556677', '044 555 6677'],
    ['+358457123456', '045 712 3456'],
    ['0505551234', '050 555 1234'],
    ['+3584571234567', '045 7123 4567'],
    // Landlines with their area code, national service numbers.
    ['+358912345678', '09 1234 5678'],
    ['091234567', '09 123 4567'],
    ['0201234567', '020 123 4567'],
    ['+35810123456', '010 123 456'],
    // Åland dials as Finland does.
    ['+35818123456', '018 123 456'],
  ])('%s is shown as %s', (given, shown) => {
    expect(formatPhoneNumber(given)).toBe(shown);
  });

  it.each([
    ['+46701234567', '+46 70 123 45 67'],
    ['+4915112345678', '+49 1511 2345678'],
    ['+442071838750', '+44 20 7183 8750'],
  ])('a foreign number %s in the international form, %s', (given, shown) => {
    expect(formatPhoneNumber(given)).toBe(shown);
  });

  it.each(['12', 'not a number', '+0000'])(
    'a value it cannot read, %s, as it was given',
    (given) => {
      expect(formatPhoneNumber(given)).toBe(given);
    },
  );
});

describe('a postal address as Posti writes it', () => {
  it('puts the street on a line and the postal code with the post office in capitals on the next', () => {
    expect(
      postalAddressLines({
        streetAddress: 'Hämeenkatu 12 B 7',
        postCode: '33100',
        postOffice: 'Tampere',
      }),
    ).toEqual(['Hämeenkatu 12 B 7', '33100 TAMPERE']);
  });

  it('capitalises Finnish and Swedish letters and trims what was typed around the parts', () => {
    expect(
      postalAddressLines({
        streetAddress: ' Kauppakatu 3 A 4 ',
        postCode: '40100',
        postOffice: 'jyväskylä ',
      }),
    ).toEqual(['Kauppakatu 3 A 4', '40100 JYVÄSKYLÄ']);
    expect(
      postalAddressLines({ streetAddress: 'Storgatan 1', postCode: '65100', postOffice: 'Vasa' }),
    ).toEqual(['Storgatan 1', '65100 VASA']);
    expect(postalAddressLines({ postCode: '22100', postOffice: 'Mariehamn' })).toEqual([
      '22100 MARIEHAMN',
    ]);
  });

  it('leaves out what is missing', () => {
    expect(postalAddressLines({ streetAddress: 'Rantakatu 21', postOffice: 'Oulu' })).toEqual([
      'Rantakatu 21',
      'OULU',
    ]);
    expect(postalAddressLines({ streetAddress: '', postCode: ' ' })).toEqual([]);
    expect(postalAddressLines({})).toEqual([]);
  });
});
