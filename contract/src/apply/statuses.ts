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
