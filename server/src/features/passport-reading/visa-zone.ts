import type { VisaReading } from '@contract/account/passport-reading';
import {
  birthCentury,
  fixFirstLine,
  fixSecondLineStart,
  isoDate,
  isState,
  type ReadLines,
  readWhole,
  repairLines,
  toLineLength,
  zoneText,
} from './zone';

// ICAO 9303 part 3: the check digit weights 7, 3, 1 over digits, letters A=10…Z=35 and the filler < as 0.
export function checkDigit(text: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (const [i, ch] of [...text].entries()) {
    const value = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += value * weights[i % 3]!;
  }
  return String(sum % 10);
}

const checked = (line: string, from: number, to: number) => checkDigit(line.slice(from, to)) === line[to];

/** The MRV-A checks whose answer the lines alone give (the names' length is the read's). */
function visaChecks([line1, line2]: [string, string]) {
  return [
    { field: 'documentNumber' as const, ok: checked(line2, 0, 9) },
    { field: 'birthDate' as const, ok: checked(line2, 13, 19) },
    { field: 'expiryDate' as const, ok: checked(line2, 21, 27) },
    { field: 'sex' as const, ok: ['F', 'M', 'X', '<'].includes(line2[20]!) },
    { field: 'nationality' as const, ok: isState(line2.slice(10, 13).replace(/<+$/, '')) },
    { field: 'issuingState' as const, ok: isState(line1.slice(2, 5).replace(/<+$/, '')) },
  ];
}

const allPass = (lines: [string, string]) => visaChecks(lines).every((check) => check.ok);

/** The visa number's positions: the only field where a look-alike may be either (the optional data has no check). */
const VISA_NUMBER = [...Array(9).keys()];

/**
 * The reading of a visa's zone (ICAO 9303 part 7, MRV-A), repaired as a passport's is (what can only be one thing,
 * then look-alikes in the visa number where exactly one repair passes); null when line 1 is no visa's.
 */
export function readVisaZone(read: ReadLines, today: Date): VisaReading | null {
  if (!read[0].startsWith('V')) return null;
  const fixed: [string, string] = [fixFirstLine(toLineLength(read[0])), fixSecondLineStart(toLineLength(read[1]))];
  const [line1, line2] = repairLines(fixed, allPass, VISA_NUMBER);
  const names = line1.slice(5);
  const separator = names.indexOf('<<');
  const birth = line2.slice(13, 19);
  const birthDate = isoDate(birth, birthCentury(birth, today));
  const expiryDate = isoDate(line2.slice(21, 27), 2000);
  const realDate: Record<string, boolean> = { birthDate: birthDate !== null, expiryDate: expiryDate !== null };
  const checks = [
    { field: 'names' as const, ok: readWhole(read[0]) },
    ...visaChecks([line1, line2]).map((check) => ({ ...check, ok: check.ok && realDate[check.field] !== false })),
  ];
  const sex = line2[20];
  return {
    mrz: {
      documentNumber: line2.slice(0, 9).replace(/</g, ''),
      surname: zoneText(separator < 0 ? names : names.slice(0, separator)),
      givenNames: separator < 0 ? '' : zoneText(names.slice(separator + 2)),
      nationality: line2.slice(10, 13).replace(/</g, ''),
      birthDate,
      sex: sex === 'F' || sex === 'M' ? sex : 'X',
      expiryDate,
      issuingState: line1.slice(2, 5).replace(/</g, ''),
      optionalData: line2.slice(28, 44).replace(/</g, ''),
    },
    valid: checks.every((check) => check.ok),
    checks,
    lines: [line1, line2],
  };
}
