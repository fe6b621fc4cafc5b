import { CONTACT_SUBJECTS } from '@contract/contact';
import { INBOX_STATUSES, type InboxMessage } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { useState } from 'react';
import { useOperator } from '../api/get-operator';
import { useInbox, useReply, useUpdateMessage } from '../api/inbox';
import styles from '../components/ops.module.css';

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function MessagePanel({ message }: { message: InboxMessage }) {
  const operator = useOperator();
  const update = useUpdateMessage();
  const reply = useReply();
  const [body, setBody] = useState('');
  const replyId = `reply-${message.id}`;
  const statusId = `status-${message.id}`;
  return (
    <li className={styles.panel}>
      <h3>
        {message.subjectLabel}: {message.name} &lt;{message.email}&gt;
      </h3>
      <p className={styles.muted}>
        {formatTime(message.createdAt)} · Assigned to {message.assignee?.email ?? 'nobody'}
        {message.loginEmail ? ` · Login: ${message.loginEmail} / ${message.loginMobile ?? '-'}` : ''}
      </p>
      <p className={styles.pre}>{message.message}</p>
      {message.replies.map((sent) => (
        <p key={sent.id} className={styles.pre}>
          <strong>Reply by {sent.operator}</strong> ({formatTime(sent.createdAt)}): {sent.body}
        </p>
      ))}
      <div className={styles.row}>
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={message.status}
          onChange={(event) => update.mutate({ id: message.id, status: event.target.value })}
        >
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        {operator.data && message.assignee?.id !== operator.data.id && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => update.mutate({ id: message.id, assigneeId: operator.data.id })}
          >
            Assign to me
          </Button>
        )}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate({ id: message.id, body }, { onSuccess: () => setBody('') });
        }}
      >
        <label htmlFor={replyId}>Reply by e-mail to {message.email}</label>
        <textarea id={replyId} rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
        <Button type="submit" size="sm" disabled={!body.trim()} busy={reply.isPending}>
          Send reply
        </Button>
      </form>
      {(update.isError || reply.isError) && <Alert tone="error">{(update.error ?? reply.error)?.message}</Alert>}
    </li>
  );
}

export default function OpsInboxPage() {
  const [status, setStatus] = useState('');
  const [subject, setSubject] = useState('');
  const inbox = useInbox({ status, subject });
  return (
    <>
      <h2>Contact inbox</h2>
      <form className={styles.filters} aria-label="Filter messages" onSubmit={(event) => event.preventDefault()}>
        <label>
          Status
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Any</option>
            {INBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subject
          <select value={subject} onChange={(event) => setSubject(event.target.value)}>
            <option value="">Any</option>
            {CONTACT_SUBJECTS.map((value) => (
              <option key={value.code} value={value.code}>
                {value.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      {inbox.isPending && <Loading label="Loading messages…" />}
      {inbox.isError && <Alert tone="error">{inbox.error.message}</Alert>}
      {inbox.data && inbox.data.items.length === 0 && <EmptyState>No messages.</EmptyState>}
      <ul className={styles.list}>
        {inbox.data?.items.map((message) => (
          <MessagePanel key={message.id} message={message} />
        ))}
      </ul>
    </>
  );
}
