import type { BreachDetail, BreachReport, BreachTraveller } from '@contract/ops/grievances';
import { breachCategoryLabel } from '@contract/ops/grievances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import {
  useBreach,
  useBreachReport,
  useBreachTravellers,
  useMarkReported,
  useNotifyBreach,
} from '@web/features/ops/api/privacy-cases';
import { BreachAffectedForm } from '@web/features/ops/components/breach-affected-form';
import { Deadline } from '@web/features/ops/components/deadline';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { formatDateTime } from '@web/lib/format';
import { Link, useParams } from 'react-router';

const IST = 'Asia/Kolkata';
const when = (iso: string | null) => (iso ? `${formatDateTime(iso, IST)} IST` : 'not known');

const TRAVELLERS: ReadonlyArray<Column<BreachTraveller>> = [
  { header: 'Traveller', cell: (row) => `${row.name || '-'} <${row.email}>` },
  { header: 'Language', cell: (row) => (row.language === 'hi' ? 'Hindi' : 'English') },
  { header: 'Picked by', cell: (row) => row.pickedBy },
  { header: 'Notice sent', cell: (row) => (row.notifiedAt ? when(row.notifiedAt) : 'not yet') },
];

function download(report: BreachReport) {
  const blob = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${report.reference}-board-report.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The report for the Data Protection Board, printable, with the fields of DPDP Rules 2025 rule 7(2). */
function BoardReport({ id }: { id: string }) {
  const report = useBreachReport(id);
  if (report.isError) return <Alert tone="error">{report.error.message}</Alert>;
  if (!report.data) return <Loading label="Preparing the report…" />;
  const r = report.data;
  return (
    <section className={styles.panel} aria-labelledby="board-report">
      <h3 id="board-report">Report to the Data Protection Board: {r.reference}</h3>
      <div className={`${styles.row} ${styles.noPrint}`}>
        <Button size="sm" variant="secondary" onClick={() => download(r)}>
          Download JSON
        </Button>
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <dl className={styles.facts}>
        <dt>Data Fiduciary</dt>
        <dd>{r.dataFiduciary}</dd>
        <dt>Contact</dt>
        <dd>
          {r.contact.name}, {r.contact.role}; {r.contact.email}; {r.contact.address}
        </dd>
        <dt>Nature</dt>
        <dd>
          {r.nature.title}: {r.nature.description}
        </dd>
        <dt>Extent</dt>
        <dd>
          {r.extent.dataCategories.join('; ')}. Data principals affected: {r.extent.dataPrincipalsAffected}
        </dd>
        <dt>Timing</dt>
        <dd>
          Happened {when(r.timing.occurredAt)}; became aware {when(r.timing.discoveredAt)}; detailed report due{' '}
          {when(r.timing.reportDueAt)}
        </dd>
        <dt>Location</dt>
        <dd>{r.location}</dd>
        <dt>Likely impact</dt>
        <dd>{r.likelyImpact}</dd>
        <dt>Measures to mitigate risk</dt>
        <dd>{r.measures}</dd>
        <dt>Events, circumstances and reasons</dt>
        <dd>{r.causes ?? 'to be completed'}</dd>
        <dt>Findings about who caused it</dt>
        <dd>{r.findings ?? 'to be completed'}</dd>
        <dt>Remedial measures against recurrence</dt>
        <dd>{r.remedialMeasures ?? 'to be completed'}</dd>
        <dt>Intimations to data principals</dt>
        <dd>
          {r.intimations.notified} of {r.intimations.affected} notified
          {r.intimations.firstNotifiedAt
            ? ` (${when(r.intimations.firstNotifiedAt)} to ${when(r.intimations.lastNotifiedAt)})`
            : ''}
        </dd>
        <dt>Prepared</dt>
        <dd>{when(r.preparedAt)}</dd>
      </dl>
    </section>
  );
}

/** The affected travellers in the order they were added, fifty at a time. */
function AffectedTravellers({ breach, updatedAt }: { breach: BreachDetail; updatedAt: number }) {
  const travellers = useBreachTravellers(breach, updatedAt);
  return (
    <PagedListQuery query={travellers} empty="No affected travellers listed yet.">
      {(rows) => (
        <DataTable
          label="Affected travellers"
          className={styles.table}
          columns={TRAVELLERS}
          rows={rows}
          rowKey={(row) => row.userId}
        />
      )}
    </PagedListQuery>
  );
}

/** One breach: its record, the 72-hour clock, the affected travellers and their notices, and the Board's report. */
export default function OpsBreachPage() {
  const { id = '' } = useParams();
  const found = useBreach(id);
  const notify = useNotifyBreach();
  const reported = useMarkReported();
  if (found.isError) return <Alert tone="error">{found.error.message}</Alert>;
  if (!found.data) return <Loading label="Loading the breach…" />;
  const breach = found.data;
  const pending = breach.affected - breach.notified;
  return (
    <>
      <p className={styles.noPrint}>
        <Link to={paths.ops.breaches}>All breaches</Link>
      </p>
      <h2>
        Breach {breach.reference}: {breach.title}
      </h2>
      {breach.reportOverdue ? <Alert tone="error">The 72 hours for the Board's report have passed.</Alert> : null}
      <dl className={styles.facts}>
        <dt>Board report due</dt>
        <dd>
          <Deadline dueAt={breach.reportDueAt} done={breach.reportedAt} overdue={breach.reportOverdue} />
        </dd>
        <dt>Happened</dt>
        <dd>{when(breach.occurredAt)}</dd>
        <dt>Discovered</dt>
        <dd>{when(breach.discoveredAt)}</dd>
        <dt>Data</dt>
        <dd>{breach.categories.map(breachCategoryLabel).join('; ')}</dd>
        <dt>Recorded by</dt>
        <dd>
          {breach.createdBy}, {when(breach.createdAt)}
        </dd>
      </dl>
      <div className={`${styles.row} ${styles.noPrint}`}>
        <Button onClick={() => notify.mutate(breach.id)} disabled={pending === 0} busy={notify.isPending}>
          {pending === 0 ? 'Every listed traveller has the notice' : `Send the notice to ${pending} traveller(s)`}
        </Button>
        {!breach.reportedAt ? (
          <Button variant="secondary" onClick={() => reported.mutate(breach.id)} busy={reported.isPending}>
            Mark the Board's report as sent
          </Button>
        ) : null}
      </div>
      {notify.data ? (
        <Alert tone="success">
          Notice sent to {notify.data.sent}; {notify.data.alreadySent} had it already.
        </Alert>
      ) : null}
      {notify.isError ? <Alert tone="error">{notify.error.message}</Alert> : null}
      {reported.isError ? <Alert tone="error">{reported.error.message}</Alert> : null}
      <section className={`${styles.panel} ${styles.noPrint}`} aria-labelledby="affected-travellers">
        <h3 id="affected-travellers">
          Affected travellers ({breach.notified} of {breach.affected} notified)
        </h3>
        <BreachAffectedForm breachId={breach.id} />
        <AffectedTravellers breach={breach} updatedAt={found.dataUpdatedAt} />
      </section>
      <BoardReport id={breach.id} />
    </>
  );
}
