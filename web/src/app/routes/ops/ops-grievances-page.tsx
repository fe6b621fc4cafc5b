import { GRIEVANCE_STATUSES, type GrievanceCase, GrievanceQuerySchema } from '@contract/ops/grievances';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { SelectField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { useGrievances } from '@web/features/ops/api/privacy-cases';
import { anyOr, useFilterForm } from '@web/features/ops/components/console-form';
import { Deadline } from '@web/features/ops/components/deadline';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { formatDateTime } from '@web/lib/format';
import { itemsOf } from '@web/lib/paged-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';

const COLUMNS: ReadonlyArray<Column<GrievanceCase>> = [
  { header: 'Reference', cell: (item) => <Link to={paths.ops.grievance(item.id)}>{item.reference}</Link> },
  { header: 'Received', cell: (item) => formatDateTime(item.createdAt, 'Asia/Kolkata') },
  { header: 'From', cell: (item) => `${item.name} <${item.email}>` },
  { header: 'Topic', cell: (item) => item.topicLabel },
  { header: 'Status', cell: (item) => (item.overdue ? `${item.status} (overdue)` : item.status) },
  {
    header: 'Acknowledge by',
    cell: (item) => (
      <Deadline
        dueAt={item.acknowledgeBy}
        done={item.acknowledgedAt}
        overdue={item.nextDeadline?.step === 'acknowledge' && item.overdue}
      />
    ),
  },
  {
    header: 'Resolve by',
    cell: (item) => (
      <Deadline
        dueAt={item.resolveBy}
        done={item.resolvedAt}
        overdue={!item.resolvedAt && Date.parse(item.resolveBy) <= Date.now()}
      />
    ),
  },
];

const FilterSchema = z.object({
  status: anyOr(GrievanceQuerySchema.shape.status.unwrap()),
  overdue: anyOr(z.enum(['true', 'false'])),
});
type Filters = z.output<typeof FilterSchema>;
const STATUS_OPTIONS = GRIEVANCE_STATUSES.map((value) => ({ value, label: value }));
const OVERDUE_OPTIONS = [
  { value: 'true', label: 'Overdue only' },
  { value: 'false', label: 'On time only' },
];

function FilterForm({ filters, onApply }: { filters: Filters; onApply(filters: Filters): void }) {
  const { apply, field } = useFilterForm(FilterSchema, filters, onApply);
  return (
    <form className={styles.fieldRow} aria-label="Filter grievances" onSubmit={apply} noValidate>
      <SelectField label="Status" placeholder="Any" options={STATUS_OPTIONS} {...field('status')} />
      <SelectField label="Deadlines" placeholder="Any" options={OVERDUE_OPTIONS} {...field('overdue')} />
    </form>
  );
}

/** Grievance cases with the policy's deadlines: acknowledge within 24 hours, resolve within 15 days. */
export default function OpsGrievancesPage() {
  const [filters, setFilters] = useState<Filters>({ status: '', overdue: '' });
  const cases = useGrievances(filters);
  const shown = itemsOf(cases.data);
  // Overdue cases come first (the earliest deadlines): all of them are shown unless every case shown is one.
  const overdue = shown.filter((item) => item.overdue).length;
  const more = overdue === shown.length && cases.hasNextPage;
  return (
    <>
      <h2>Grievances</h2>
      <p className={styles.muted}>
        The privacy policy promises an acknowledgement within 24 hours and a resolution within 15 days. Times in IST.
      </p>
      {overdue > 0 ? (
        <p className={styles.overdue} role="status">
          {more
            ? `At least ${overdue} cases are overdue.`
            : overdue === 1
              ? '1 case is overdue.'
              : `${overdue} cases are overdue.`}
        </p>
      ) : null}
      <FilterForm filters={filters} onApply={setFilters} />
      <PagedListQuery query={cases} loading="Loading grievances…" empty="No grievances match these filters.">
        {(items) => (
          <DataTable
            label="Grievance cases"
            className={styles.table}
            columns={COLUMNS}
            rows={items}
            rowKey={(item) => item.id}
          />
        )}
      </PagedListQuery>
    </>
  );
}
