import type { OpsApplication } from '@contract/ops/console';
import { ReadyToFly } from '@web/components/trip-answer/ready-to-fly';
import { Alert } from '@web/components/ui/alert';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { useNeighbours, useOpsApplication, useOpsApplicationTripCheck } from '@web/features/ops/api/application';
import { useOperator } from '@web/features/ops/api/get-operator';
import { NotesPanel } from '@web/features/ops/components/application/notes-panel';
import { PassportReview } from '@web/features/ops/components/application/passport-review';
import { ReviewDesk } from '@web/features/ops/components/application/review-desk';
import { StatusPanel } from '@web/features/ops/components/application/status-panel';
import { VisaPanel } from '@web/features/ops/components/application/visa-panel';
import { WithheldDocuments } from '@web/features/ops/components/application/withheld-documents';
import styles from '@web/features/ops/components/ops.module.css';
import { RefundForm } from '@web/features/ops/components/refund-form';
import { useShortcuts } from '@web/features/ops/lib/use-shortcuts';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { Fragment } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

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

/**
 * Back to the queue, and the previous and next application in it (N and P), keeping the queue's filters,
 * which travel in the address.
 */
function QueueNavigation({ applicationRef }: { applicationRef: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const neighbours = useNeighbours(applicationRef, search);
  const hrefOf = (ref: string | null | undefined) => (ref ? `${paths.ops.application(ref)}${search}` : undefined);
  const previous = hrefOf(neighbours.data?.previous);
  const next = hrefOf(neighbours.data?.next);
  useShortcuts({
    p: () => previous && navigate(previous),
    n: () => next && navigate(next),
  });
  return (
    <nav aria-label="Queue" className={styles.queueNav}>
      <Link to={`${paths.ops.queue}${search}`}>Back to the queue</Link>
      {previous ? (
        <Link to={previous} aria-keyshortcuts="P">
          Previous application
        </Link>
      ) : (
        <span className={styles.muted}>First in the queue</span>
      )}
      {next ? (
        <Link to={next} aria-keyshortcuts="N">
          Next application
        </Link>
      ) : (
        <span className={styles.muted}>Last in the queue</span>
      )}
    </nav>
  );
}

/** The moves, each with the administrator's override after it where there was one (internal, never the traveller's). */
function Timeline({ detail }: { detail: OpsApplication }) {
  const entries = [
    ...detail.application.timeline.map((entry) => ({
      key: `${entry.at}-${entry.status}`,
      at: entry.at,
      text: `${entry.label} (${entry.actor})${entry.note ? ` — ${entry.note}` : ''}`,
      override: false,
    })),
    ...detail.overrides.map((entry) => ({
      key: `${entry.at}-${entry.status}-override`,
      at: entry.at,
      text: `Override by ${entry.by}: ${entry.note} (not accepted: ${entry.items.join(', ')})`,
      override: true,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || Number(a.override) - Number(b.override));
  return (
    <section className={styles.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.key} className={entry.override ? styles.overrideEntry : undefined}>
            {formatDateTime(entry.at)}: {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The traveller withdrew a consent this application needs (docs/privacy.md#withdrawal): the console says what it stops. */
function ConsentWarning({ withdrawn }: { withdrawn: OpsApplication['consentsWithdrawn'] }) {
  if (withdrawn.length === 0) return null;
  return (
    <Alert tone="warning">
      {withdrawn.includes('application-processing')
        ? 'The traveller withdrew consent to processing this application: stop work on it; it can only be cancelled.'
        : 'The traveller withdrew consent to sharing this application with the embassy or visa centre: it cannot go to the embassy.'}
    </Alert>
  );
}

export default function OpsApplicationPage() {
  const { ref = '' } = useParams();
  const query = useOpsApplication(ref);
  if (query.isPending) return <Loading label="Loading the application…" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const detail = query.data;
  const { application } = detail;
  // Keyed by the reference: the next application starts with clean forms and its own first document.
  return (
    <Fragment key={application.ref}>
      <QueueNavigation applicationRef={application.ref} />
      <h2>
        {application.ref}: {application.countryName}, {application.option.name}
      </h2>
      <p>
        Account: {detail.owner.name} ({detail.owner.email}) · Travel {application.start} to {application.end}
        {detail.dueAt ? ` · Due ${formatDateTime(detail.dueAt)}` : ''}
        {detail.overdue ? <strong className={styles.overdue}> · Overdue</strong> : null}
      </p>
      <ConsentWarning withdrawn={detail.consentsWithdrawn} />
      <StatusPanel detail={detail} />
      {detail.withheld ? <WithheldDocuments detail={detail} /> : <ReviewDesk detail={detail} />}
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
      {!detail.withheld && <PassportReview applicationRef={application.ref} />}
      <OpsReadyToFly reference={application.ref} />
      <VisaPanel detail={detail} />
      <RefundPanel detail={detail} />
      <NotesPanel detail={detail} />
      <Timeline detail={detail} />
    </Fragment>
  );
}

/** The traveller's ready-to-fly panel: the trip check of the application's dates for each traveller. */
function OpsReadyToFly({ reference }: { reference: string }) {
  const check = useOpsApplicationTripCheck(reference);
  return check.data ? <ReadyToFly check={check.data} /> : null;
}
