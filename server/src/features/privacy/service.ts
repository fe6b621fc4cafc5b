import { type ConsentPurpose, currentNotice, NOTICE_OF_PURPOSE } from '@contract/account/notices';
import {
  CONSENT_REQUIRED_MESSAGE,
  type Consent,
  type ConsentChannel,
  type DataAccess,
  type GrantConsent,
  type PrivacyOverview,
  SUBMISSION_PURPOSES,
  type SubmissionConsents,
} from '@contract/account/privacy';
import type { ApplicationStatus } from '@contract/apply/applications';
import type { DbOrTx } from '@db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { DATA_ACCESS_ACTIONS, dataAccessOf } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { type ApplicationRow, findApplicationById, findOwnedApplication } from '../applications';
import * as repo from './repo';

/** Submitted (and so paid) and not decided or cancelled: work on it is under way. */
const OPEN_STATUSES: readonly string[] = ['submitted', 'in_review', 'documents_requested', 'with_embassy'];
/** Application consents can be given while the application can still move. */
const FINAL_STATUSES: readonly string[] = ['approved', 'rejected', 'cancelled'];
const MAX_ACCESS_ENTRIES = 100;

const isStanding = (row: repo.ConsentRow | undefined) => Boolean(row && !row.withdrawnAt);

async function give(
  db: DbOrTx,
  userId: string,
  purpose: ConsentPurpose,
  channel: ConsentChannel,
  application?: ApplicationRow,
): Promise<repo.ConsentRow> {
  const latest = await repo.latestConsent(db, userId, purpose, application?.id ?? null);
  if (latest && !latest.withdrawnAt) return latest;
  return repo.insertConsent(db, {
    id: newId(),
    userId,
    purpose,
    applicationId: application?.id ?? null,
    destination: application ? application.option.countryName : null,
    noticeVersion: currentNotice(NOTICE_OF_PURPOSE[purpose]).version,
    channel,
  });
}

/** At sign-up, in the sign-up transaction: the marketing box (unticked unless the traveller ticked it). */
export async function recordSignupConsents(
  db: DbOrTx,
  userId: string,
  choices: { marketing?: boolean },
  channel: ConsentChannel,
): Promise<void> {
  if (choices.marketing) await give(db, userId, 'marketing', channel);
}

/**
 * Before a draft is submitted, in the submit transaction (the application locked): records the consents given
 * with the submit, then refuses (422, nothing recorded) unless processing and embassy sharing both stand.
 */
export async function requireSubmissionConsents(
  tx: DbOrTx,
  application: ApplicationRow,
  given: SubmissionConsents | undefined,
  channel: ConsentChannel,
): Promise<void> {
  const wanted = { 'application-processing': given?.processing, 'embassy-sharing': given?.embassySharing };
  const standing = await Promise.all(
    SUBMISSION_PURPOSES.map(async (purpose) =>
      isStanding(await repo.latestConsent(tx, application.userId, purpose, application.id)),
    ),
  );
  if (SUBMISSION_PURPOSES.some((purpose, i) => !standing[i] && wanted[purpose] !== true)) {
    throw new AppError('UNPROCESSABLE', CONSENT_REQUIRED_MESSAGE, { fields: { consents: CONSENT_REQUIRED_MESSAGE } });
  }
  for (const purpose of SUBMISSION_PURPOSES) await give(tx, application.userId, purpose, channel, application);
}

/**
 * Whether an operator may move an application on: once the traveller withdrew consent to its processing it
 * can only be cancelled; once they withdrew embassy sharing it cannot go to the embassy. Applications from
 * before consents were recorded have none withdrawn and move as before.
 */
export async function refuseMoveWithoutConsent(tx: DbOrTx, application: ApplicationRow, to: ApplicationStatus) {
  const withdrawn = await withdrawnConsents(tx, application);
  if (to !== 'cancelled' && withdrawn.includes('application-processing')) {
    throw conflict('The traveller withdrew consent to processing this application: it can only be cancelled.');
  }
  if (to === 'with_embassy' && withdrawn.includes('embassy-sharing')) {
    throw conflict('The traveller withdrew consent to sharing this application with the embassy or visa centre.');
  }
}

/** The application consents whose latest record is a withdrawal (none for applications from before consents). */
export async function withdrawnConsents(db: DbOrTx, application: ApplicationRow) {
  const latest = await Promise.all(
    SUBMISSION_PURPOSES.map((purpose) => repo.latestConsent(db, application.userId, purpose, application.id)),
  );
  return SUBMISSION_PURPOSES.filter((_, i) => Boolean(latest[i]?.withdrawnAt));
}

/** The account's marketing consent: the one source for whether it may be sent marketing e-mail. */
export async function mayMarketTo(db: DbOrTx, userId: string): Promise<boolean> {
  return isStanding(await repo.latestConsent(db, userId, 'marketing', null));
}

async function toPublicConsent(db: DbOrTx, row: repo.ConsentRow): Promise<Consent> {
  const application = row.applicationId ? await findApplicationById(db, row.applicationId) : undefined;
  return {
    id: row.id,
    purpose: row.purpose as ConsentPurpose,
    destination: row.destination,
    application: application
      ? { ref: application.ref, status: application.status, open: OPEN_STATUSES.includes(application.status) }
      : null,
    status: row.withdrawnAt ? 'withdrawn' : 'granted',
    noticeVersion: row.noticeVersion,
    channel: row.channel as ConsentChannel,
    grantedAt: row.grantedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

function accessKind(action: string): DataAccess['kind'] | undefined {
  if (action === DATA_ACCESS_ACTIONS.documentView) return 'document-view';
  if (action === `${DATA_ACCESS_ACTIONS.revealPrefix}passportNo`) return 'reveal-passport';
  if (action === `${DATA_ACCESS_ACTIONS.revealPrefix}pan`) return 'reveal-pan';
  return undefined;
}

/** The caller's consents, whether marketing stands, and who in the console looked at their data. */
export async function privacyOverview(db: DbOrTx, userId: string): Promise<PrivacyOverview> {
  const rows = await repo.consentsOf(db, userId);
  const audit = await dataAccessOf(db, userId, MAX_ACCESS_ENTRIES);
  const access = audit.flatMap((entry): DataAccess[] => {
    const kind = accessKind(entry.action);
    if (!kind) return [];
    const after = (entry.after ?? {}) as { applicationRef?: unknown };
    return [
      {
        id: entry.id,
        at: entry.createdAt.toISOString(),
        role: entry.operatorRole,
        kind,
        applicationRef: typeof after.applicationRef === 'string' ? after.applicationRef : null,
      },
    ];
  });
  return {
    consents: await Promise.all(rows.map((row) => toPublicConsent(db, row))),
    marketing: await mayMarketTo(db, userId),
    access,
  };
}

/** Gives a consent under the current notice (answers the standing one when it is given already). */
export async function grantConsent(
  db: DbOrTx,
  userId: string,
  input: GrantConsent,
  channel: ConsentChannel,
): Promise<Consent> {
  if (input.purpose === 'marketing') return toPublicConsent(db, await give(db, userId, 'marketing', channel));
  const application = await findOwnedApplication(db, userId, input.ref);
  if (!application) throw notFound('Application not found.');
  if (FINAL_STATUSES.includes(application.status)) {
    throw conflict('This application is finished: it needs no consent any more.');
  }
  return toPublicConsent(db, await give(db, userId, input.purpose, channel, application));
}

/** Withdraws one of the caller's consents (withdrawing again changes nothing). */
export async function withdrawConsent(
  db: DbOrTx,
  userId: string,
  id: string,
  channel: ConsentChannel,
): Promise<Consent> {
  const row = await repo.findOwnedConsent(db, userId, id);
  if (!row) throw notFound('Consent not found.');
  const updated = row.withdrawnAt ? row : ((await repo.markWithdrawn(db, id, channel)) ?? row);
  return toPublicConsent(db, updated);
}
