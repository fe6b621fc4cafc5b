import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { VisaHistoryStatusSchema } from '@contract/account/applications';
import { DOCUMENT_CONTENT_TYPES } from '@contract/account/documents';
import { TransactionAmountSchema } from '@contract/account/wallet';
import { ApplicationStatusSchema } from '@contract/apply/applications';
import { EmailSchema } from '@contract/common';
import { formatRupees, paiseToRupees } from '@contract/money';
import { RoleSchema } from '@contract/ops/roles';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../config';
import { describeDatabase } from '../database';
import { checklistOf, findApplicationByRef } from '../features/applications';
import { recentContactMessages } from '../features/contact';
import { grantRole as grantRoleTo } from '../features/identity';
import { failedMessages } from '../features/notifications';
import {
  adjustWallet,
  attachVisa as attachOpsVisa,
  changeApplicationStatus,
  decideItem as decideOpsItem,
} from '../features/ops';
import { userIdByEmail } from '../features/partner';
import { historyEntryByRef, setHistoryStatus } from '../features/visa-history';

import { AppError, badRequest } from '../lib/app-error';
import { COMMAND_LINE, recordAudit } from '../lib/audit';
import { removeStoredFiles } from '../lib/file-removal';
import { fileStorage, type RewrapOutcome } from '../lib/storage';
import {
  catalogueContradictions,
  catalogueHistoryCommand,
  catalogueRevert,
  importRequirements,
  setOverride,
} from './catalogue-commands';

import { type Command, parsed, required } from './command';
import { findUsers } from './queries';

export type { CommandInput, CommandResult } from './command';

const findUser: Command = async (database, { args, config }) => {
  const rows = await findUsers(database.db, required(args[0], 'search text (e-mail, mobile, id or name)'));
  const lines = rows.map((user) =>
    [
      user.id,
      user.email,
      `${user.firstName} ${user.lastName}`.trim() || '-',
      user.mobile ?? '-',
      user.emailVerifiedAt ? 'verified' : 'unverified',
      user.totpEnabledAt ? '2FA on' : '2FA off',
      `balance ${formatRupees(paiseToRupees(user.balancePaise))}`,
      `joined ${user.createdAt.toISOString().slice(0, 10)}`,
    ].join('  '),
  );
  return {
    text: lines.length > 0 ? lines.join('\n') : `No matching users${config ? ` in ${describeDatabase(config)}` : ''}.`,
    data: rows.map((user) => ({ ...user, balance: paiseToRupees(user.balancePaise) })),
  };
};

const walletCommand =
  (type: 'credit' | 'debit'): Command =>
  async (database, { args, options }) => {
    const email = parsed(EmailSchema, required(args[0], 'e-mail'), 'E-mail');
    const amount = parsed(TransactionAmountSchema, Number(required(args[1], 'amount in rupees')), 'Amount');
    const remark = required(options.remark ?? options.remarks, '--remark "why"').slice(0, 500);
    const userId = await userIdByEmail(database.db, email);
    const result = await adjustWallet(database.db, COMMAND_LINE, userId, { type, amount, reason: remark });
    return {
      text: `${type === 'credit' ? 'Credited' : 'Debited'} ${formatRupees(amount)} ${type === 'credit' ? 'to' : 'from'} ${email}. New balance: ${formatRupees(result.balance)}.`,
      data: result,
    };
  };

const walletCredit = walletCommand('credit');
const walletDebit = walletCommand('debit');

const setApplicationStatus: Command = async (database, { args, options }) => {
  const ref = required(args[0], 'application reference');
  const status = parsed(VisaHistoryStatusSchema, required(args[1], 'status'), 'Status');
  const remarks = options.remarks ?? options.remark;
  const updated = await database.db.transaction(async (tx) => {
    const before = options.saved ? undefined : await historyEntryByRef(tx, ref);
    const row = await setHistoryStatus(tx, ref, status, { remarks, saved: options.saved });
    await recordAudit(tx, COMMAND_LINE, {
      action: options.saved ? 'saved-application.status' : 'visa-application.status',
      targetType: 'application',
      targetId: ref,
      before: before ? { status: before.status, remarks: before.remarks } : null,
      after: { status, ...(remarks === undefined ? {} : { remarks }) },
    });
    return row;
  });
  return {
    text: `${options.saved ? 'Saved application' : 'Application'} ${ref} is now '${status}'.`,
    data: updated,
  };
};

const contactMessages: Command = async (database, { options }) => {
  const limit = Math.min(Math.max(Number(options.limit ?? 20) || 20, 1), 500);
  const rows = await recentContactMessages(database.db, limit);
  const text = rows
    .map((row) =>
      [
        `${row.createdAt.toISOString().replace('T', ' ').slice(0, 16)}  ${row.firstName} ${row.lastName} <${row.email}>  [${row.subject}]`,
        ...(row.loginEmail || row.loginMobile ? [`  login: ${row.loginEmail ?? '-'} / ${row.loginMobile ?? '-'}`] : []),
        ...row.message.split('\n').map((line) => `  ${line}`),
      ].join('\n'),
    )
    .join('\n\n');
  return { text: text || 'No contact messages.', data: rows };
};

function filesOf(config: Config | undefined) {
  if (!config) throw new Error('This command needs the server configuration.');
  return fileStorage(config.filesDir);
}

/** An application made on this site moves along the state graph (409 when the graph forbids the move). */
const applicationStatus: Command = async (database, { args, options }) => {
  const ref = required(args[0], 'application reference').toUpperCase();
  const status = parsed(ApplicationStatusSchema, required(args[1], 'status'), 'Status');
  const note = options.note?.slice(0, 1000) ?? null;
  await changeApplicationStatus(database.db, COMMAND_LINE, ref, {
    status,
    note: note ?? undefined,
    override: options.override?.slice(0, 1000),
  });
  return { text: `Application ${ref} is now '${status}'.`, data: { ref, status, note } };
};

const applicationChecklist: Command = async (database, { args }) => {
  const ref = required(args[0], 'application reference').toUpperCase();
  const row = await findApplicationByRef(database.db, ref);
  if (!row) throw badRequest(`No application with reference ${ref}.`);
  const items = await checklistOf(database.db, row.id);
  const lines = items.map(
    (item) => `${item.id}  ${item.status.padEnd(8)}  ${item.label}${item.note ? `  (${item.note})` : ''}`,
  );
  return { text: [`${ref}: ${row.status}`, ...lines].join('\n'), data: { ref, status: row.status, items } };
};

const decideItem: Command = async (database, { args, options }) => {
  const ref = required(args[0], 'application reference').toUpperCase();
  const itemId = required(args[1], 'checklist item id');
  const decision = required(args[2], 'accepted or rejected');
  if (decision !== 'accepted' && decision !== 'rejected') throw badRequest('Decision: use accepted or rejected.');
  await decideOpsItem(database.db, COMMAND_LINE, ref, itemId, { decision, note: options.note });
  return { text: `Item ${itemId} of ${ref} is ${decision}.`, data: { ref, itemId, decision } };
};

/** Attaches the issued visa (PDF, JPG or PNG, checked by content) and approves the application. */
const attachVisa: Command = async (database, { args, options, config }) => {
  const ref = required(args[0], 'application reference').toUpperCase();
  const file = required(args[1], 'path of the visa file');
  const bytes = await readFile(file);
  const type = await fileTypeFromBuffer(bytes);
  const allowed: readonly string[] = DOCUMENT_CONTENT_TYPES;
  if (!type || !allowed.includes(type.mime)) throw badRequest('The visa file must be a PDF, JPG or PNG.');
  if (bytes.length > 10 * 1024 * 1024) throw badRequest('The visa file is larger than 10 MB.');
  const storage = filesOf(config);
  const { key } = await storage.put(Readable.from([bytes]));
  try {
    const filename =
      path
        .basename(file)
        .replace(/[^\w.-]+/g, '_')
        .slice(0, 100) || `${ref}-visa.${type.ext}`;
    await attachOpsVisa(
      database.db,
      COMMAND_LINE,
      ref,
      {
        key,
        size: bytes.length,
        filename,
        contentType: type.mime,
        fields: { note: options.note ?? '', override: options.override ?? '' },
      },
      null,
    ); // The command line attaches without reading the visa's zone (no OCR engine in the CLI).
    return { text: `Application ${ref} is approved; the visa file is attached.`, data: { ref, status: 'approved' } };
  } catch (error) {
    await removeStoredFiles(database.db, [key]).catch(() => {});
    throw error;
  }
};

/**
 * Wraps every stored file's data key under the current master key (FILES_MASTER_KEY_ID) and encrypts files
 * written before encryption. File bodies are not re-encrypted; a file already under the current key is left
 * alone, so an interrupted run is finished by running it again.
 */
const rotateFileKeys: Command = async (_database, { config }) => {
  const storage = filesOf(config);
  const counts: Record<RewrapOutcome, number> = { current: 0, rewrapped: 0, encrypted: 0, missing: 0 };
  const failed: Array<{ key: string; error: string }> = [];
  for await (const { key } of storage.list()) {
    try {
      counts[await storage.rewrap(key)] += 1;
    } catch (error) {
      failed.push({ key, error: (error as Error).message });
    }
  }
  const currentId = storage.currentKeyId;
  const summary =
    `${counts.rewrapped} re-wrapped under '${currentId}', ${counts.encrypted} encrypted (stored before encryption), ` +
    `${counts.current} already under '${currentId}'.`;
  if (failed.length > 0) {
    const lines = failed.slice(0, 20).map((file) => `  ${file.key}: ${file.error}`);
    throw new AppError(
      'CONFLICT',
      [`${summary} ${failed.length} could not be re-wrapped (run again once fixed):`, ...lines].join('\n'),
    );
  }
  return {
    text: `${summary}\nEvery file is under '${currentId}': other keys may be removed from FILES_MASTER_KEYS.`,
    data: { currentKeyId: currentId, ...counts, failed: 0 },
  };
};

/** Makes a user support staff or an admin, or takes the role back (traveller); audited. */
const grantRole: Command = async (database, { args }) => {
  const email = parsed(EmailSchema, required(args[0], 'e-mail'), 'E-mail');
  const role = parsed(RoleSchema, required(args[1], 'role (traveller, support or admin)'), 'Role');
  const change = await grantRoleTo(database.db, email, role, COMMAND_LINE);
  const text =
    change.before === change.after
      ? `${change.email} already has the role '${role}'.`
      : `${change.email} is now '${role}' (was '${change.before}').`;
  return { text, data: change };
};

const failedMessagesCommand: Command = async (database, { options }) => {
  const limit = Math.min(Math.max(Number(options.limit ?? 20) || 20, 1), 500);
  const rows = (await failedMessages(database.db, { limit })).items;
  const text = rows
    .map(
      (row) =>
        `${row.createdAt.toISOString().replace('T', ' ').slice(0, 16)}  ${row.channel} to ${row.to}  [${row.purpose}]  ${row.attempts} attempts: ${row.lastError ?? '-'}`,
    )
    .join('\n');
  return { text: text || 'No failed messages.', data: rows };
};

interface CommandEntry {
  run: Command;
  usage: string;
  fileArg?: number;
}

export const COMMANDS: Record<string, CommandEntry> = {
  'grant-role': { run: grantRole, usage: 'grant-role <e-mail> <traveller|support|admin>' },
  'find-user': { run: findUser, usage: 'find-user <e-mail | mobile | id | part of a name>' },
  'wallet-credit': { run: walletCredit, usage: 'wallet-credit <e-mail> <rupees> --remark "reason"' },
  'wallet-debit': { run: walletDebit, usage: 'wallet-debit <e-mail> <rupees> --remark "reason"' },
  'set-status': {
    run: setApplicationStatus,
    usage: 'set-status <application ref> <status> [--remarks "text"] [--saved]',
  },
  'contact-messages': { run: contactMessages, usage: 'contact-messages [--limit 20]' },
  'application-status': {
    run: applicationStatus,
    usage:
      'application-status <HV-ref> <in_review|documents_requested|with_embassy|approved|rejected|cancelled> [--note "text"] [--override "why, when documents are not all accepted"]',
  },
  'application-checklist': { run: applicationChecklist, usage: 'application-checklist <HV-ref>' },
  'decide-item': { run: decideItem, usage: 'decide-item <HV-ref> <item id> <accepted|rejected> [--note "text"]' },
  'attach-visa': {
    run: attachVisa,
    usage: 'attach-visa <HV-ref> <file.pdf|jpg|png> [--note "text"] [--override "why"]',
    fileArg: 1,
  },
  'import-requirements': {
    run: importRequirements,
    usage: 'import-requirements <passport-index-tidy.csv> [--apply] [--as-of YYYY-MM-DD] [--limit 50]',
    fileArg: 0,
  },
  'failed-messages': { run: failedMessagesCommand, usage: 'failed-messages [--limit 20]' },
  'set-override': {
    run: setOverride,
    usage:
      'set-override <passport> <destination> <visa-free|visa-on-arrival|eta|e-visa|visa-required|no-admission> [--days N] --source "name" --url https://… --verified YYYY-MM-DD [--note "text"] [--version N]',
  },
  'catalogue-history': {
    run: catalogueHistoryCommand,
    usage: 'catalogue-history [override|option|destination] [key] [--limit 20]',
  },
  'catalogue-revert': { run: catalogueRevert, usage: 'catalogue-revert <change number>' },
  'catalogue-contradictions': { run: catalogueContradictions, usage: 'catalogue-contradictions' },
  'rotate-file-keys': { run: rotateFileKeys, usage: 'rotate-file-keys' },
};

/** The command of this name; never an inherited property such as `__proto__` or `constructor`. */
export function findCommand(name: unknown): CommandEntry | undefined {
  return typeof name === 'string' && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
