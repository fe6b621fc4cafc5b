import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { VisaHistoryStatusSchema } from '@contract/account/applications';
import { DOCUMENT_CONTENT_TYPES } from '@contract/account/documents';
import { TransactionAmountSchema } from '@contract/account/wallet';
import { ApplicationStatusSchema } from '@contract/apply/applications';
import { CATALOGUE_ENTITIES, RequirementOverrideInputSchema } from '@contract/catalogue-facts';
import type { RequirementRule } from '@contract/catalogue-rules';
import { EmailSchema } from '@contract/common';
import { isRealDate } from '@contract/dates';
import { formatRupees, paiseToRupees } from '@contract/money';
import { RoleSchema } from '@contract/ops/roles';
import type { Database } from '@db/client';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Config } from '../config';
import { describeDatabase } from '../database';
import { checklistOf, findApplicationByRef } from '../features/applications';
import {
  alertImportedChanges,
  applyRequirementsDiff,
  CatalogueStore,
  catalogueChanges,
  currentRequirements,
  diffRequirements,
  parseRequirementsCsv,
  type RequirementsDiff,
  revertChange,
  saveOverride,
} from '../features/catalogue';
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

import { badRequest } from '../lib/app-error';
import { COMMAND_LINE, recordAudit } from '../lib/audit';
import { removeStoredFiles } from '../lib/file-removal';
import { fileStorage } from '../lib/storage';
import { findUsers } from './queries';

export interface CommandInput {
  args: string[];
  options: {
    remark?: string;
    remarks?: string;
    note?: string;
    /** Why an application may go on before every required document is accepted (the approval guard). */
    override?: string;
    saved?: boolean;
    limit?: string;
    apply?: boolean;
    'as-of'?: string;
    days?: string;
    source?: string;
    url?: string;
    verified?: string;
    version?: string;
  };
  /** The server's settings (where files are kept); commands that only touch the database ignore it. */
  config?: Config;
}

/** What a command prints: a line for people and the same facts for --json. */
export interface CommandResult {
  text: string;
  data: unknown;
}

type Command = (database: Database, input: CommandInput) => Promise<CommandResult>;

function required(value: string | undefined, what: string): string {
  if (!value?.trim()) throw badRequest(`Missing ${what}.`);
  return value.trim();
}

function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`${what}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}

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
    await attachOpsVisa(database.db, COMMAND_LINE, ref, {
      key,
      size: bytes.length,
      filename,
      contentType: type.mime,
      fields: { note: options.note ?? '', override: options.override ?? '' },
    });
    return { text: `Application ${ref} is approved; the visa file is attached.`, data: { ref, status: 'approved' } };
  } catch (error) {
    await removeStoredFiles(database.db, [key]).catch(() => {});
    throw error;
  }
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

const ruleText = (rule: RequirementRule) => (rule.days ? `${rule.category} ${rule.days} days` : rule.category);

/** The verified date of an import: --as-of, else a date in the file name, else the file's modification date. */
async function importDate(file: string, asOf: string | undefined): Promise<string> {
  const date = asOf ?? /\d{4}-\d{2}-\d{2}/.exec(path.basename(file))?.[0];
  if (date) {
    if (!isRealDate(date)) throw badRequest(`--as-of: "${date}" is not a real date (YYYY-MM-DD)`);
    return date;
  }
  return (await stat(file)).mtime.toISOString().slice(0, 10);
}

function diffText(diff: RequirementsDiff, limit: number): string[] {
  const lines = [`${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`];
  const list = (label: string, entries: string[]) => {
    for (const entry of entries.slice(0, limit)) lines.push(`  ${label} ${entry}`);
    if (entries.length > limit) lines.push(`  … and ${entries.length - limit} more ${label.trim()}`);
  };
  list(
    '+',
    diff.added.map((pair) => `${pair.passport} → ${pair.destination}: ${ruleText(pair.rule)}`),
  );
  list(
    '-',
    diff.removed.map((pair) => `${pair.passport} → ${pair.destination}: ${ruleText(pair.rule)}`),
  );
  list(
    '~',
    diff.changed.map(
      (pair) => `${pair.passport} → ${pair.destination}: ${ruleText(pair.before)} → ${ruleText(pair.rule)}`,
    ),
  );
  return lines;
}

/** Compares a newer passport-index tidy CSV with the served requirements; --apply records the changes. */
const importRequirements: Command = async (database, { args, options }) => {
  const file = required(args[0], 'the CSV file (Passport,Destination,Requirement)');
  const csv = await readFile(file, 'utf8').catch(() => {
    throw badRequest(`Cannot read ${file}.`);
  });
  const incoming = parseRequirementsCsv(csv);
  const asOf = await importDate(file, options['as-of']);
  const current = await currentRequirements(database);
  const diff = diffRequirements(incoming, current.lookup, current.pairs);
  const lines = diffText(diff, Number(options.limit ?? 50) || 50);
  let alerted = 0;
  if (options.apply) {
    const changeIds = await applyRequirementsDiff(
      database,
      `import-requirements ${path.basename(file)}`,
      diff,
      asOf,
      COMMAND_LINE,
    );
    alerted = await alertImportedChanges(database, diff, changeIds);
    lines.push(`Applied: ${changeIds.size} requirements recorded as verified ${asOf}; ${alerted} travellers told.`);
    if (diff.removed.length)
      lines.push('Removed pairs are not in the file; the shipped data keeps answering for them.');
  } else {
    lines.push('Dry run: nothing changed. Add --apply to record these changes.');
  }
  return {
    text: lines.join('\n'),
    data: { asOf, applied: Boolean(options.apply), alerted, ...diff },
  };
};

/** Sets the requirement for one passport → destination pair; it wins over the shipped data. */
const setOverride: Command = async (database, { args, options }) => {
  const input = parsed(
    RequirementOverrideInputSchema,
    {
      passport: args[0],
      destination: args[1],
      category: args[2],
      days: options.days === undefined ? undefined : Number(options.days),
      note: options.note ?? '',
      source: { name: options.source ?? '', url: options.url ?? '' },
      verifiedAt: options.verified,
      version: options.version === undefined ? undefined : Number(options.version),
    },
    'Override',
  );
  const changeId = await saveOverride(database, COMMAND_LINE, input);
  return {
    text: `${input.passport} → ${input.destination}: ${input.category}${input.days ? ` ${input.days} days` : ''} (change ${changeId}).`,
    data: { changeId, ...input },
  };
};

/** The newest catalogue changes, optionally of one entry: override IN:TH, option th-tourist, destination TH. */
const catalogueHistoryCommand: Command = async (database, { args, options }) => {
  const entity = args[0] ? parsed(z.enum(CATALOGUE_ENTITIES), args[0], 'Entity') : undefined;
  const changes = await catalogueChanges(database.db, {
    entity,
    entryKey: args[1],
    limit: Math.min(Math.max(Number(options.limit ?? 20) || 20, 1), 500),
  });
  const text = changes
    .map(
      (change) =>
        `#${change.id}  ${change.createdAt.slice(0, 16).replace('T', ' ')}  ${change.entity} ${change.entryKey}  by ${change.actor}${change.revertOf ? `  (reverts #${change.revertOf})` : ''}`,
    )
    .join('\n');
  return { text: text || 'No changes.', data: changes };
};

const catalogueRevert: Command = async (database, { args }) => {
  const id = Number(required(args[0], 'the change number'));
  if (!Number.isInteger(id) || id < 1) throw badRequest('Give the change number, e.g. 12.');
  const changeId = await revertChange(database, COMMAND_LINE, id);
  return { text: `Change #${id} reverted (change #${changeId}).`, data: { changeId, reverted: id } };
};

/** Where the catalogue sells or badges what an Indian passport does not need. */
const catalogueContradictions: Command = async (database) => {
  const store = new CatalogueStore(database);
  await store.reload();
  const found = store.contradictions();
  return { text: found.map((c) => `${c.country}  ${c.message}`).join('\n') || 'No contradictions.', data: found };
};

/** E-mails and SMS that failed for good (after every retry), newest first. */
const failedMessagesCommand: Command = async (database, { options }) => {
  const limit = Math.min(Math.max(Number(options.limit ?? 20) || 20, 1), 500);
  const rows = await failedMessages(database.db, limit);
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
};

/** The command of this name; never an inherited property such as `__proto__` or `constructor`. */
export function findCommand(name: unknown): CommandEntry | undefined {
  return typeof name === 'string' && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}
