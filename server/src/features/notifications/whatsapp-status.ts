import type { DbOrTx } from '@db/client';
import { outgoingMessages } from '@db/schema/index';
import { and, eq, sql } from 'drizzle-orm';

/** WhatsApp's statuses of a message, in the order they happen. */
export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappStatus = (typeof WHATSAPP_STATUSES)[number];

const rank = (status: ReturnType<typeof sql>) =>
  sql`(case ${status} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end)`;

/**
 * Records a status event on the message WhatsApp gave this id (docs/channels.md#statuses). Events may arrive out of
 * order (and in the same second): a status never replaces a later one (sent < delivered < read). A failure marks the message failed, with WhatsApp's reason,
 * among the console's failed messages. False when no message of ours has the id.
 */
export async function recordWhatsappStatus(
  db: DbOrTx,
  event: { providerMessageId: string; status: WhatsappStatus; at: Date; error?: string },
): Promise<boolean> {
  const failed = event.status === 'failed';
  const rows = await db
    .update(outgoingMessages)
    .set({
      deliveryStatus: event.status,
      deliveryStatusAt: event.at,
      ...(failed
        ? { status: 'failed' as const, lastError: (event.error ?? 'WhatsApp reported a failure').slice(0, 500) }
        : {}),
    })
    .where(
      and(
        eq(outgoingMessages.providerMessageId, event.providerMessageId),
        failed
          ? undefined
          : sql`${rank(sql`${outgoingMessages.deliveryStatus}`)} < ${rank(sql`${event.status}::text`)}`,
      ),
    )
    .returning({ id: outgoingMessages.id });
  if (rows.length > 0) return true;
  const [known] = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.providerMessageId, event.providerMessageId));
  return Boolean(known);
}
