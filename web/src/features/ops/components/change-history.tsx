import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { formatDateTime } from '@web/lib/format';
import type { Page } from '@web/lib/paged-query';
import styles from './ops.module.css';
import { PagedListQuery } from './paged-list-query';

/** One recorded change of an edited fact (the catalogue's, a trip rule's): who, when, before and after. */
export interface RecordedChange {
  id: number;
  actor: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  revertOf: number | null;
  createdAt: string;
}

/** What a change did, field by field ("days: 60 → 90"), or that it created or removed the entry. */
export function describeChange(before: RecordedChange['before'], after: RecordedChange['after']): string {
  if (!before || !after) return before ? 'removed' : 'created';
  return Object.keys(after)
    .filter((key) => !['version', 'updatedAt'].includes(key))
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(after[key])}`)
    .join('; ');
}

interface ChangeHistoryProps<Change extends RecordedChange> {
  /** The section's heading, and the id it is labelled by. */
  title: string;
  id: string;
  label: string;
  /** The history, read a page at a time. */
  query: UseInfiniteQueryResult<InfiniteData<Page<Change>, unknown>>;
  /** A column naming the entry changed, when the list holds several entries. */
  entry?: (change: Change) => string;
  /** Undoing a change (admins); without it the history is read-only. */
  revert?: { mutate(id: number): void; isPending: boolean; variables?: number; error: Error | null };
}

/** A history of changes, newest first, with a revert button per change for those who may undo them. */
export function ChangeHistory<Change extends RecordedChange>({
  title,
  id,
  label,
  query,
  entry,
  revert,
}: ChangeHistoryProps<Change>) {
  const columns: Column<Change>[] = [
    { header: 'Change', cell: (change) => `#${change.id}${change.revertOf ? ` (reverts #${change.revertOf})` : ''}` },
    { header: 'Time', cell: (change) => formatDateTime(change.createdAt) },
    { header: 'Who', cell: (change) => change.actor },
    ...(entry ? [{ header: 'Entry', cell: entry }] : []),
    { header: 'What changed', className: styles.pre, cell: (change) => describeChange(change.before, change.after) },
    ...(revert
      ? [
          {
            header: 'Undo',
            cell: (change: Change) => (
              <Button
                size="sm"
                variant="secondary"
                busy={revert.isPending && revert.variables === change.id}
                onClick={() => revert.mutate(change.id)}
              >
                Revert #{change.id}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const table = (items: Change[]) => (
    <DataTable
      label={label}
      className={styles.table}
      columns={columns}
      rows={items}
      rowKey={(change) => String(change.id)}
    />
  );
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {revert?.error && <Alert tone="error">{revert.error.message}</Alert>}
      <PagedListQuery query={query} loading="Loading the history…" empty="No changes yet.">
        {table}
      </PagedListQuery>
    </section>
  );
}
