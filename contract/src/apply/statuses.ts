/**
 * The states (docs/product/applications.md#states), in the order an application normally moves through them.
 * No zod here: the refund policy, which the web's pages import, builds its stages on them.
 */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'documents_requested',
  'with_embassy',
  'approved',
  'rejected',
  'cancelled',
] as const;

/**
 * The statuses whose on-time clock runs (docs/on-time.md): submitted and not yet decided, cancelled or waiting on
 * the traveller (documents requested stops it).
 */
export const PROMISE_RUNNING: readonly (typeof APPLICATION_STATUSES)[number][] = [
  'submitted',
  'in_review',
  'with_embassy',
];
