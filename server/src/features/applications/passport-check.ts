import type { PassportReading } from '@contract/account/passport-reading';
import {
  type PassportCheck,
  type TravellerPassportCheck,
  UNREADABLE_PASSPORT_WARNING,
} from '@contract/apply/passport-check';
import type { DbOrTx } from '@db/client';
import { findOwnedDocument } from '../documents';
import { storedPassportReading } from '../passport-reading';
import type { TripChecker } from '../trip-check';
import { compareWithPassport, mismatchText } from './passport-match';
import * as repo from './repo';
import { passportRefusals } from './trip-verdict';

type Problem = PassportCheck['problems'][number];

/** The passport attached to a traveller's checklist: the first item holding a document of type passport. */
async function attachedPassports(db: DbOrTx, row: repo.ApplicationRow) {
  const passports = new Map<string, string>();
  for (const item of await repo.checklistOf(db, row.id)) {
    if (!item.documentId || passports.has(item.travellerId)) continue;
    const document = await findOwnedDocument(db, row.userId, item.documentId);
    if (document?.type === 'passport') passports.set(item.travellerId, document.id);
  }
  return passports;
}

const nameOf = (t: repo.TravellerRow) => `${t.firstName} ${t.lastName}`.trim();

async function travellerCheck(
  db: DbOrTx,
  checker: TripChecker,
  row: repo.ApplicationRow,
  traveller: repo.TravellerRow,
  documentId: string | undefined,
): Promise<TravellerPassportCheck> {
  const base = { travellerId: traveller.id, name: nameOf(traveller), documentId: documentId ?? null };
  const stored = documentId ? await storedPassportReading(db, documentId) : undefined;
  if (!stored) {
    const state = documentId ? 'unread' : 'none';
    return { ...base, state, readAt: null, problem: null, mrz: null, matches: [], validity: null };
  }
  const { reading, readAt } = stored;
  const noMatch = { readAt: readAt.toISOString(), matches: [], validity: null };
  if (!reading) return { ...base, ...noMatch, state: 'unreadable', problem: stored.problem, mrz: null };
  const read = { ...base, readAt: readAt.toISOString(), problem: null, mrz: reading.mrz };
  if (!reading.valid) return { ...read, state: 'unreadable', matches: [], validity: null };
  const typed = { ...traveller, nationalityCode: checker.passportOf(traveller.nationality) };
  return {
    ...read,
    state: 'read',
    matches: compareWithPassport(typed, reading),
    validity: await validityRefusal(checker, row, traveller, reading),
  };
}

/** The destination's own passport rule (the one drafts are saved with) on the expiry the zone says. */
async function validityRefusal(
  checker: TripChecker,
  row: repo.ApplicationRow,
  traveller: repo.TravellerRow,
  reading: PassportReading,
) {
  if (!reading.mrz.expiryDate) return null;
  const stay = { country: row.country, purpose: row.option.purpose, start: row.startDate, end: row.endDate };
  const read = { passportExpiry: reading.mrz.expiryDate, nationality: traveller.nationality };
  const [refusal] = await passportRefusals(checker, stay, [read]);
  return refusal ? `Passport read from the attached page: ${refusal.text}` : null;
}

/** Two travellers on one passport: the same document, or the same number read from two documents. */
function duplicateProblems(checks: TravellerPassportCheck[]): Problem[] {
  const problems: Problem[] = [];
  checks.forEach((check, index) => {
    const earlier = checks.slice(0, index).find((other) => sharesPassport(other, check));
    if (!earlier) return;
    problems.push({
      travellerId: check.travellerId,
      code: 'duplicate',
      field: `travellers.${index}.passport`,
      text: `${check.name} and ${earlier.name} have the same passport attached: attach each traveller's own passport`,
    });
  });
  return problems;
}

function sharesPassport(a: TravellerPassportCheck, b: TravellerPassportCheck) {
  if (a.documentId && a.documentId === b.documentId) return true;
  return a.state === 'read' && b.state === 'read' && a.mrz?.documentNumber === b.mrz?.documentNumber;
}

function travellerProblems(check: TravellerPassportCheck, index: number): Problem[] {
  const mismatches: Problem[] = check.matches
    .filter((match) => !match.ok)
    .map((match) => ({
      travellerId: check.travellerId,
      code: 'mismatch',
      field: `travellers.${index}.${match.field}`,
      text: mismatchText(match),
    }));
  if (!check.validity) return mismatches;
  const field = `travellers.${index}.passportValidity`;
  return [...mismatches, { travellerId: check.travellerId, code: 'validity', field, text: check.validity }];
}

/**
 * Each traveller's attached passport as read against the application (docs/documents.md#documents-against-each-other):
 * problems refuse payment (a field typed otherwise than a passport whose every check digit passed, an expiry the
 * destination's rule refuses, one passport on two travellers); a passport that could not be read is a warning.
 */
export async function passportCheck(
  db: DbOrTx,
  checker: TripChecker,
  row: repo.ApplicationRow,
): Promise<PassportCheck> {
  const passports = await attachedPassports(db, row);
  const travellers = await repo.travellersOf(db, row.id);
  const checks: TravellerPassportCheck[] = [];
  for (const traveller of travellers) {
    checks.push(await travellerCheck(db, checker, row, traveller, passports.get(traveller.id)));
  }
  const problems = [...checks.flatMap(travellerProblems), ...duplicateProblems(checks)];
  const warnings = checks
    .filter((check) => check.state === 'unreadable' || check.state === 'unread')
    .map((check) => ({ travellerId: check.travellerId, text: `${check.name}: ${UNREADABLE_PASSPORT_WARNING}` }));
  return { travellers: checks, problems, warnings };
}
