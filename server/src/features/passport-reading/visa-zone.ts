import type { VisaReading } from '@contract/account/passport-reading';
import {
  checkDigit,
  fixFirstLine,
  fixSecondLineStart,
  isState,
  type ReadLines,
  readWhole,
  repairLines,
  toLineLength,
  withRealDates,
  zoneFields,
} from './zone';

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
  const lines = repairLines(fixed, allPass, VISA_NUMBER);
  const fields = zoneFields(lines, today);
  const checks = [{ field: 'names' as const, ok: readWhole(read[0]) }, ...withRealDates(visaChecks(lines), fields)];
  return {
    mrz: { ...fields, optionalData: lines[1].slice(28, 44).replace(/</g, '') },
    valid: checks.every((check) => check.ok),
    checks,
    lines,
  };
}
