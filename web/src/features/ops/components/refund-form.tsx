import { OpsRefundSchema } from '@contract/ops/console';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { SelectField, TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { formatRupees } from '@web/lib/format';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type RefundInput, useRefund } from '../api/application';
import { FormFooter } from './console-form';
import styles from './ops.module.css';

const DESTINATION_LABELS = { wallet: 'the wallet', provider: 'the payment provider' } as const;
const KIND_OPTIONS = [
  { value: 'full', label: 'Everything not refunded yet' },
  { value: 'service-fee', label: 'Service fee and GST' },
];
const DESTINATION_OPTIONS = [
  { value: 'wallet', label: "The traveller's wallet" },
  { value: 'provider', label: 'The payment provider (the wallet part to the wallet)' },
];

/** The refund's body, and the application it refunds (a path parameter, so the form names it). */
const RefundFormSchema = OpsRefundSchema.extend({
  ref: z.string().trim().min(1, 'Enter the application reference').max(40, 'Use at most 40 characters'),
});
type RefundFormInput = z.input<typeof RefundFormSchema>;
const FIELDS = ['ref', 'kind', 'destination', 'reason'] as const;

/**
 * Admin: refunds a paid application. On the application's page the reference is known; on the admin
 * page it is typed in.
 */
export function RefundForm({ applicationRef }: { applicationRef?: string }) {
  const refund = useRefund();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundFormInput, unknown, RefundInput>({
    resolver: zodResolver(RefundFormSchema),
    defaultValues: { ref: applicationRef ?? '', kind: 'full', destination: 'wallet', reason: '' },
  });
  const submit = handleSubmit((values) =>
    refund.mutate(values, { onError: (error) => showServerFieldErrors(error, setError, FIELDS) }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Refund the payment">
      {!applicationRef && (
        <TextField
          label="Application reference"
          placeholder="HV-2026-000123"
          error={errors.ref?.message}
          {...register('ref')}
        />
      )}
      <div className={styles.row}>
        <SelectField label="Amount" options={KIND_OPTIONS} error={errors.kind?.message} {...register('kind')} />
        <SelectField
          label="To"
          options={DESTINATION_OPTIONS}
          error={errors.destination?.message}
          {...register('destination')}
        />
      </div>
      <TextField label="Reason" error={errors.reason?.message} {...register('reason')} />
      <FormFooter label="Refund" size="sm" busy={refund.isPending} error={refund.error} fields={FIELDS}>
        {refund.data && (
          <Alert tone="success">
            {refund.data.replayed ? 'This refund was made already; nothing more was given back. ' : 'Refunded: '}
            {refund.data.refunds
              .map((row) => `${formatRupees(row.amount)} to ${DESTINATION_LABELS[row.destination]}`)
              .join(', ')}
            .
          </Alert>
        )}
      </FormFooter>
    </form>
  );
}
