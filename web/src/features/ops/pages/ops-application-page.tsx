import { type ApplicationStatus, STATUS_LABELS } from '@contract/apply/applications';
import type { OpsApplication } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Loading } from '@web/components/ui/loading';
import { TableScroll } from '@web/components/ui/table-scroll';
import { paths } from '@web/config/paths';
import { formatRupees } from '@web/lib/format';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  documentUrl,
  useAddNote,
  useAttachVisa,
  useChangeStatus,
  useDecideItem,
  useOpsApplication,
} from '../api/application';
import { useOperator } from '../api/get-operator';
import styles from '../components/ops.module.css';
import { RefundForm } from '../components/refund-form';

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function ChecklistItemPanel({ detail, itemId }: { detail: OpsApplication; itemId: string }) {
  const { application } = detail;
  const item = application.checklist.find((candidate) => candidate.id === itemId)!;
  const traveller = application.travellers.find((candidate) => candidate.id === item.travellerId);
  const decide = useDecideItem(application.ref);
  const [note, setNote] = useState('');
  const [showDocument, setShowDocument] = useState(false);
  const noteId = `note-${item.id}`;
  const decidable = ['submitted', 'in_review', 'documents_requested'].includes(application.status);
  return (
    <li className={styles.panel}>
      <h3>
        {item.label} — {traveller ? `${traveller.firstName} ${traveller.lastName}`.trim() : ''}
      </h3>
      <p>
        Status: <strong>{item.status}</strong>
        {item.note ? ` · Note: ${item.note}` : ''}
      </p>
      {item.documentId && (
        <>
          <Button variant="secondary" size="sm" onClick={() => setShowDocument(!showDocument)}>
            {showDocument ? 'Hide document' : 'Show document'}
          </Button>
          {showDocument && (
            <iframe
              className={styles.preview}
              title={`Document: ${item.label}`}
              src={documentUrl(application.ref, item.documentId)}
            />
          )}
        </>
      )}
      {decidable && item.documentId && (
        <div className={styles.form}>
          <label htmlFor={noteId}>Note to the traveller (needed to reject)</label>
          <textarea id={noteId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          <div className={styles.row}>
            <Button
              size="sm"
              busy={decide.isPending && decide.variables?.decision === 'accepted'}
              onClick={() => decide.mutate({ itemId: item.id, decision: 'accepted', note: note || undefined })}
            >
              Accept {item.label}
            </Button>
            <Button
              size="sm"
              variant="danger"
              busy={decide.isPending && decide.variables?.decision === 'rejected'}
              onClick={() =>
                decide.mutate({ itemId: item.id, decision: 'rejected', note }, { onSuccess: () => setNote('') })
              }
            >
              Reject {item.label}
            </Button>
          </div>
          {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
        </div>
      )}
    </li>
  );
}

function StatusPanel({ detail }: { detail: OpsApplication }) {
  const { application, allowedMoves } = detail;
  const change = useChangeStatus(application.ref);
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    change.mutate(
      { status, note: note || undefined, from: application.status },
      {
        onSuccess: () => {
          setStatus('');
          setNote('');
        },
      },
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="status-title">
      <h2 id="status-title">Status: {application.statusLabel}</h2>
      {allowedMoves.length === 0 ? (
        <p className={styles.muted}>No further moves from here.</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <label>
            Move to
            <select value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)}>
              <option value="">Choose a status</option>
              {allowedMoves.map((move) => (
                <option key={move} value={move}>
                  {STATUS_LABELS[move]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Note (shown to the traveller; the reason when rejecting)
            <textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <Button type="submit" disabled={!status} busy={change.isPending}>
            Change status
          </Button>
        </form>
      )}
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
    </section>
  );
}

function VisaPanel({ detail }: { detail: OpsApplication }) {
  const attach = useAttachVisa(detail.application.ref);
  if (!['with_embassy', 'approved'].includes(detail.application.status)) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    attach.mutate(new FormData(event.currentTarget));
  };
  return (
    <section className={styles.panel} aria-labelledby="visa-title">
      <h2 id="visa-title">Issued visa</h2>
      {detail.application.visaUrl && <p>A visa file is attached; the traveller can download it.</p>}
      <form className={styles.form} onSubmit={submit}>
        <label>
          Visa file (PDF, JPG or PNG)
          <input type="file" name="file" accept="application/pdf,image/jpeg,image/png" required />
        </label>
        <Button type="submit" busy={attach.isPending}>
          Attach visa and approve
        </Button>
      </form>
      {attach.isError && <Alert tone="error">{attach.error.message}</Alert>}
    </section>
  );
}

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

function NotesPanel({ detail }: { detail: OpsApplication }) {
  const add = useAddNote(detail.application.ref);
  const [body, setBody] = useState('');
  return (
    <section className={styles.panel} aria-labelledby="notes-title">
      <h2 id="notes-title">Internal notes</h2>
      <p className={styles.muted}>Never shown to the traveller.</p>
      <ul>
        {detail.notes.map((note) => (
          <li key={note.id}>
            <strong>{note.author}</strong> ({formatTime(note.createdAt)}): {note.body}
          </li>
        ))}
      </ul>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(body, { onSuccess: () => setBody('') });
        }}
      >
        <label>
          New note
          <textarea rows={2} value={body} onChange={(event) => setBody(event.target.value)} />
        </label>
        <Button type="submit" size="sm" disabled={!body.trim()} busy={add.isPending}>
          Add note
        </Button>
      </form>
      {add.isError && <Alert tone="error">{add.error.message}</Alert>}
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
        <TableScroll label="Traveller details">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Relationship</th>
                <th scope="col">Date of birth</th>
                <th scope="col">Passport</th>
                <th scope="col">Expiry</th>
                <th scope="col">Nationality</th>
              </tr>
            </thead>
            <tbody>
              {application.travellers.map((traveller) => (
                <tr key={traveller.id}>
                  <td>{`${traveller.firstName} ${traveller.lastName}`.trim()}</td>
                  <td>{traveller.relationship}</td>
                  <td>{traveller.dob ?? '-'}</td>
                  <td>{traveller.passportNo ?? '-'}</td>
                  <td>{traveller.passportExpiry ?? '-'}</td>
                  <td>{traveller.nationality ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
