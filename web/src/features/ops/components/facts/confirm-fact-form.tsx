import { FactSourceInputSchema, VerifiedDateSchema } from '@contract/catalogue-facts';
import { todayInIndia } from '@contract/dates';
import type { StaleFact } from '@contract/ops/trip-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useConfirmFact } from '../../api/trip-rules';
import { FormFooter } from '../console-form';
import styles from '../ops.module.css';

const ConfirmFormSchema = z.object({ source: FactSourceInputSchema, verifiedAt: VerifiedDateSchema });
type ConfirmFormInput = z.input<typeof ConfirmFormSchema>;
type ConfirmFormOutput = z.output<typeof ConfirmFormSchema>;
const FIELDS = ['source.name', 'source.url', 'verifiedAt'] as const;

/** Confirms a fact as it stands against the source it was checked in (today unless told otherwise). */
export function ConfirmFactForm({ fact, onDone }: { fact: StaleFact; onDone: () => void }) {
  const confirm = useConfirmFact();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConfirmFormInput, unknown, ConfirmFormOutput>({
    resolver: zodResolver(ConfirmFormSchema),
    defaultValues: { source: fact.source, verifiedAt: todayInIndia() },
  });
  const submit = handleSubmit((input) =>
    confirm.mutate(
      { kind: fact.kind, key: fact.key, version: fact.version, ...input },
      { onSuccess: onDone, onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Confirm ${fact.key}`}>
      <TextField label="Source" error={errors.source?.name?.message} {...register('source.name')} />
      <TextField label="Source address" error={errors.source?.url?.message} {...register('source.url')} />
      <TextField label="Checked on (YYYY-MM-DD)" error={errors.verifiedAt?.message} {...register('verifiedAt')} />
      <FormFooter label={`Confirm ${fact.key}`} busy={confirm.isPending} error={confirm.error} fields={FIELDS} />
    </form>
  );
}
