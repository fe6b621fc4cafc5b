import { contactSubjectLabel } from '@contract/contact';
import type { Lang } from '@contract/lang';
import type { InboxList, InboxMessage } from '@contract/ops/console';
import type { DbOrTx } from '@db/client';
import { contactMessages, contactReplies } from '@db/schema/index';
import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import { mailT } from '../../i18n/index';
import { badRequest, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { keyset, preciseTime } from '../../lib/keyset';
import { findUserById, findUsersByIds, languageOf } from '../identity';
import { queueMessage } from '../notifications';

type MessageRow = typeof contactMessages.$inferSelect;

/** WhatsApp's customer-service window: free text may be sent until 24 hours after the traveller last wrote. */
const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;
const windowClosesAt = (row: MessageRow) =>
  row.lastInboundAt ? new Date(row.lastInboundAt.getTime() + WHATSAPP_WINDOW_MS) : null;
const windowOpen = (row: MessageRow, now = new Date()) => (windowClosesAt(row)?.getTime() ?? 0) > now.getTime();

function whatsappOf(row: MessageRow): InboxMessage['whatsapp'] {
  if (row.channel !== 'whatsapp' || !row.whatsappFrom) return null;
  const closes = windowClosesAt(row);
  return {
    from: row.whatsappFrom,
    userId: row.userId,
    windowClosesAt: closes?.toISOString() ?? null,
    windowOpen: windowOpen(row),
  };
}

async function toInboxMessages(db: DbOrTx, rows: MessageRow[]): Promise<InboxMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const replies = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, ids))
    .orderBy(asc(contactReplies.createdAt));
  const assigneeIds = [...new Set(rows.map((row) => row.assigneeId).filter((id): id is string => Boolean(id)))];
  const assignees = (await findUsersByIds(db, assigneeIds)).map((user) => ({ id: user.id, email: user.email }));
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    subject: row.subject,
    subjectLabel: row.channel === 'whatsapp' ? 'WhatsApp' : contactSubjectLabel(row.subject),
    message: row.message,
    loginEmail: row.loginEmail,
    loginMobile: row.loginMobile,
    status: row.status as InboxMessage['status'],
    assignee: assignees.find((operator) => operator.id === row.assigneeId) ?? null,
    replies: replies
      .filter((reply) => reply.messageId === row.id)
      .map((reply) => ({
        id: reply.id,
        operator: reply.operatorEmail,
        body: reply.body,
        direction: reply.direction as 'in' | 'out',
        via: reply.via as InboxMessage['replies'][number]['via'],
        createdAt: reply.createdAt.toISOString(),
      })),
    channel: row.channel === 'whatsapp' ? ('whatsapp' as const) : ('form' as const),
    whatsapp: whatsappOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The inbox's pages, newest first, by the time received to the microsecond, then id. */
const inboxPages = keyset('ops-inbox', ['time', 'id']);

/**
 * A page of the inbox in at most three queries, whatever it holds: `limit + 1` messages after the cursor (on
 * contact_messages_inbox_idx with a status, contact_messages_created_idx without), then the page's replies and
 * assignees.
 */
export async function inbox(
  db: DbOrTx,
  query: { status?: string; subject?: string; cursor?: string; limit: number },
): Promise<InboxList> {
  const page = inboxPages.seek(query.cursor, [contactMessages.createdAt, contactMessages.id], 'desc');
  const where: Array<SQL | undefined> = [page.where];
  if (query.status) where.push(eq(contactMessages.status, query.status));
  if (query.subject) where.push(eq(contactMessages.subject, query.subject));
  const rows = await db
    .select({ ...getTableColumns(contactMessages), cursorAt: preciseTime(contactMessages.createdAt) })
    .from(contactMessages)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = inboxPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: await toInboxMessages(db, items), nextCursor };
}

async function lockMessage(db: DbOrTx, id: string): Promise<MessageRow> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound('Message not found.');
  return row;
}

async function inboxMessage(db: DbOrTx, id: string): Promise<InboxMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message not found.');
  return (await toInboxMessages(db, [row]))[0]!;
}

/** Status and assignee; the assignee must be an operator. */
export async function updateMessage(
  db: DbOrTx,
  actor: OperatorActor,
  id: string,
  change: { status?: string; assigneeId?: string | null },
) {
  await db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (change.assigneeId) {
      const operator = await findUserById(tx, change.assigneeId);
      if (!operator || operator.role === 'traveller') {
        throw badRequest('Assign the message to an operator', { assigneeId: 'Not an operator' });
      }
    }
    const next = {
      status: change.status ?? row.status,
      assigneeId: change.assigneeId === undefined ? row.assigneeId : change.assigneeId,
    };
    await tx.update(contactMessages).set(next).where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, {
      action: 'contact.update',
      targetType: 'contact-message',
      targetId: id,
      before: { status: row.status, assigneeId: row.assigneeId },
      after: next,
    });
  });
  return inboxMessage(db, id);
}

/**
 * A WhatsApp reply: the operator's text while the 24-hour window is open; after it, the support-reply template
 * (WhatsApp refuses free text then), which asks the traveller to write back and so opens the window again.
 */
async function queueWhatsappReply(
  tx: DbOrTx,
  row: MessageRow,
  reply: { id: string; body: string },
  lang: Lang,
  product: string,
) {
  const open = windowOpen(row);
  await queueMessage(tx, {
    channel: 'whatsapp',
    to: row.whatsappFrom ?? '',
    purpose: 'contact-reply',
    text: open ? reply.body : mailT(lang)('whatsapp.supportReplyTemplate', { product }),
    whatsapp: open ? { freeText: true } : { templateKey: 'support-reply', parameters: [] },
    lang,
    dedupeKey: `contact-reply:${reply.id}`,
  });
  return open ? ('whatsapp' as const) : ('whatsapp-template' as const);
}

/** Replies by e-mail (or on WhatsApp, to a WhatsApp conversation) through the notifications queue; kept with the message. */
export async function replyToMessage(db: DbOrTx, actor: OperatorActor, id: string, body: string, product: string) {
  await db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    const replyId = newId();
    // In the account's language when the sender was signed in (docs/languages.md#on-the-server); English otherwise.
    const lang = await languageOf(tx, row.userId);
    const t = mailT(lang);
    let via: 'email' | 'whatsapp' | 'whatsapp-template' = 'email';
    if (row.channel === 'whatsapp') via = await queueWhatsappReply(tx, row, { id: replyId, body }, lang, product);
    else {
      await queueMessage(tx, {
        channel: 'email',
        to: row.email,
        purpose: 'contact-reply',
        subject: t('contactReply.title', { subject: contactSubjectLabel(row.subject) }),
        text: `${body}\n\n${t('contactReply.quoted')}\n${row.message}`,
        name: row.firstName,
        lang,
        dedupeKey: `contact-reply:${replyId}`,
      });
    }
    await tx
      .insert(contactReplies)
      .values({ id: replyId, messageId: id, operatorId: actor.id, operatorEmail: actor.email, body, via });
    const status = row.status === 'new' ? 'open' : row.status;
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, {
      action: 'contact.reply',
      targetType: 'contact-message',
      targetId: id,
      before: { status: row.status },
      after: { status, replyId, body, via },
    });
  });
  return inboxMessage(db, id);
}

/** The newest messages, as the command line lists them. */
export function recentContactMessages(db: DbOrTx, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

/**
 * A WhatsApp message from a traveller (docs/channels.md#support-on-whatsapp): added to the number's conversation
 * while it is not resolved, or it starts a new one. `userId`: the account whose verified mobile the number is.
 */
export async function receiveWhatsappMessage(
  db: DbOrTx,
  message: { from: string; name: string | null; text: string; at: Date; userId: string | null; email: string | null },
) {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(contactMessages)
      .where(
        and(
          eq(contactMessages.channel, 'whatsapp'),
          eq(contactMessages.whatsappFrom, message.from),
          ne(contactMessages.status, 'resolved'),
        ),
      )
      .orderBy(desc(contactMessages.createdAt))
      .limit(1)
      .for('update');
    if (open) {
      await tx.insert(contactReplies).values({
        id: newId(),
        messageId: open.id,
        operatorId: null,
        operatorEmail: null,
        body: message.text,
        direction: 'in',
        via: 'whatsapp',
      });
      const last = open.lastInboundAt && open.lastInboundAt > message.at ? open.lastInboundAt : message.at;
      await tx.update(contactMessages).set({ lastInboundAt: last }).where(eq(contactMessages.id, open.id));
      return;
    }
    await tx.insert(contactMessages).values({
      id: newId(),
      firstName: message.name ?? message.from,
      lastName: '',
      email: message.email ?? '',
      subject: 'whatsapp',
      message: message.text,
      userId: message.userId,
      channel: 'whatsapp',
      whatsappFrom: message.from,
      lastInboundAt: message.at,
      createdAt: message.at,
    });
  });
}
