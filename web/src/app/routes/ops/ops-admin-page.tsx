import { AuditQuerySchema, type AuditRow } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { TextField } from '@web/components/ui/field';
import { useAudit, useFailedJobs, useRetryJob } from '@web/features/ops/api/admin';
import { useFilterForm } from '@web/features/ops/components/console-form';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { RefundForm } from '@web/features/ops/components/refund-form';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import type { z } from 'zod';

const show = (value: unknown) => (value == null ? '-' : JSON.stringify(value));

const AUDIT_COLUMNS: Column<AuditRow>[] = [
  { header: 'Time', cell: (row) => formatDateTime(row.createdAt) },
  { header: 'Operator', cell: (row) => row.operator },
  { header: 'Action', cell: (row) => row.action },
  { header: 'Target', cell: (row) => `${row.targetType} ${row.targetId}` },
  { header: 'Before', className: styles.pre, cell: (row) => show(row.before) },
  { header: 'After', className: styles.pre, cell: (row) => show(row.after) },
  { header: 'IP', cell: (row) => row.ip ?? '-' },
];

const AuditFilterSchema = AuditQuerySchema.pick({ operator: true, target: true, action: true }).required();
type AuditFilters = z.output<typeof AuditFilterSchema>;

function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply(filters: AuditFilters): void }) {
  const { apply, field } = useFilterForm(AuditFilterSchema, filters, onApply);
  return (
    <form className={styles.filters} aria-label="Filter the audit log" onSubmit={apply} noValidate>
      <TextField label="Operator (e-mail)" {...field('operator')} />
      <TextField label="Target (id or reference)" {...field('target')} />
      <TextField label="Action" {...field('action')} />
    </form>
  );
}

function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({ operator: '', target: '', action: '' });
  const audit = useAudit(filters);
  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <AuditFilterForm filters={filters} onApply={setFilters} />
      <PagedListQuery query={audit} loading="Loading the audit log…">
        {(items) => (
          <DataTable
            label="Audit log entries"
            className={styles.table}
            columns={AUDIT_COLUMNS}
            rows={items}
            rowKey={(row) => row.id}
          />
        )}
      </PagedListQuery>
    </section>
  );
}

function FailedJobs() {
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  return (
    <section className={styles.panel} aria-labelledby="jobs-title">
      <h2 id="jobs-title">Failed notification messages</h2>
      <PagedListQuery query={jobs} loading="Loading failed messages…" empty="No failed messages.">
        {(items) => (
          <ul>
            {items.map((job) => (
              <li key={job.id} className={styles.row}>
                {formatDateTime(job.createdAt)} · {job.channel} to {job.to} ({job.purpose}) · {job.attempts} attempts ·{' '}
                {job.lastError ?? ''}
                <Button
                  size="sm"
                  variant="secondary"
                  busy={retry.isPending && retry.variables === job.id}
                  onClick={() => retry.mutate(job.id)}
                >
                  Send again
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedListQuery>
      {retry.isError && <Alert tone="error">{retry.error.message}</Alert>}
    </section>
  );
}

/** Admin only (the API refuses support staff): who did what, and messages that could not be sent. */
export default function OpsAdminPage() {
  return (
    <>
      <h2>Admin</h2>
      <p className={styles.muted}>
        Wallet adjustments and roles are on each user's page. A rejection or a cancellation refunds per the policy by
        itself; refund a paid application here (or on its page) for anything else.
      </p>
      <section className={styles.panel} aria-labelledby="refund-title">
        <h2 id="refund-title">Refund an application</h2>
        <RefundForm />
      </section>
      <AuditLog />
      <FailedJobs />
    </>
  );
}
