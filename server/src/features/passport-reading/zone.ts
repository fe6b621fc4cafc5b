import type { CheckedField, PassportReading } from '@contract/account/passport-reading';
import { type Details, parse, states } from 'mrz';

const LINE_LENGTH = 44;

/** What OCR reads for a character that cannot be there: a digit where only letters go, and back. */
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
const AS_DIGIT: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };

/**
 * Characters OCR confuses where both may stand (document and personal numbers), tried when a check fails. Only
 * pairs a check digit tells apart: G/6, L/1 and K/< differ by 10 or 20 in value, which no check digit sees
 * (docs/documents.md#passport-reading), so they are left as read.
 */
const LOOK_ALIKES: Record<string, string[]> = {
  '0': ['O'],
  O: ['0'],
  D: ['0'],
  Q: ['0'],
  '1': ['I'],
  I: ['1'],
  '5': ['S'],
  S: ['5'],
  '8': ['B'],
  B: ['8'],
  '2': ['Z'],
  Z: ['2'],
};

/** Letters OCR takes for one another in a three-letter state code. */
const LETTER_LOOK_ALIKES: Record<string, string[]> = {
  O: ['D', 'Q'],
  D: ['O'],
  Q: ['O'],
  I: ['L'],
  L: ['I'],
  U: ['V'],
  V: ['U'],
  C: ['G'],
  G: ['C'],
  E: ['F'],
  F: ['E'],
};

export const isState = (code: string) => code in states || code === SPECIMEN_STATE;

/**
 * A state code that is no state, read again with one look-alike letter swapped: kept when exactly one such
 * reading is a state (INO → IND), left as read (and its check failing) otherwise.
 */
function fixState(code: string): string {
  if (isState(code.replace(/<+$/, '')) || isState(code)) return code;
  const found = new Set<string>();
  for (const [i, ch] of [...code].entries()) {
    for (const other of LETTER_LOOK_ALIKES[ch] ?? []) {
      const candidate = code.slice(0, i) + other + code.slice(i + 1);
      if (isState(candidate.replace(/<+$/, ''))) found.add(candidate);
    }
  }
  return found.size === 1 ? [...found][0]! : code;
}

/** The repair tries at most this many readings of the two numbers, so a badly read line costs little. */
const MAX_REPAIRS = 4096;

/** Two lines as OCR read them, before they are fitted to 44 characters. */
export type ReadLines = [string, string];

/**
 * The zone's two lines among what OCR read: the lowest two lines of about 44 characters, the first starting with
 * the document's code — `P` a passport's (TD3), `V` a visa's (MRV-A).
 */
export function findZoneLines(text: string, documentCode: 'P' | 'V' = 'P'): ReadLines | null {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').toUpperCase())
    .filter((line) => line.length >= 38 && line.length <= 48);
  for (let i = lines.length - 2; i >= 0; i--) {
    if (lines[i]!.startsWith(documentCode)) return [lines[i]!, lines[i + 1]!];
  }
  return null;
}

/** 44 characters: fillers missed at the end come back; anything beyond is cut (its checks will then tell). */
export const toLineLength = (line: string) => line.padEnd(LINE_LENGTH, '<').slice(0, LINE_LENGTH);

/**
 * Whether a line was read at its length, 44 characters. Names carry no check digit, so a name line read shorter
 * or longer (a letter missed, an M read as IVI) cannot be trusted: where the letters went wrong cannot be told.
 */
export const readWhole = (line: string) => line.length === LINE_LENGTH;

/** The specimen state of ICAO 9303, absent from the list of real states. */
const SPECIMEN_STATE = 'UTO';

/**
 * An Indian passport's number is a letter and seven digits (then a filler): there a digit-looking letter is a
 * digit, G and L included, which no check digit could tell from 6 and 1.
 */
function indianNumber(line2: string): string {
  let line = mapRange(line2, 0, 1, AS_LETTER);
  line = mapRange(line, 1, 8, AS_DIGIT);
  return line[8] === 'K' ? `${line.slice(0, 8)}<${line.slice(9)}` : line;
}

const mapRange = (line: string, from: number, to: number, table: Record<string, string>) =>
  line.slice(0, from) + [...line.slice(from, to)].map((ch) => table[ch] ?? ch).join('') + line.slice(to);

/**
 * Fixes what can only be one thing: letters where the zone has only letters (states, names), digits where it has
 * only digits (dates, check digits), and fillers after the given names (nothing follows them but fillers).
 */
function fixByPosition([line1, line2]: [string, string]): [string, string] {
  const first = fixFirstLine(line1);
  let second = line2;
  if (first.slice(2, 5) === 'IND') second = indianNumber(second);
  // A personal number without a check digit is all fillers.
  if (second[42] === '<') second = `${second.slice(0, 28)}${'<'.repeat(14)}${second.slice(42)}`;
  second = mapRange(fixSecondLineStart(second), 42, 44, AS_DIGIT);
  return [first, second];
}

/** Line 1 (TD3 and MRV-A alike): letters after the code, fillers after the given names, a state code. */
export function fixFirstLine(line1: string): string {
  let first = mapRange(line1, 2, LINE_LENGTH, AS_LETTER);
  const names = first.slice(5);
  const separator = names.indexOf('<<');
  const end = separator < 0 ? -1 : names.indexOf('<<', separator + 2);
  if (end >= 0) first = first.slice(0, 5 + end) + '<'.repeat(LINE_LENGTH - 5 - end);
  return `${first.slice(0, 2)}${fixState(first.slice(2, 5))}${first.slice(5)}`;
}

/** Line 2's first 28 characters (TD3 and MRV-A alike): the nationality's letters, the dates' and checks' digits. */
export function fixSecondLineStart(line2: string): string {
  let second = mapRange(line2, 10, 13, AS_LETTER);
  second = `${second.slice(0, 10)}${fixState(second.slice(10, 13))}${second.slice(13)}`;
  second = mapRange(second, 9, 10, AS_DIGIT);
  second = mapRange(second, 13, 20, AS_DIGIT);
  return mapRange(second, 21, 28, AS_DIGIT);
}

const CHECK_DETAILS: Record<Exclude<CheckedField, 'names'>, string[]> = {
  documentNumber: ['documentNumberCheckDigit'],
  birthDate: ['birthDate', 'birthDateCheckDigit'],
  expiryDate: ['expirationDate', 'expirationDateCheckDigit'],
  personalNumber: ['personalNumberCheckDigit'],
  composite: ['compositeCheckDigit'],
  sex: ['sex'],
  nationality: ['nationality'],
  issuingState: ['issuingState'],
};

function parseZone(lines: [string, string]): Details[] | null {
  try {
    const result = parse(lines);
    return result.format === 'TD3' ? result.details : null;
  } catch {
    return null;
  }
}

function checksOf(details: Details[], [line1, line2]: [string, string]): Array<{ field: CheckedField; ok: boolean }> {
  const valid = new Map(details.map((detail) => [detail.field, detail.valid]));
  if (line1.slice(2, 5) === SPECIMEN_STATE) valid.set('issuingState', true);
  if (line2.slice(10, 13) === SPECIMEN_STATE) valid.set('nationality', true);
  return (Object.entries(CHECK_DETAILS) as Array<[Exclude<CheckedField, 'names'>, string[]]>).map(([field, names]) => ({
    field,
    ok: names.every((name) => valid.get(name as Details['field']) === true),
  }));
}

const allPass = (lines: [string, string]) => {
  const details = parseZone(lines);
  return details !== null && checksOf(details, lines).every((check) => check.ok);
};

/** Up to this many look-alikes are swapped in one repair. */
const MAX_SWAPS = 3;

/** The positions of line 2's document and personal numbers holding a character with a look-alike. */
const NUMBER_POSITIONS = [...Array(9).keys(), ...Array.from({ length: 14 }, (_, i) => 28 + i)];
const swappable = (line2: string, positions: number[]) => positions.filter((i) => LOOK_ALIKES[line2[i]!]);

/** Every way to choose `count` of the positions, each once. */
function* choose(positions: number[], count: number, from = 0): Generator<number[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= positions.length - count; i++) {
    for (const rest of choose(positions, count - 1, i + 1)) yield [positions[i]!, ...rest];
  }
}

/** Line 2 with exactly `count` look-alikes swapped, every way. */
function* swapped(line2: string, count: number, where: number[]): Generator<string> {
  for (const positions of choose(swappable(line2, where), count)) {
    const options = positions.map((i) => LOOK_ALIKES[line2[i]!]!);
    const total = options.reduce((product, list) => product * list.length, 1);
    for (let n = 0; n < total; n++) {
      const chars = [...line2];
      let rest = n;
      for (const [k, i] of positions.entries()) {
        chars[i] = options[k]![rest % options[k]!.length]!;
        rest = Math.floor(rest / options[k]!.length);
      }
      yield chars.join('');
    }
  }
}

/**
 * The two lines with look-alike characters repaired. The fewest swaps are tried first (one, then two, then
 * three); a repair is made only when exactly one reading with that many swaps passes every check. Two passing
 * readings would make it a guess: the lines then stay as read, and their failed checks say so.
 */
export function repairZone(read: ReadLines): [string, string] {
  return repairLines(fixByPosition([toLineLength(read[0]), toLineLength(read[1])]), allPass, NUMBER_POSITIONS);
}

/** Look-alikes swapped at `where` in line 2, the fewest first, kept only when exactly one reading `passes`. */
export function repairLines(
  lines: [string, string],
  passes: (lines: [string, string]) => boolean,
  where: number[],
): [string, string] {
  if (passes(lines)) return lines;
  let tried = 0;
  for (let count = 1; count <= MAX_SWAPS; count++) {
    const passing: string[] = [];
    for (const candidate of swapped(lines[1], count, where)) {
      if (++tried > MAX_REPAIRS) return lines;
      if (passes([lines[0], candidate])) passing.push(candidate);
      if (passing.length > 1) return lines;
    }
    if (passing.length === 1) return [lines[0], passing[0]!];
  }
  return lines;
}

/** YYMMDD as YYYY-MM-DD in the century given, or null when that is no real date. */
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

export function isoDate(yymmdd: string, century: number): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const [year, month, day] = [
    century + Number(yymmdd.slice(0, 2)),
    Number(yymmdd.slice(2, 4)),
    Number(yymmdd.slice(4)),
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A birth date's century: the one that does not put the birth after the reading day. */
export function birthCentury(yymmdd: string, today: Date): number {
  const thisYear = today.getUTCFullYear();
  const candidate = isoDate(yymmdd, 2000);
  return candidate && candidate <= today.toISOString().slice(0, 10) && Number(yymmdd.slice(0, 2)) <= thisYear % 100
    ? 2000
    : 1900;
}

export const zoneText = (text: string) => text.replace(/</g, ' ').replace(/\s+/g, ' ').trim();

/**
 * What a passport's zone (TD3) and a visa's (MRV-A) lay out alike: line 1's issuing state and names, line 2's
 * first 28 characters (number, nationality, birth date, sex, expiry). A date that is no real day is null.
 */
export function zoneFields([line1, line2]: [string, string], today: Date): PassportReading['mrz'] {
  const names = line1.slice(5);
  const separator = names.indexOf('<<');
  const birth = line2.slice(13, 19);
  const sex = line2[20];
  return {
    documentNumber: line2.slice(0, 9).replace(/</g, ''),
    surname: zoneText(separator < 0 ? names : names.slice(0, separator)),
    givenNames: separator < 0 ? '' : zoneText(names.slice(separator + 2)),
    nationality: line2.slice(10, 13).replace(/</g, ''),
    birthDate: isoDate(birth, birthCentury(birth, today)),
    sex: sex === 'F' || sex === 'M' ? sex : 'X',
    expiryDate: isoDate(line2.slice(21, 27), 2000),
    issuingState: line1.slice(2, 5).replace(/</g, ''),
  };
}

/** The checks as answered, a check digit passing on a date that is no real day counting as failed. */
export function withRealDates<T extends { field: string; ok: boolean }>(
  checks: T[],
  fields: { birthDate: string | null; expiryDate: string | null },
): T[] {
  const realDate: Record<string, boolean> = {
    birthDate: fields.birthDate !== null,
    expiryDate: fields.expiryDate !== null,
  };
  return checks.map((check) => ({ ...check, ok: check.ok && realDate[check.field] !== false }));
}

/** The reading of a TD3 zone; null when the two lines are not a passport's zone at all. */
export function readZone(read: ReadLines, today: Date): PassportReading | null {
  const lines = repairZone(read);
  const details = parseZone(lines);
  if (!details) return null;
  const mrz = zoneFields(lines, today);
  const checks = [{ field: 'names' as const, ok: readWhole(read[0]) }, ...withRealDates(checksOf(details, lines), mrz)];
  return { mrz, valid: checks.every((check) => check.ok), checks, lines };
}
