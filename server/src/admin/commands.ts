import { ApplicationStatusSchema } from '@contract/account/applications';
import { TransactionAmountSchema } from '@contract/account/wallet';
import { EmailSchema } from '@contract/common';
import type { Database } from '@db/client';
import { setStatus } from '../features/applications/service';
import { userIdByEmail } from '../features/partner/service';
import { paiseToRupees, recordTransaction, rupeesToPaise, toPublicTransaction } from '../features/wallet/service';
import { badRequest } from '../lib/app-error';
import { findUsers, recentContactMessages } from './queries';

export interface CommandInput {
  args: string[];
  options: { remark?: string; remarks?: string; saved?: boolean; limit?: string };
}

/** What a command prints: a line for people and the same facts for --json. */
export interface CommandResult {
  text: string;
  data: unknown;
}

export type Command = (database: Database, input: CommandInput) => Promise<CommandResult>;

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

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

export const findUser: Command = async (database, { args }) => {
  const rows = await findUsers(database.db, required(args[0], 'search text (e-mail, mobile, id or name)'));
  const lines = rows.map((user) =>
    [
      user.id,
      user.email,
      `${user.firstName} ${user.lastName}`.trim() || '-',
      user.mobile ?? '-',
      user.emailVerifiedAt ? 'verified' : 'unverified',
      user.totpEnabledAt ? '2FA on' : '2FA off',
      `balance ${rupees(Number(user.balancePaise))}`,
      `joined ${user.createdAt.toISOString().slice(0, 10)}`,
    ].join('  '),
  );
  return {
    text: lines.length > 0 ? lines.join('\n') : 'No matching users.',
    data: rows.map((user) => ({ ...user, balance: paiseToRupees(Number(user.balancePaise)) })),
  };
};

const walletCommand =
  (type: 'credit' | 'debit'): Command =>
  async (database, { args, options }) => {
    const email = parsed(EmailSchema, required(args[0], 'e-mail'), 'E-mail');
    const amount = parsed(TransactionAmountSchema, Number(required(args[1], 'amount in rupees')), 'Amount');
    const remark = required(options.remark ?? options.remarks, '--remark "why"').slice(0, 500);
    const result = await recordTransaction(database.db, {
      userId: await userIdByEmail(database.db, email),
      type,
      amountPaise: rupeesToPaise(amount),
      remarks: remark,
    });
    return {
      text: `${type === 'credit' ? 'Credited' : 'Debited'} ${rupees(rupeesToPaise(amount))} ${type === 'credit' ? 'to' : 'from'} ${email}. New balance: ${rupees(result.balancePaise)}.`,
      data: { transaction: toPublicTransaction(result.transaction), balance: paiseToRupees(result.balancePaise) },
    };
  };

export const walletCredit = walletCommand('credit');
export const walletDebit = walletCommand('debit');

export const setApplicationStatus: Command = async (database, { args, options }) => {
  const ref = required(args[0], 'application reference');
  const status = parsed(ApplicationStatusSchema, required(args[1], 'status'), 'Status');
  const remarks = options.remarks ?? options.remark;
  const updated = await setStatus(database.db, ref, status, { remarks, saved: options.saved });
  return {
    text: `${options.saved ? 'Saved application' : 'Application'} ${ref} is now '${status}'.`,
    data: updated,
  };
};

export const contactMessages: Command = async (database, { options }) => {
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

export const COMMANDS: Record<string, { run: Command; usage: string }> = {
  'find-user': { run: findUser, usage: 'find-user <e-mail | mobile | id | part of a name>' },
  'wallet-credit': { run: walletCredit, usage: 'wallet-credit <e-mail> <rupees> --remark "reason"' },
  'wallet-debit': { run: walletDebit, usage: 'wallet-debit <e-mail> <rupees> --remark "reason"' },
  'set-status': {
    run: setApplicationStatus,
    usage: 'set-status <application ref> <status> [--remarks "text"] [--saved]',
  },
  'contact-messages': { run: contactMessages, usage: 'contact-messages [--limit 20]' },
};
