import type { Database, DbOrTx } from '@db/client';
import { grievanceReminders, grievances } from '@db/schema/index';
import { ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { QueueDefinition } from '../../lib/jobs';
import { queueMessage } from '../notifications';
import { type GrievanceOfficerSettings, grievanceReminder, type ReminderStage } from './emails';
import type { GrievanceRow } from './repo';

const HOUR_MS = 60 * 60 * 1000;
/** How long before a deadline the officer is reminded: a quarter of the 24 hours, and 3 of the 15 days. */
export const REMIND_BEFORE_MS = { acknowledge: 6 * HOUR_MS, resolve: 72 * HOUR_MS };

/** The stages due now for a case: per step, "overdue" once past it, else "soon" inside its window. */
export function dueStages(row: GrievanceRow, now: Date): ReminderStage[] {
  if (row.status === 'resolved') return [];
  const stages: ReminderStage[] = [];
  const steps = [
    ['acknowledge', row.acknowledgeBy, row.status === 'new'],
    ['resolve', row.resolveBy, true],
  ] as const;
  for (const [step, dueAt, open] of steps) {
    if (!open) continue;
    const left = dueAt.getTime() - now.getTime();
    if (left <= 0) stages.push(`${step}-overdue`);
    else if (left <= REMIND_BEFORE_MS[step]) stages.push(`${step}-soon`);
  }
  return stages;
}

export interface ReminderSettings {
  officer: GrievanceOfficerSettings;
  publicUrl: string;
}

/**
 * Reminds the grievance officer of every open case nearing or past a deadline, once per case and stage (the
 * reminder's row and its e-mail are written together; a second run finds the row and sends nothing).
 */
export async function sendGrievanceReminders(db: DbOrTx, settings: ReminderSettings, now = new Date()) {
  const open = await db.select().from(grievances).where(ne(grievances.status, 'resolved'));
  let sent = 0;
  for (const row of open) {
    for (const stage of dueStages(row, now)) {
      await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(grievanceReminders)
          .values({ grievanceId: row.id, stage, sentAt: now })
          .onConflictDoNothing()
          .returning();
        if (!inserted) return;
        const url = `${settings.publicUrl}/ops/grievances/${row.id}`;
        await queueMessage(tx, {
          ...grievanceReminder(row, stage, settings.officer, url),
          dedupeKey: `grievance-reminder:${row.id}:${stage}`,
        });
        sent++;
      });
    }
  }
  return sent;
}

/** Every 15 minutes, in one process of however many run (pg-boss's scheduler). */
export const grievanceReminderQueue = (settings: {
  retryDelaySeconds: number;
  timeoutSeconds: number;
}): QueueDefinition => ({
  name: 'grievance-reminders',
  cron: '*/15 * * * *',
  // The next run does the same work: one retry, for a database that was briefly away.
  retryLimit: 1,
  retryDelaySeconds: settings.retryDelaySeconds,
  timeoutSeconds: settings.timeoutSeconds,
});

export const grievanceReminderJob =
  (database: Database, settings: ReminderSettings, logger?: FastifyBaseLogger) =>
  async (_data: unknown, job: { id: string }) => {
    const sent = await sendGrievanceReminders(database.db, settings);
    if (sent > 0) logger?.info({ job: job.id, sent }, 'grievance reminders queued');
  };
