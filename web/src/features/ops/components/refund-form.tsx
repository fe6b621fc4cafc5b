import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { formatRupees } from '@web/lib/format';
import type { FormEvent } from 'react';
import { useRefund } from '../api/application';
import styles from './ops.module.css';

const DESTINATION_LABELS = { wallet: 'the wallet', provider: 'the payment provider' } as const;

/**
 * Admin: refunds a paid application. On the application's page the reference is known; on the admin
 * page it is typed in.
 */
export function RefundForm({ applicationRef }: { applicationRef?: string }) {
  const refund = useRefund();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    refund.mutate({
      ref: applicationRef ?? String(form.get('ref') ?? '').trim(),
      kind: form.get('kind') === 'service-fee' ? 'service-fee' : 'full',
      destination: form.get('destination') === 'provider' ? 'provider' : 'wallet',
      reason: String(form.get('reason') ?? ''),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Refund the payment">
      {!applicationRef && (
        <label>
          Application reference
          <input name="ref" required maxLength={40} placeholder="HV-2026-000123" />
        </label>
      )}
      <div className={styles.row}>
        <label>
          Amount
          <select name="kind">
            <option value="full">Everything not refunded yet</option>
            <option value="service-fee">Service fee and GST</option>
          </select>
        </label>
        <label>
          To
          <select name="destination">
            <option value="wallet">The traveller's wallet</option>
            <option value="provider">The payment provider (the wallet part to the wallet)</option>
          </select>
        </label>
      </div>
      <label>
        Reason
        <input name="reason" required maxLength={500} />
      </label>
      <Button type="submit" size="sm" busy={refund.isPending}>
        Refund
      </Button>
      {refund.isError && <Alert tone="error">{refund.error.message}</Alert>}
      {refund.data && (
        <Alert tone="success">
          {refund.data.replayed ? 'This refund was made already; nothing more was given back. ' : 'Refunded: '}
          {refund.data.refunds
            .map((row) => `${formatRupees(row.amount)} to ${DESTINATION_LABELS[row.destination]}`)
            .join(', ')}
          .
        </Alert>
      )}
    </form>
  );
}
