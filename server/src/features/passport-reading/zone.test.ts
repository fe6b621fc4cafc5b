import { describe, expect, it } from 'vitest';
import { readVisaZone } from './visa-zone';
import { findZoneLines, readZone } from './zone';

const TODAY = new Date('2026-11-27T10:00:00Z');
const SPECIMEN: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const INDIAN: [string, string] = [
  'P<INDMENON<<LENA<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
  'N2227690<3IND6411150F3410152<<<<<<<<<<<<<<<0',
];
const failed = (lines: [string, string]) =>
  readZone(lines, TODAY)
    ?.checks.filter((check) => !check.ok)
    .map((check) => check.field);

describe('reading the two lines of a passport zone', () => {
  it('reads the ICAO specimen, dates in full', () => {
    expect(readZone(SPECIMEN, TODAY)).toMatchObject({
      valid: true,
      mrz: { documentNumber: 'L898902C3', birthDate: '1974-08-12', expiryDate: '2012-04-15', sex: 'F' },
    });
  });

  it('takes the birth century that keeps the birth in the past, and 20xx for expiry', () => {
    const born2004: [string, string] = [INDIAN[0], 'N2227690<3IND0411150F3410152<<<<<<<<<<<<<<<0'];
    expect(readZone(born2004, TODAY)?.mrz.birthDate).toBe('2004-11-15');
    expect(readZone(INDIAN, TODAY)?.mrz).toMatchObject({ birthDate: '1964-11-15', expiryDate: '2034-10-15' });
  });

  it('fixes what can only be one thing: letters in codes and names, digits in dates and check digits', () => {
    const read: [string, string] = [
      'P<1NDMEN0N<<LENA<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
      'N2227690<31ND64111S0F34IO152<<<<<<<<<<<<<<<O',
    ];
    expect(readZone(read, TODAY)).toMatchObject({ valid: true, lines: INDIAN });
  });

  it('repairs a look-alike in the document number when exactly one single swap passes every check', () => {
    const read: [string, string] = [
      'P<GBRMULLER<<ARJUN<<<<<<<<<<<<<<<<<<<<<<<<<<',
      '9B27290368GBR8907105M3511266<<<<<<<<<<<<<<<4',
    ];
    expect(readZone(read, TODAY)).toMatchObject({ valid: true, mrz: { documentNumber: '982729036' } });
  });

  it("reads an Indian passport's number as a letter and seven digits (G/6 and L/1 no check digit tells apart)", () => {
    const read: [string, string] = [INDIAN[0], 'N2227G9OK3IND6411150F3410152<<<<<<<<<<<<<<<0'];
    expect(readZone(read, TODAY)).toMatchObject({ valid: true, mrz: { documentNumber: 'N2227690' } });
  });

  it('keeps a number as read, not valid, when two repairs would pass: a guess is never valid', () => {
    const read: [string, string] = [
      'P<NPLOBRIEN<<ARJUN<<<<<<<<<<<<<<<<<<<<<<<<<<',
      'AU55037S18NPL1008140M3105272<<<<<<<<<<<<<<<2',
    ];
    const reading = readZone(read, TODAY);
    expect(reading?.valid).toBe(false);
    expect(reading?.mrz.documentNumber).toBe('AU55037S1');
    expect(failed(read)).toEqual(['documentNumber', 'composite']);
  });

  it('says which field failed when a digit is misread', () => {
    const read: [string, string] = [INDIAN[0], 'N2227690<3IND6411150F3410162<<<<<<<<<<<<<<<0'];
    expect(failed(read)).toEqual(['expiryDate', 'composite']);
  });

  it('does not trust names read at the wrong length (an M read as IVI)', () => {
    const read: [string, string] = [
      'P<AUSKHAN<<RAHUL<KUIVIAR<<<<<<<<<<<<<<<<<<<<<<',
      'DP09799600AUS5009271M3210259<<<<<<<<<<<<<<<4',
    ];
    expect(failed(read)).toEqual(['names']);
  });

  it('reads a state code that is no state with one look-alike letter swapped, when only one swap is a state', () => {
    const read: [string, string] = [INDIAN[0], 'N2227690<3INO6411150F3410152<<<<<<<<<<<<<<<0'];
    expect(readZone(read, TODAY)).toMatchObject({ valid: true, mrz: { nationality: 'IND' } });
    const unknown: [string, string] = [INDIAN[0], 'N2227690<3IXQ6411150F3410152<<<<<<<<<<<<<<<0'];
    expect(failed(unknown)).toEqual(['nationality']);
  });

  it('turns a K among the fillers after the names back into a filler', () => {
    const read: [string, string] = ['P<INDMENON<<LENA<<<<<K<<<<<<<<<<<<<<<<<<<<<<', INDIAN[1]];
    expect(readZone(read, TODAY)).toMatchObject({ valid: true, mrz: { givenNames: 'LENA' } });
  });
});

describe("reading the two lines of a visa's zone (MRV-A)", () => {
  const VISA: [string, string] = [
    'V<FRAMENON<<LENA<<<<<<<<<<<<<<<<<<<<<<<<<<<<',
    'FRA1234561IND6411150F2703316N2227690<<<<<<<<',
  ];

  it('reads the visa number, names, dates and the optional data, each check digit passing', () => {
    expect(readVisaZone(VISA, TODAY)).toMatchObject({
      valid: true,
      mrz: {
        documentNumber: 'FRA123456',
        surname: 'MENON',
        givenNames: 'LENA',
        nationality: 'IND',
        birthDate: '1964-11-15',
        expiryDate: '2027-03-31',
        issuingState: 'FRA',
        optionalData: 'N2227690',
      },
    });
  });

  it('repairs a look-alike in the visa number only where one repair passes, and refuses a wrong check digit', () => {
    const misread: [string, string] = [VISA[0], `FRA12345B${VISA[1].slice(9)}`];
    expect(readVisaZone(misread, TODAY)?.valid).toBe(false);
    const letterO: [string, string] = [VISA[0], `FRA1234S6${VISA[1].slice(9)}`];
    expect(readVisaZone(letterO, TODAY)).toMatchObject({ valid: true, mrz: { documentNumber: 'FRA123456' } });
    const badBirth: [string, string] = [VISA[0], VISA[1].replace('6411150', '6411160')];
    expect(readVisaZone(badBirth, TODAY)?.checks.find((c) => c.field === 'birthDate')?.ok).toBe(false);
  });

  it("is no visa's zone when line 1 does not start with V, and finds a visa's lines among OCR's", () => {
    expect(readVisaZone(SPECIMEN, TODAY)).toBeNull();
    expect(findZoneLines(`VISA\n${VISA[0]}\n${VISA[1]}\n`, 'V')).toEqual(VISA);
    expect(findZoneLines(`${VISA[0]}\n${VISA[1]}\n`)).toBeNull();
  });
});
