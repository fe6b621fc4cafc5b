import { CONTACT_SUBJECTS } from '@contract/contact';
import { INBOX_STATUSES, type InboxMessage, InboxQuerySchema, InboxReplyBodySchema } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/field';
import { useOperator } from '@web/features/ops/api/get-operator';
import { useInbox, useReply, useUpdateMessage } from '@web/features/ops/api/inbox';
import { anyOr, TextForm, useFilterForm } from '@web/features/ops/components/console-form';
import { ListQuery } from '@web/features/ops/components/list-query';
import styles from '@web/features/ops/components/ops.module.css';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { z } from 'zod';

/** Where a reply goes: e-mail, WhatsApp free text inside the 24-hour window, or the template after it (and why). */
function replyTarget(message: InboxMessage) {
  const whatsapp = message.whatsapp;
  if (!whatsapp) return { label: `Reply by e-mail to ${message.email}`, submit: 'Send reply', notice: null };
  if (whatsapp.windowOpen) {
    const until = whatsapp.windowClosesAt ? ` (free text until ${formatDateTime(whatsapp.windowClosesAt)})` : '';
    return { label: `Reply on WhatsApp to ${whatsapp.from}${until}`, submit: 'Send on WhatsApp', notice: null };
  }
  const closed = whatsapp.windowClosesAt ? ` at ${formatDateTime(whatsapp.windowClosesAt)}` : '';
  return {
    label: `Reply on WhatsApp to ${whatsapp.from} (as the template)`,
    submit: 'Send the template',
    notice: `WhatsApp's 24-hour window closed${closed}: WhatsApp takes only an approved template now. Sending sends the support-reply template, which asks the traveller to write back; your text is kept here: send it again once they write back.`,
  };
}

function ReplyForm({ message }: { message: InboxMessage }) {
  const reply = useReply();
  const target = replyTarget(message);
  return (
    <>
      {target.notice && <Alert tone="info">{target.notice}</Alert>}
      <TextForm
        schema={InboxReplyBodySchema}
        label={target.label}
        id={`reply-${message.id}`}
        rows={3}
        submitLabel={target.submit}
        send={(body, outcome) => reply.mutate({ id: message.id, body }, outcome)}
        request={reply}
      />
    </>
  );
}

const VIA_NOTE: Record<InboxMessage['replies'][number]['via'], string> = {
  email: '',
  whatsapp: ' on WhatsApp',
  'whatsapp-template': ' on WhatsApp, as the support-reply template',
};

function ReplyLine({ message, reply }: { message: InboxMessage; reply: InboxMessage['replies'][number] }) {
  const who =
    reply.direction === 'in' ? `${message.name} on WhatsApp` : `Reply by ${reply.operator}${VIA_NOTE[reply.via]}`;
  return (
    <p className={styles.pre}>
      <strong>{who}</strong> ({formatDateTime(reply.createdAt)}): {reply.body}
    </p>
  );
}

/** Who wrote: the form's name and e-mail, or the WhatsApp number and the account it is the verified mobile of. */
function senderOf(message: InboxMessage) {
  if (!message.whatsapp) return `${message.name} <${message.email}>`;
  const account = message.whatsapp.userId ? ` · account ${message.email}` : ' · no account with this verified mobile';
  return `${message.name} (${message.whatsapp.from})${account}`;
}

function MessagePanel({ message }: { message: InboxMessage }) {
  const operator = useOperator();
  const update = useUpdateMessage();
  const statusId = `status-${message.id}`;
  return (
    <li className={styles.panel}>
      <h3>
        {message.subjectLabel}: {senderOf(message)}
      </h3>
      <p className={styles.muted}>
        {formatDateTime(message.createdAt)} · Assigned to {message.assignee?.email ?? 'nobody'}
        {message.loginEmail ? ` · Login: ${message.loginEmail} / ${message.loginMobile ?? '-'}` : ''}
      </p>
      <p className={styles.pre}>{message.message}</p>
      {message.replies.map((reply) => (
        <ReplyLine key={reply.id} message={message} reply={reply} />
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
      <ListQuery query={inbox} loading="Loading messages…" empty="No messages.">
        {(items) => (
          <ul className={styles.list}>
            {items.map((message) => (
              <MessagePanel key={message.id} message={message} />
            ))}
          </ul>
        )}
      </ListQuery>
    </>
  );
}
