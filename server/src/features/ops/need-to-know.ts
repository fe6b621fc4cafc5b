import type { ApplicationStatus } from '@contract/apply/applications';
import { NO_APPLICATION_IN_QUEUE_MESSAGE, NOT_IN_QUEUE_MESSAGE, REVIEW_QUEUE_STATUSES } from '@contract/ops/console';
import type { DbOrTx } from '@db/client';
import { AppError } from '../../lib/app-error';
import type { OperatorActor } from '../../lib/audit';
import { ownsApplicationIn } from '../applications';

/**
 * Need to know (docs/product/console.md, DPDP Act 2023 s.8(5)): a support operator sees a traveller's
 * documents, visa file and unmasked passport details only for applications in the review queue;
 * an administrator always (their views are audited like everyone's reveals).
 */
export function inQueueFor(actor: OperatorActor, status: string): boolean {
  return actor.role === 'admin' || REVIEW_QUEUE_STATUSES.includes(status as ApplicationStatus);
}

/** 403 with the reason when the application is outside the operator's queue. */
export function assertInQueue(actor: OperatorActor, status: string): void {
  if (!inQueueFor(actor, status)) throw new AppError('FORBIDDEN', NOT_IN_QUEUE_MESSAGE);
}

/** A traveller's unmasked fields: a support operator needs one of their applications in the queue. */
export async function assertUserInQueue(db: DbOrTx, actor: OperatorActor, userId: string): Promise<void> {
  if (actor.role === 'admin') return;
  if (!(await ownsApplicationIn(db, userId, REVIEW_QUEUE_STATUSES)))
    throw new AppError('FORBIDDEN', NO_APPLICATION_IN_QUEUE_MESSAGE);
}
