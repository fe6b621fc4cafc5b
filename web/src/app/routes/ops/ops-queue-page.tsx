import { APPLICATION_STATUSES, STATUS_LABELS } from '@contract/apply/applications';
import { VISA_PURPOSES } from '@contract/catalogue-rules';
import { formatShortDate } from '@contract/dates';
import { type PromiseState, type QueueItem, QueueQuerySchema } from '@contract/ops/console';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { SelectField, TextField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { useQueue } from '@web/features/ops/api/get-queue';
import { anyOr, useFilterForm } from '@web/features/ops/components/console-form';
import { ListQuery } from '@web/features/ops/components/list-query';
import styles from '@web/features/ops/components/ops.module.css';
import { useDestinations } from '@web/lib/destinations-query';
import { formatDate } from '@web/lib/format';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';

const FILTER_KEYS = ['status', 'country', 'purpose', 'minAgeDays', 'overdue', 'promise', 'sort'] as const;
const STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'draft');

/** An application of the queue, opened with the queue's filters: its desk goes on to the next one of them. */
function ApplicationLink({ applicationRef }: { applicationRef: string }) {
  const { search } = useLocation();
  return <Link to={`${paths.ops.application(applicationRef)}${search}`}>{applicationRef}</Link>;
}

const COLUMNS: Column<QueueItem>[] = [
  { header: 'Reference', cell: (item) => <ApplicationLink applicationRef={item.ref} /> },
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
  {
    header: 'Promised by',
    className: (item) => (item.promise === 'late' || item.promise === 'at_risk' ? styles.overdue : undefined),
    cell: (item) =>
      item.promisedBy
        ? `${formatShortDate(item.promisedBy, 'en', true)}${item.promise ? ` · ${PROMISE_LABELS[item.promise]}` : ''}`
        : '-',
  },
];

const { shape } = QueueQuerySchema;
const QueueFilterSchema = z.object({
  status: anyOr(shape.status.unwrap()),
  country: z.string().trim().pipe(anyOr(shape.country.unwrap())),
  purpose: anyOr(shape.purpose.unwrap()),
  minAgeDays: anyOr(shape.minAgeDays.unwrap()),
  overdue: anyOr(shape.overdue.unwrap()),
  promise: anyOr(shape.promise.unwrap()),
  sort: anyOr(shape.sort.unwrap()),
});
type FilterInput = Record<(typeof FILTER_KEYS)[number], string>;
type Filters = z.output<typeof QueueFilterSchema>;

const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const PURPOSE_OPTIONS = VISA_PURPOSES.map((purpose) => ({ value: purpose, label: purpose }));
const OVERDUE_OPTIONS = [
  { value: 'true', label: 'Overdue only' },
  { value: 'false', label: 'On time only' },
];
/** docs/on-time.md: at risk with one working day left, late past the promised date. */
const PROMISE_LABELS: Record<PromiseState, string> = {
  on_track: 'On track',
  at_risk: 'At risk',
  late: 'Late',
  paused: 'Paused (waiting on the traveller)',
};
const PROMISE_OPTIONS = [
  { value: 'at_risk', label: 'At risk' },
  { value: 'late', label: 'Late' },
];
const SORT_OPTIONS = [{ value: 'newest', label: 'Newest first' }];

/** The catalogue's destinations by name; a code from the address that is no longer sold still shows. */
function useDestinationOptions(current: string) {
  const destinations = useDestinations();
  const options = (destinations.data ?? [])
    .map((destination) => ({ value: destination.country, label: destination.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  const code = current.toUpperCase();
  return code && !options.some((option) => option.value === code)
    ? [{ value: code, label: code }, ...options]
    : options;
}

function QueueFilterForm({ filters, onApply }: { filters: FilterInput; onApply(values: Filters): void }) {
  const { apply, field } = useFilterForm(QueueFilterSchema, filters, onApply);
  const destinations = useDestinationOptions(filters.country);
  return (
    <form className={styles.fieldRow} aria-label="Filter the queue" onSubmit={apply} noValidate>
      <SelectField label="Status" placeholder="Any" options={STATUS_OPTIONS} {...field('status')} />
      <SelectField label="Destination" placeholder="Any" options={destinations} {...field('country')} />
      <SelectField label="Purpose" placeholder="Any" options={PURPOSE_OPTIONS} {...field('purpose')} />
      <TextField label="Submitted at least (days ago)" type="number" min={0} {...field('minAgeDays')} />
      <SelectField label="Overdue" placeholder="Any" options={OVERDUE_OPTIONS} {...field('overdue')} />
      <SelectField label="On-time promise" placeholder="Any" options={PROMISE_OPTIONS} {...field('promise')} />
      <SelectField label="Sort" placeholder="Oldest first" options={SORT_OPTIONS} {...field('sort')} />
    </form>
  );
}

/** The queue support staff work from: filters live in the address so a view can be shared. */
export default function OpsQueuePage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterInput;
  const [cursors, setCursors] = useState<string[]>([]);
  const queue = useQueue({ ...filters, cursor: cursors.at(-1) ?? '' });

  const applyFilters = (values: Filters) => {
    const next = new URLSearchParams(params);
    for (const key of FILTER_KEYS) {
      const value = values[key];
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
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
      {queue.data && (
        <ul className={styles.counts} aria-label="On-time promise">
          <li>At risk: {queue.data.promiseCounts.atRisk}</li>
          <li>Late: {queue.data.promiseCounts.late}</li>
        </ul>
      )}
      <QueueFilterForm filters={filters} onApply={applyFilters} />
      <ListQuery query={queue} loading="Loading the queue…" empty="No applications match these filters.">
        {(items) => (
          <DataTable
            label="Application queue"
            className={styles.table}
            columns={COLUMNS}
            rows={items}
            rowKey={(item) => item.ref}
          />
        )}
      </ListQuery>
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
