import type { Breach } from '@contract/ops/grievances';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { paths } from '@web/config/paths';
import { useBreaches } from '@web/features/ops/api/privacy-cases';
import { BreachForm } from '@web/features/ops/components/breach-form';
import { Deadline } from '@web/features/ops/components/deadline';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { formatDateTime } from '@web/lib/format';
import { Link, useNavigate } from 'react-router';

const COLUMNS: ReadonlyArray<Column<Breach>> = [
  { header: 'Reference', cell: (item) => <Link to={paths.ops.breach(item.id)}>{item.reference}</Link> },
  { header: 'Title', cell: (item) => item.title },
  { header: 'Discovered', cell: (item) => `${formatDateTime(item.discoveredAt, 'Asia/Kolkata')} IST` },
  {
    header: 'Board report (72 h)',
    cell: (item) => <Deadline dueAt={item.reportDueAt} done={item.reportedAt} overdue={item.reportOverdue} />,
  },
  { header: 'Travellers notified', cell: (item) => `${item.notified} of ${item.affected}` },
];

/** Personal-data breaches (administrators): the record, the 72-hour clock, the notices. */
export default function OpsBreachesPage() {
  const breaches = useBreaches();
  const navigate = useNavigate();
  return (
    <>
      <h2>Personal-data breaches</h2>
      <p className={styles.muted}>
        Tell affected travellers without delay, and send the Data Protection Board its detailed report within 72 hours
        of discovery (DPDP Rules 2025, rule 7).
      </p>
      <PagedListQuery query={breaches} loading="Loading breaches…" empty="No breaches recorded.">
        {(items) => (
          <DataTable
            label="Breaches"
            className={styles.table}
            columns={COLUMNS}
            rows={items}
            rowKey={(item) => item.id}
          />
        )}
      </PagedListQuery>
      <section className={styles.panel} aria-labelledby="record-breach">
        <h3 id="record-breach">Record a breach</h3>
        <BreachForm onRecorded={(id) => navigate(paths.ops.breach(id))} />
      </section>
    </>
  );
}
