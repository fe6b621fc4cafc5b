import { type GrievanceRequest, grievanceDeadlines } from '@contract/grievances';
import type { Lang } from '@contract/lang';
import type { Db } from '@db/client';
import { grievances } from '@db/schema/index';
import { newId } from '../../lib/ids';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter';
import { queueMessage } from '../notifications';
import { type GrievanceOfficerSettings, grievanceReceipt } from './emails';
import { type GrievanceRow, newReference } from './repo';

/** As the contact form's (features/contact/service.ts): room for a family behind one address, not for a flood. */
export const GRIEVANCE_PER_IP: LimitRule = { name: 'grievance-ip', points: 10, durationSeconds: 15 * 60 };
/** Stops one address from being flooded with acknowledgements. */
const GRIEVANCE_PER_SENDER: LimitRule = { name: 'grievance-sender', points: 5, durationSeconds: 15 * 60 };

export interface GrievanceDeps {
  db: Db;
  rateLimits: RateLimits;
  officer: GrievanceOfficerSettings;
}

interface GrievanceOrigin {
  userId: string | null;
  ip: string;
  lang: Lang;
  now?: Date;
}

/** Records the case with its two deadlines and queues the acknowledgement, in one transaction. */
export async function submitGrievance(
  deps: GrievanceDeps,
  input: GrievanceRequest,
  origin: GrievanceOrigin,
): Promise<GrievanceRow> {
  await deps.rateLimits.consume([GRIEVANCE_PER_IP, origin.ip], [GRIEVANCE_PER_SENDER, input.email]);
  const now = origin.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(grievances)
      .values({
        id: newId(),
        reference: await newReference(tx, 'GRV', now),
        ...input,
        userId: origin.userId,
        ip: origin.ip,
        lang: origin.lang,
        createdAt: now,
        ...grievanceDeadlines(now),
      })
      .returning();
    if (!row) throw new Error('insert into grievances returned no row');
    await queueMessage(tx, { ...grievanceReceipt(row, deps.officer), dedupeKey: `grievance-receipt:${row.id}` });
    return row;
  });
}
