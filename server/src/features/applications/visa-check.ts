import type { PassportReading, VisaReading } from '@contract/account/passport-reading';
import type { PassportFieldMatch, VisaFileCheck } from '@contract/apply/passport-check';
import type { DbOrTx } from '@db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { type OcrEngine, readVisa } from '../passport-reading';
import type { TripChecker } from '../trip-check';
import { compareWithPassport, FIELD_LABELS } from './passport-match';
import * as repo from './repo';

export interface VisaCheckDeps {
  db: DbOrTx;
  storage: FileStorage;
  engine: OcrEngine;
  checker: TripChecker;
}

const NO_ZONE = 'No visa zone (MRV-A) was found in the visa file: nothing was compared.';
const UNREADABLE = "The visa's zone could not be read (a check digit failed): nothing was compared.";
const ENGINE_DOWN = "The visa's zone could not be read now (the reading engine failed): nothing was compared.";

async function visaReading(deps: VisaCheckDeps, file: { key: string; contentType: string }, now: Date) {
  const stored = await deps.storage.get(file.key);
  if (!stored) return { reading: null, message: NO_ZONE };
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  try {
    const reading = await readVisa(deps.engine, { data: Buffer.concat(chunks), contentType: file.contentType }, now);
    return { reading, message: reading.valid ? '' : UNREADABLE };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) return { reading: null, message: NO_ZONE };
    return { reading: null, message: ENGINE_DOWN };
  }
}

/** A visa's zone seen as a passport's by the field comparison: names, birth date and nationality mean the same. */
const asPassport = (visa: VisaReading): PassportReading => ({ ...visa, checks: [] });

/**
 * One traveller against the visa's zone: names, birth date, nationality; the passport number only where the zone
 * carries it (ICAO 9303 part 7 leaves the optional data to the issuing state: some put the passport number there,
 * or in the document number field), never the expiry (the visa's own).
 */
function compareWithVisa(typed: Parameters<typeof compareWithPassport>[0], visa: VisaReading) {
  const matches = compareWithPassport({ ...typed, passportNo: null, passportExpiry: null }, asPassport(visa));
  const number = typed.passportNo?.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (number && (visa.mrz.documentNumber === number || visa.mrz.optionalData.includes(number))) {
    matches.unshift({
      field: 'passportNo',
      label: FIELD_LABELS.passportNo,
      typed: typed.passportNo,
      read: number,
      ok: true,
    });
  }
  return matches;
}

const visaMismatchText = (match: PassportFieldMatch) =>
  `${match.label}: the application says ${match.typed ?? ''}, the visa says ${match.read ?? ''}`;

const okCount = (matches: PassportFieldMatch[]) => matches.filter((match) => match.ok).length;

/**
 * The issued visa's zone against the application (docs/documents.md#documents-against-each-other): the file
 * carries one zone, compared with the traveller it matches best; mismatches are warnings, never a refusal.
 */
export async function checkVisaFile(
  deps: VisaCheckDeps,
  row: repo.ApplicationRow,
  file: { key: string; contentType: string },
  now: Date,
): Promise<VisaFileCheck> {
  const { reading, message } = await visaReading(deps, file, now);
  const base = { mrz: reading?.mrz ?? null, holder: null, matches: [], warnings: [], checkedAt: now.toISOString() };
  if (!reading) return { ...base, state: 'no-zone', message };
  if (!reading.valid) return { ...base, state: 'unreadable', message };
  let best: { traveller: repo.TravellerRow; matches: PassportFieldMatch[] } | undefined;
  for (const traveller of await repo.travellersOf(deps.db, row.id)) {
    const typed = { ...traveller, nationalityCode: deps.checker.passportOf(traveller.nationality) };
    const matches = compareWithVisa(typed, reading);
    if (!best || okCount(matches) > okCount(best.matches)) best = { traveller, matches };
  }
  if (!best) return { ...base, state: 'read', message: 'The application has no traveller to compare.' };
  const { traveller, matches } = best;
  const name = `${traveller.firstName} ${traveller.lastName}`.trim();
  const warnings = matches.filter((match) => !match.ok).map(visaMismatchText);
  const numberCarried = matches.some((match) => match.field === 'passportNo');
  return {
    ...base,
    state: 'read',
    holder: { travellerId: traveller.id, name },
    matches,
    warnings,
    message: `${warnings.length ? 'The visa does not match' : 'The visa matches'} ${name}${
      numberCarried ? '' : ' (the zone does not carry the passport number: it was not compared)'
    }.`,
  };
}

/** The 409 an operator gets before approving with a visa that does not match: fields named, no values. */
export function visaMismatchQuestion(check: VisaFileCheck): string {
  const fields = check.matches.filter((match) => !match.ok).map((match) => match.label);
  return `The visa's zone does not match the application (${fields.join(', ')}). Look at the visa, then attach it anyway to approve.`;
}
