import { STATUS_LABELS } from '@contract/apply/applications';
import type { RetentionDue } from '@contract/ops/console';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { paths } from '@web/config/paths';
import { useRetentionDue } from '@web/features/ops/api/retention';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { formatDateTime } from '@web/lib/format';
import { Link, useSearchParams } from 'react-router';

type Due = RetentionDue['items'][number];

const WINDOWS = [7, 30, 90] as const;

const COLUMNS: Column<Due>[] = [
  { header: 'Reference', cell: (row) => <Link to={paths.ops.application(row.ref)}>{row.ref}</Link> },
  { header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
  { header: 'Destination', cell: (row) => row.country },
  { header: 'Deletes', cell: (row) => (row.kind === 'draft' ? 'The whole draft' : 'Documents and visa file') },
  { header: 'Since', cell: (row) => formatDateTime(row.since) },
  { header: 'Traveller told', cell: (row) => (row.noticeSentAt ? formatDateTime(row.noticeSentAt) : 'Not yet') },
  { header: 'Deleted on', cell: (row) => formatDateTime(row.deleteOn) },
];

/** /ops/retention: what the retention policy deletes soon, soonest first, fifty at a time (docs/retention.md). */
export default function OpsRetentionPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (WINDOWS as readonly number[]).includes(asked) ? asked : 30;
  const due = useRetentionDue(days);
  const policy = due.data?.pages[0]?.policy;
  return (
    <section aria-labelledby="retention-title">
      <h2 id="retention-title">Due for deletion</h2>
      {policy ? (
        <p className={styles.muted}>
          Documents, visa files and passport details are deleted {policy.documentDays} days after an application is
          decided or cancelled; drafts left unchanged for {policy.draftDays} days are deleted whole. The traveller is
          told {policy.noticeDays} days before and always gets that long to download. Payments and invoices are kept.
        </p>
      ) : null}
      <div className={styles.row}>
        <label htmlFor="retention-days">Within</label>
        <select
          id="retention-days"
          value={days}
          onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
        >
          {WINDOWS.map((window) => (
            <option key={window} value={window}>
              {window} days
            </option>
          ))}
        </select>
      </div>
      <PagedListQuery query={due} loading="Loading…" empty={`Nothing is due for deletion in the next ${days} days.`}>
        {(items) => (
          <DataTable label="Applications due for deletion" columns={COLUMNS} rows={items} rowKey={(row) => row.ref} />
        )}
      </PagedListQuery>
    </section>
  );
}
