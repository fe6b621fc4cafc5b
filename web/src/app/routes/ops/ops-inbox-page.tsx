import { CONTACT_SUBJECTS } from '@contract/contact';
import { INBOX_STATUSES, type InboxMessage, InboxQuerySchema, InboxReplyBodySchema } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/field';
import { useOperator } from '@web/features/ops/api/get-operator';
import { useInbox, useReply, useUpdateMessage } from '@web/features/ops/api/inbox';
import { anyOr, TextForm, useFilterForm } from '@web/features/ops/components/console-form';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { z } from 'zod';

function ReplyForm({ message }: { message: InboxMessage }) {
  const reply = useReply();
  return (
    <TextForm
      schema={InboxReplyBodySchema}
      label={`Reply by e-mail to ${message.email}`}
      id={`reply-${message.id}`}
      rows={3}
      submitLabel="Send reply"
      send={(body, outcome) => reply.mutate({ id: message.id, body }, outcome)}
      request={reply}
    />
  );
}

function MessagePanel({ message }: { message: InboxMessage }) {
  const operator = useOperator();
  const update = useUpdateMessage();
  const statusId = `status-${message.id}`;
  return (
    <li className={styles.panel}>
      <h3>
        {message.subjectLabel}: {message.name} &lt;{message.email}&gt;
      </h3>
      <p className={styles.muted}>
        {formatDateTime(message.createdAt)} · Assigned to {message.assignee?.email ?? 'nobody'}
        {message.loginEmail ? ` · Login: ${message.loginEmail} / ${message.loginMobile ?? '-'}` : ''}
      </p>
      <p className={styles.pre}>{message.message}</p>
      {message.replies.map((sent) => (
        <p key={sent.id} className={styles.pre}>
          <strong>Reply by {sent.operator}</strong> ({formatDateTime(sent.createdAt)}): {sent.body}
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
      <ReplyForm message={message} />
      {update.isError && <Alert tone="error">{update.error.message}</Alert>}
    </li>
  );
}

const InboxFilterSchema = z.object({
  status: anyOr(InboxQuerySchema.shape.status.unwrap()),
  subject: anyOr(InboxQuerySchema.shape.subject.unwrap()),
});
type InboxFilters = z.output<typeof InboxFilterSchema>;
const NO_FILTERS: InboxFilters = { status: '', subject: '' };
const STATUS_OPTIONS = INBOX_STATUSES.map((value) => ({ value, label: value }));
const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value: value.code, label: value.label }));

function InboxFilterForm({ filters, onApply }: { filters: InboxFilters; onApply(filters: InboxFilters): void }) {
  const { apply, field } = useFilterForm(InboxFilterSchema, filters, onApply);
  return (
    <form className={styles.fieldRow} aria-label="Filter messages" onSubmit={apply} noValidate>
      <SelectField label="Status" placeholder="Any" options={STATUS_OPTIONS} {...field('status')} />
      <SelectField label="Subject" placeholder="Any" options={SUBJECT_OPTIONS} {...field('subject')} />
    </form>
  );
}

export default function OpsInboxPage() {
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const inbox = useInbox(filters);
  return (
    <>
      <h2>Contact inbox</h2>
      <InboxFilterForm filters={filters} onApply={setFilters} />
      <PagedListQuery query={inbox} loading="Loading messages…" empty="No messages.">
        {(items) => (
          <ul className={styles.list}>
            {items.map((message) => (
              <MessagePanel key={message.id} message={message} />
            ))}
          </ul>
        )}
      </PagedListQuery>
    </>
  );
}
