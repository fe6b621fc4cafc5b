import type { OpsApplication } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { formatRupees } from '@web/lib/format';
import { Link, useParams } from 'react-router';
import { useOpsApplication } from '../api/application';
import { useOperator } from '../api/get-operator';
import { ChecklistItemPanel } from '../components/application/checklist-item-panel';
import { NotesPanel } from '../components/application/notes-panel';
import { StatusPanel } from '../components/application/status-panel';
import { VisaPanel } from '../components/application/visa-panel';
import styles from '../components/ops.module.css';
import { RefundForm } from '../components/refund-form';
import { formatTime } from '../lib/format-time';

type Traveller = OpsApplication['application']['travellers'][number];
const TRAVELLER_COLUMNS: Column<Traveller>[] = [
  { header: 'Name', cell: (traveller) => `${traveller.firstName} ${traveller.lastName}`.trim() },
  { header: 'Relationship', cell: (traveller) => traveller.relationship },
  { header: 'Date of birth', cell: (traveller) => traveller.dob ?? '-' },
  { header: 'Passport', cell: (traveller) => traveller.passportNo ?? '-' },
  { header: 'Expiry', cell: (traveller) => traveller.passportExpiry ?? '-' },
  { header: 'Nationality', cell: (traveller) => traveller.nationality ?? '-' },
];

/** Admin only (the API refuses support staff): shown while the application has a paid payment. */
function RefundPanel({ detail }: { detail: OpsApplication }) {
  const operator = useOperator();
  const paid = detail.application.payments.find((payment) => payment.status === 'paid');
  if (operator.data?.role !== 'admin' || !paid) return null;
  return (
    <section className={styles.panel} aria-labelledby="refund-title">
      <h2 id="refund-title">Refund</h2>
      <p className={styles.muted}>
        Paid {formatRupees(paid.amount)} ({formatRupees(paid.walletAmount)} from the wallet); refunded so far{' '}
        {formatRupees(paid.refunds.reduce((total, refund) => total + refund.amount, 0))}.
      </p>
      <RefundForm applicationRef={detail.application.ref} />
    </section>
  );
}

export default function OpsApplicationPage() {
  const { ref = '' } = useParams();
  const query = useOpsApplication(ref);
  if (query.isPending) return <Loading label="Loading the application…" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const detail = query.data;
  const { application } = detail;
  return (
    <>
      <p>
        <Link to={paths.ops.queue}>Back to the queue</Link>
      </p>
      <h2>
        {application.ref}: {application.countryName}, {application.option.name}
      </h2>
      <p>
        Account: {detail.owner.name} ({detail.owner.email}) · Travel {application.start} to {application.end}
        {detail.dueAt ? ` · Due ${formatTime(detail.dueAt)}` : ''}
        {detail.overdue ? <strong className={styles.overdue}> · Overdue</strong> : null}
      </p>
      <StatusPanel detail={detail} />
      <section className={styles.panel} aria-labelledby="travellers-title">
        <h2 id="travellers-title">Travellers</h2>
        <DataTable
          label="Traveller details"
          className={styles.table}
          columns={TRAVELLER_COLUMNS}
          rows={application.travellers}
          rowKey={(traveller) => traveller.id}
        />
      </section>
      <section aria-labelledby="checklist-title">
        <h2 id="checklist-title">Documents</h2>
        <ul className={styles.list}>
          {application.checklist.map((item) => (
            <ChecklistItemPanel key={item.id} detail={detail} itemId={item.id} />
          ))}
        </ul>
      </section>
      <VisaPanel detail={detail} />
      <RefundPanel detail={detail} />
      <NotesPanel detail={detail} />
      <section className={styles.panel} aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <ol>
          {application.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.status}`}>
              {formatTime(entry.at)}: {entry.label} ({entry.actor}){entry.note ? ` — ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
