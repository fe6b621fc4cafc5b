import { APPLICATION_STATUSES, STATUS_LABELS } from '@contract/apply/applications';
import { VISA_PURPOSES } from '@contract/catalogue-rules';
import type { QueueItem } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type QueueFilters, useQueue } from '../api/get-queue';
import styles from '../components/ops.module.css';

const FILTER_KEYS = ['status', 'country', 'purpose', 'minAgeDays', 'overdue', 'sort'] as const;
const STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'draft');
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

const COLUMNS: Column<QueueItem>[] = [
  { header: 'Reference', cell: (item) => <Link to={paths.ops.application(item.ref)}>{item.ref}</Link> },
  { header: 'Status', cell: (item) => item.statusLabel },
  { header: 'Destination', cell: (item) => item.countryName },
  { header: 'Visa', cell: (item) => item.optionName },
  { header: 'Travellers', cell: (item) => item.travellers },
  { header: 'Account', cell: (item) => item.ownerEmail },
  { header: 'Submitted', cell: (item) => `${formatDate(item.submittedAt)} (${item.ageDays} d)` },
  {
    header: 'Due',
    className: (item) => (item.overdue ? styles.overdue : undefined),
    cell: (item) => `${formatDate(item.dueAt)}${item.overdue ? ' · Overdue' : ''}`,
  },
];

/** The queue support staff work from: filters live in the address so a view can be shared. */
export default function OpsQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Partial<QueueFilters>;
  const [cursors, setCursors] = useState<string[]>([]);
  const queue = useQueue({ ...filters, cursor: cursors.at(-1) ?? '' });

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setCursors([]);
    setParams(next, { replace: true });
  };

  return (
    <>
      <h2>Applications</h2>
      {queue.data && (
        <ul className={styles.counts} aria-label="Applications per status">
          {STATUSES.map((status) => (
            <li key={status}>
              {STATUS_LABELS[status]}: {queue.data.counts[status] ?? 0}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.filters} aria-label="Filter the queue" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status
          <select value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">Any</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Destination (code)
          <input
            value={filters.country}
            maxLength={2}
            size={4}
            onChange={(event) => setFilter('country', event.target.value.trim())}
          />
        </label>
        <label>
          Purpose
          <select value={filters.purpose} onChange={(event) => setFilter('purpose', event.target.value)}>
            <option value="">Any</option>
            {VISA_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        </label>
        <label>
          Submitted at least (days ago)
          <input
            type="number"
            min={0}
            value={filters.minAgeDays}
            onChange={(event) => setFilter('minAgeDays', event.target.value)}
          />
        </label>
        <label>
          Overdue
          <select value={filters.overdue} onChange={(event) => setFilter('overdue', event.target.value)}>
            <option value="">Any</option>
            <option value="true">Overdue only</option>
            <option value="false">On time only</option>
          </select>
        </label>
        <label>
          Sort
          <select value={filters.sort} onChange={(event) => setFilter('sort', event.target.value)}>
            <option value="">Oldest first</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
      </form>
      {queue.isPending && <Loading label="Loading the queue…" />}
      {queue.isError && <Alert tone="error">{queue.error.message}</Alert>}
      {queue.data &&
        (queue.data.items.length === 0 ? (
          <EmptyState>No applications match these filters.</EmptyState>
        ) : (
          <DataTable
            label="Application queue"
            className={styles.table}
            columns={COLUMNS}
            rows={queue.data.items}
            rowKey={(item) => item.ref}
          />
        ))}
      <div className={styles.row}>
        <Button
          variant="secondary"
          size="sm"
          disabled={cursors.length === 0}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          Previous page
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!queue.data?.nextCursor}
          onClick={() => queue.data?.nextCursor && setCursors([...cursors, queue.data.nextCursor])}
        >
          Next page
        </Button>
      </div>
    </>
  );
}
