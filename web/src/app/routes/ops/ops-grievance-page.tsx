import { GrievanceNoteBodySchema } from '@contract/ops/grievances';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import {
  useAcknowledgeGrievance,
  useGrievanceCase,
  useGrievanceNote,
  useResolveGrievance,
} from '@web/features/ops/api/privacy-cases';
import { TextForm } from '@web/features/ops/components/console-form';
import { Deadline } from '@web/features/ops/components/deadline';
import styles from '@web/features/ops/components/ops.module.css';
import { formatDateTime } from '@web/lib/format';
import { Link, useParams } from 'react-router';
import { z } from 'zod';

const ReplySchema = z.object({ body: GrievanceNoteBodySchema.shape.body });
const IST = 'Asia/Kolkata';

/** One grievance: what was asked, the deadlines, notes, and the acknowledgement and reply. */
export default function OpsGrievancePage() {
  const { id = '' } = useParams();
  const found = useGrievanceCase(id);
  const acknowledge = useAcknowledgeGrievance();
  const note = useGrievanceNote();
  const resolve = useResolveGrievance();
  if (found.isError) return <Alert tone="error">{found.error.message}</Alert>;
  if (!found.data) return <Loading label="Loading the grievance…" />;
  const item = found.data;
  const resolveLate = !item.resolvedAt && Date.parse(item.resolveBy) <= Date.now();
  return (
    <>
      <p>
        <Link to={paths.ops.grievances}>All grievances</Link>
      </p>
      <h2>
        Grievance {item.reference}: {item.topicLabel}
      </h2>
      {item.overdue ? (
        <Alert tone="error">
          Overdue: the {item.nextDeadline?.step === 'acknowledge' ? 'acknowledgement' : 'resolution'} is past its
          deadline.
        </Alert>
      ) : null}
      <dl className={styles.facts}>
        <dt>From</dt>
        <dd>
          {item.name} &lt;{item.email}&gt; (writes in {item.lang === 'hi' ? 'Hindi' : 'English'})
        </dd>
        <dt>Received</dt>
        <dd>{formatDateTime(item.createdAt, IST)} IST</dd>
        <dt>Application</dt>
        <dd>{item.applicationRef ?? 'none given'}</dd>
        <dt>Status</dt>
        <dd>{item.status}</dd>
        <dt>Acknowledge by</dt>
        <dd>
          <Deadline
            dueAt={item.acknowledgeBy}
            done={item.acknowledgedAt}
            overdue={item.nextDeadline?.step === 'acknowledge' && item.overdue}
          />
          {item.acknowledgedBy ? ` by ${item.acknowledgedBy}` : ''}
        </dd>
        <dt>Resolve by</dt>
        <dd>
          <Deadline dueAt={item.resolveBy} done={item.resolvedAt} overdue={resolveLate} />
          {item.resolvedBy ? ` by ${item.resolvedBy}` : ''}
        </dd>
        <dt>Reminders sent</dt>
        <dd>
          {item.reminders.length === 0
            ? 'none'
            : item.reminders.map((r) => `${r.stage} (${formatDateTime(r.sentAt, IST)})`).join(', ')}
        </dd>
      </dl>
      <section className={styles.panel} aria-labelledby="grievance-text">
        <h3 id="grievance-text">What they wrote</h3>
        <p className={styles.pre}>{item.details}</p>
      </section>
      {item.resolution ? (
        <section className={styles.panel} aria-labelledby="grievance-reply">
          <h3 id="grievance-reply">Reply sent</h3>
          <p className={styles.pre}>{item.resolution}</p>
        </section>
      ) : null}
      {item.status === 'new' ? (
        <div className={styles.row}>
          <Button onClick={() => acknowledge.mutate(item.id)} busy={acknowledge.isPending}>
            Acknowledge (e-mails {item.email})
          </Button>
          {acknowledge.isError ? <Alert tone="error">{acknowledge.error.message}</Alert> : null}
        </div>
      ) : null}
      <section className={styles.panel} aria-labelledby="grievance-notes">
        <h3 id="grievance-notes">Internal notes</h3>
        {item.notes.length === 0 ? <p className={styles.muted}>No notes yet.</p> : null}
        {item.notes.map((entry) => (
          <p key={entry.id} className={styles.pre}>
            <strong>{entry.author}</strong> ({formatDateTime(entry.createdAt, IST)}): {entry.body}
          </p>
        ))}
        <TextForm
          schema={GrievanceNoteBodySchema}
          label="Add a note (not sent to the person)"
          id="grievance-note"
          rows={2}
          submitLabel="Add note"
          send={(body, outcome) => note.mutate({ id: item.id, body }, outcome)}
          request={note}
        />
      </section>
      {item.status !== 'resolved' ? (
        <section className={styles.panel} aria-labelledby="grievance-resolve">
          <h3 id="grievance-resolve">Resolve</h3>
          <TextForm
            schema={ReplySchema}
            label={`Reply with the outcome and its reasons (e-mailed to ${item.email})`}
            id="grievance-resolve-reply"
            rows={4}
            submitLabel="Resolve and send reply"
            send={(reply, outcome) => resolve.mutate({ id: item.id, reply }, outcome)}
            request={resolve}
          />
        </section>
      ) : null}
    </>
  );
}
