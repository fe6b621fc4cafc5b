import { randomInt } from 'node:crypto';
import {
  type Application,
  type CreateApplication,
  MAX_TRAVELLERS,
  type TravellerInput,
  type UpdateApplication,
} from '@contract/apply/applications';
import { priceFor, splitTotal } from '@contract/apply/pricing';
import { todayInIndia } from '@contract/dates';
import type { DbOrTx } from '@db/client';
import type { OptionSnapshot } from '@db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { optionWithDestination } from '../catalogue';
import { findOwnedDocument } from '../documents';
import { findUserById } from '../identity';
import * as profiles from '../profile';
import type { TripChecker } from '../trip-check';
import * as repo from './repo';
import { transition } from './status';
import { checkDatesAndPassports } from './trip-checks';
import { getApplication, ownedOrNotFound } from './view';

/** Drafts: starting an application, changing its dates and travellers, attaching documents to its checklist. */

/** HV-<year>-<6 digits>; random, so references do not reveal how many applications there are. */
const newRef = () => `HV-${new Date().getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

type ResolvedTraveller = Omit<repo.TravellerRow, 'id' | 'applicationId' | 'position'>;

async function resolveTravellers(db: DbOrTx, userId: string, input: TravellerInput[]): Promise<ResolvedTraveller[]> {
  const fields: Record<string, string> = {};
  const selfCount = input.filter((t) => t.self).length;
  if (selfCount > 1) throw badRequest('Only one traveller can be you', { travellers: 'Only one traveller can be you' });
  if (input.length > MAX_TRAVELLERS) throw badRequest('Too many travellers');
  const needsProfile = selfCount > 0;
  const user = needsProfile ? await findUserById(db, userId) : undefined;
  const profile = needsProfile ? await profiles.profileOf(db, userId) : undefined;
  const resolved = input.map((t, index): ResolvedTraveller => {
    if (t.self) {
      return {
        isSelf: true,
        firstName: t.firstName || user?.firstName || 'Traveller',
        lastName: t.lastName ?? user?.lastName ?? '',
        dob: t.dob ?? profile?.dob ?? null,
        passportNo: t.passportNo ?? profile?.passportNo ?? null,
        passportExpiry: t.passportExpiry ?? profile?.passportExpiry ?? null,
        nationality: t.nationality ?? profile?.nationality ?? null,
        relationship: 'Self',
      };
    }
    if (!t.firstName) fields[`travellers.${index}.firstName`] = 'Enter the first name';
    if (!t.relationship || t.relationship === 'Self') {
      fields[`travellers.${index}.relationship`] = 'Choose how this traveller is related to you';
    }
    return {
      isSelf: false,
      firstName: t.firstName ?? '',
      lastName: t.lastName ?? '',
      dob: t.dob ?? null,
      passportNo: t.passportNo ?? null,
      passportExpiry: t.passportExpiry ?? null,
      nationality: t.nationality ?? null,
      relationship: t.relationship ?? 'Other',
    };
  });
  resolved.forEach((t, index) => {
    if (t.dob && t.dob >= todayInIndia()) fields[`travellers.${index}.dob`] = 'Date of birth must be in the past';
  });
  if (Object.keys(fields).length > 0) throw badRequest('Check the travellers’ details', fields);
  return resolved;
}

/** Items whose requirement reads "(if …)" apply only to some travellers: not required to submit. */
const isConditional = (label: string) => /\(if\b/i.test(label);

function buildRows(
  applicationId: string,
  option: OptionSnapshot,
  travellers: ResolvedTraveller[],
  keep: Map<string, repo.ChecklistRow>,
) {
  const travellerRows = travellers.map((t, position) => ({ ...t, id: newId(), applicationId, position }));
  let position = 0;
  const checklist = travellerRows.flatMap((traveller) =>
    option.requirements.map((label) => {
      const earlier = keep.get(`${traveller.position}:${label}`);
      return {
        id: newId(),
        applicationId,
        travellerId: traveller.id,
        position: position++,
        label,
        required: !isConditional(label),
        status: earlier?.status ?? 'missing',
        documentId: earlier?.documentId ?? null,
        note: earlier?.note ?? null,
      };
    }),
  );
  return { travellerRows, checklist };
}

function priceTotals(option: OptionSnapshot, travellers: number) {
  const price = priceFor(option, travellers);
  return {
    governmentFeePaise: price.governmentFee,
    serviceFeePaise: price.serviceFee,
    gstPaise: price.gst,
    totalPaise: price.total,
  };
}

async function snapshotOf(db: DbOrTx, optionId: string): Promise<{ country: string; snapshot: OptionSnapshot }> {
  const found = await optionWithDestination(db, optionId);
  if (!found)
    throw badRequest('Choose a visa option from the list', { optionId: 'Choose a visa option from the list' });
  const { option, countryName } = found;
  // An option the catalogue has not split yet: a service fee of a fifth of the total, the rest government fee.
  const split =
    option.serviceFeePaise !== null && option.governmentFeePaise !== null
      ? { governmentFeePaise: option.governmentFeePaise, serviceFeePaise: option.serviceFeePaise }
      : splitTotal(option.feesPaise, Math.floor(option.feesPaise / 500) * 100);
  return {
    country: option.countryCode,
    snapshot: {
      name: option.name,
      purpose: option.purpose,
      countryName,
      ...split,
      processingDays: option.processingDays,
      validity: option.validity,
      stay: option.stay,
      requirements: option.requirements,
      estimate: option.isEstimate,
    },
  };
}

/** Open drafts one account may keep: enough for a family's trips, not for filling the database. */
export const MAX_OPEN_DRAFTS = 20;
export const TOO_MANY_DRAFTS = `You already have ${MAX_OPEN_DRAFTS} draft applications. Continue or cancel one of them before starting another.`;

export async function createApplication(
  db: DbOrTx,
  trips: TripChecker,
  userId: string,
  input: CreateApplication,
): Promise<Application> {
  const { country, snapshot } = await snapshotOf(db, input.optionId);
  const travellers = await resolveTravellers(db, userId, input.travellers ?? [{ self: true }]);
  const stay = { country, purpose: snapshot.purpose, start: input.start, end: input.end };
  await checkDatesAndPassports(trips, stay, travellers);
  const id = newId();
  await db.transaction(async (tx) => {
    if ((await repo.lockAndCountDrafts(tx, userId)) >= MAX_OPEN_DRAFTS) throw conflict(TOO_MANY_DRAFTS);
    let inserted: repo.ApplicationRow | undefined;
    for (let attempt = 0; !inserted && attempt < 8; attempt++) {
      inserted = await repo.insertApplication(tx, {
        id,
        ref: newRef(),
        userId,
        optionId: input.optionId,
        country,
        option: snapshot,
        startDate: input.start,
        endDate: input.end,
        status: 'draft',
        ...priceTotals(snapshot, travellers.length),
      });
    }
    if (!inserted) throw new AppError('UNAVAILABLE', 'Could not create the application. Please try again.');
    const rows = buildRows(id, snapshot, travellers, new Map());
    await repo.replaceTravellers(tx, id, rows.travellerRows, rows.checklist);
    await repo.insertEvent(tx, { id: newId(), applicationId: id, status: 'draft', actor: 'traveller', note: null });
  });
  return getApplication(db, userId, (await repo.findById(db, id))!.ref);
}

const draftOnly = (row: repo.ApplicationRow) => {
  if (row.status !== 'draft') throw conflict('Only a draft application can be changed.');
};

export async function updateApplication(
  db: DbOrTx,
  trips: TripChecker,
  userId: string,
  ref: string,
  input: UpdateApplication,
) {
  const found = await ownedOrNotFound(db, userId, ref);
  draftOnly(found);
  const start = input.start ?? found.startDate;
  const end = input.end ?? found.endDate;
  await db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    draftOnly(row);
    const current = await repo.travellersOf(tx, row.id);
    const travellers = input.travellers
      ? await resolveTravellers(tx, userId, input.travellers)
      : current.map(({ id: _id, applicationId: _a, position: _p, ...t }) => t);
    await checkDatesAndPassports(trips, { country: row.country, purpose: row.option.purpose, start, end }, travellers);
    if (input.travellers) {
      const positionOf = new Map(current.map((t) => [t.id, t.position]));
      const keep = new Map(
        (await repo.checklistOf(tx, row.id)).map((item) => [`${positionOf.get(item.travellerId)}:${item.label}`, item]),
      );
      const rows = buildRows(row.id, row.option, travellers, keep);
      await repo.replaceTravellers(tx, row.id, rows.travellerRows, rows.checklist);
    }
    await repo.updateApplication(tx, row.id, {
      startDate: start,
      endDate: end,
      ...priceTotals(row.option, travellers.length),
    });
  });
  return getApplication(db, userId, ref);
}

export async function attachDocument(db: DbOrTx, userId: string, ref: string, itemId: string, documentId: string) {
  const found = await ownedOrNotFound(db, userId, ref);
  if (!(await findOwnedDocument(db, userId, documentId))) throw notFound('Document not found.');
  await db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    const item = (await repo.checklistOf(tx, row.id)).find((i) => i.id === itemId);
    if (!item) throw notFound('Checklist item not found.');
    const reupload = row.status === 'documents_requested' && (item.status === 'rejected' || item.status === 'missing');
    if (row.status !== 'draft' && !reupload) {
      throw conflict(
        row.status === 'documents_requested'
          ? 'Only the items that were asked for can be uploaded again.'
          : 'Documents can be changed only while the application is a draft or documents are requested.',
      );
    }
    await repo.setChecklistItem(tx, item.id, { status: 'uploaded', documentId, note: reupload ? item.note : null });
    if (reupload) {
      const outstanding = (await repo.checklistOf(tx, row.id)).some(
        (i) => i.required && (i.status === 'rejected' || i.status === 'missing'),
      );
      if (!outstanding) {
        await transition(tx, row, 'in_review', { actor: 'traveller', note: 'Requested documents uploaded' });
      }
    } else {
      await repo.updateApplication(tx, row.id, {});
    }
  });
  return getApplication(db, userId, ref);
}
