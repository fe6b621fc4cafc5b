import { type Actor, type ApplicationStatus, STATUS_LABELS } from '@contract/apply/applications';
import type { DbOrTx } from '@db/client';
import { AppError } from '../../lib/app-error';

interface Move {
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** Who may make this move. */
  by: readonly Actor[];
}

const STAFF: readonly Actor[] = ['operator', 'partner'];
const ANYONE: readonly Actor[] = ['traveller', 'operator', 'partner', 'system'];

/** docs/product/applications.md#states: draft → submitted → in_review ⇄ documents_requested → with_embassy → approved | rejected, and cancel until with_embassy. */
export const MOVES: readonly Move[] = [
  // Submitting is the payment's job: only the system moves a paid draft on.
  { from: 'draft', to: 'submitted', by: ['system'] },
  { from: 'draft', to: 'cancelled', by: ANYONE },
  { from: 'submitted', to: 'in_review', by: STAFF },
  { from: 'submitted', to: 'cancelled', by: ANYONE },
  { from: 'in_review', to: 'documents_requested', by: STAFF },
  { from: 'in_review', to: 'with_embassy', by: STAFF },
  // Until we lodge it with the embassy the traveller may cancel (everything comes back, docs/refunds.md).
  { from: 'in_review', to: 'cancelled', by: ANYONE },
  // A traveller's re-upload of the last rejected item sends it back to review.
  { from: 'documents_requested', to: 'in_review', by: ANYONE },
  { from: 'documents_requested', to: 'cancelled', by: ANYONE },
  { from: 'with_embassy', to: 'approved', by: STAFF },
  { from: 'with_embassy', to: 'rejected', by: STAFF },
];

/** The statuses no move leaves: decided (approved, rejected) or cancelled. Their documents' retention runs from here. */
export const CLOSED_STATUSES: readonly ApplicationStatus[] = ['approved', 'rejected', 'cancelled'];

export function allowedMoves(from: ApplicationStatus, actor: Actor): ApplicationStatus[] {
  return MOVES.filter((move) => move.from === from && move.by.includes(actor)).map((move) => move.to);
}

export const canMove = (from: ApplicationStatus, to: ApplicationStatus, actor: Actor) =>
  allowedMoves(from, actor).includes(to);

/** 409 naming the moves that are allowed from here. */
export function moveRefused(from: ApplicationStatus, to: ApplicationStatus, actor: Actor): AppError {
  const allowed = allowedMoves(from, actor);
  const list = allowed.length > 0 ? allowed.map((status) => STATUS_LABELS[status]).join(', ') : 'none';
  return new AppError(
    'CONFLICT',
    `An application that is ${STATUS_LABELS[from].toLowerCase()} cannot become ${STATUS_LABELS[to].toLowerCase()}. Allowed: ${list}.`,
  );
}

interface MoveContext {
  actor: Actor;
  note?: string | null;
}

/** Side effects of entering a status, run in the same transaction as the move (refunds, notifications). */
export type MoveHook = (
  tx: DbOrTx,
  move: { applicationId: string; userId: string; from: ApplicationStatus; to: ApplicationStatus } & MoveContext,
) => Promise<void>;
