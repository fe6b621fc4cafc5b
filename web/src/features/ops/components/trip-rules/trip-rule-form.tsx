import { todayInIndia } from '@contract/dates';
import { type OpsTripRule, TripRuleEditSchema } from '@contract/ops/trip-rules';
import { TripRuleBodySchema } from '@contract/trip-check';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { useSaveTripRule } from '../../api/trip-rules';
import { CheckboxField, FormFooter, TextAreaField } from '../console-form';
import styles from '../ops.module.css';

/** The rule as typed: its body as JSON (one of the six shapes of DESIGN 13), read into the contract's edit. */
const TripRuleFormSchema = z
  .object({
    passport: z.string(),
    country: z.string(),
    rule: z.string(),
    note: z.string(),
    source: z.object({ name: z.string(), url: z.string() }),
    verifiedAt: z.string(),
    unverified: z.boolean(),
  })
  .transform((form, ctx) => {
    let rule: unknown;
    try {
      rule = JSON.parse(form.rule);
    } catch {
      ctx.addIssue({ code: 'custom', path: ['rule'], message: 'Write the rule as JSON' });
      return z.NEVER;
    }
    const checked = TripRuleBodySchema.safeParse(rule);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      ctx.addIssue({ code: 'custom', path: ['rule'], message: `${where}${issue?.message ?? 'Not a rule'}` });
      return z.NEVER;
    }
    return { ...form, rule: checked.data } as z.input<typeof TripRuleEditSchema>;
  })
  .pipe(TripRuleEditSchema);
type TripRuleFormInput = z.input<typeof TripRuleFormSchema>;
type TripRuleFormOutput = z.output<typeof TripRuleFormSchema>;
const FIELDS = ['passport', 'country', 'rule', 'note', 'source.name', 'source.url', 'verifiedAt'] as const;

/**
 * An admin's edit of one rule: the rule, its source and the date the source was checked (all required; the
 * date starts at today, as a change is checked against its source now). Opened at the rule's version: a change
 * someone else saved in between is refused (409) rather than overwritten.
 */
export function TripRuleForm({ rule, save }: { rule: OpsTripRule; save: ReturnType<typeof useSaveTripRule> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TripRuleFormInput, unknown, TripRuleFormOutput>({
    resolver: zodResolver(TripRuleFormSchema),
    defaultValues: {
      passport: rule.passport,
      country: rule.country,
      rule: JSON.stringify(rule.rule, null, 2),
      note: rule.note,
      source: rule.source,
      verifiedAt: todayInIndia(),
      unverified: rule.unverified,
    },
  });
  const submit = handleSubmit((edit) =>
    save.mutate(
      { id: rule.id, edit: { ...edit, version: rule.version } },
      { onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit rule ${rule.id}`}>
      <TextField label="Passport (country code or *)" error={errors.passport?.message} {...register('passport')} />
      <TextField label="Country (code, * or SCHENGEN)" error={errors.country?.message} {...register('country')} />
      <TextAreaField
        label="Rule (JSON)"
        rows={8}
        spellCheck={false}
        error={errors.rule?.message}
        {...register('rule')}
      />
      <TextField label="Note" error={errors.note?.message} {...register('note')} />
      <TextField label="Source" error={errors.source?.name?.message} {...register('source.name')} />
      <TextField label="Source address" error={errors.source?.url?.message} {...register('source.url')} />
      <TextField label="Verified on (YYYY-MM-DD)" error={errors.verifiedAt?.message} {...register('verifiedAt')} />
      <CheckboxField label="Not yet confirmed by a source (shown as unverified)" {...register('unverified')} />
      <FormFooter label="Save rule" busy={save.isPending} error={save.error} fields={FIELDS} />
    </form>
  );
}
