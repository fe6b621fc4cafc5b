import {
  GRIEVANCE_DETAILS_MAX,
  GRIEVANCE_NAME_MAX,
  GRIEVANCE_TOPICS,
  type GrievanceReceipt,
  type GrievanceRequest,
  type GrievanceRequestInput,
  GrievanceRequestSchema,
  type GrievanceTopic,
} from '@contract/grievances';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@web/app/session';
import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CountedTextArea } from '@web/components/ui/counted-text-area';
import { SelectField, TextField } from '@web/components/ui/field';
import { EmailField } from '@web/components/ui/person-fields';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage, showServerFieldErrors } from '@web/lib/error-message';
import { formatDateTime, formatLocale } from '@web/lib/format';
import { usePrefill } from '@web/lib/use-prefill';
import { useMemo, useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GRIEVANCE_ERRORS, useFileGrievance } from '../api/file-grievance';
import styles from './grievance.module.css';

const FORM_FIELDS = new Set(['name', 'email', 'topic', 'details', 'applicationRef']);
const INDIA = 'Asia/Kolkata';

function blankForm(user: { firstName: string; lastName: string; email: string } | null) {
  return {
    name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
    // '' selects the placeholder; the schema refuses it on submit.
    topic: '' as GrievanceTopic,
    details: '',
    applicationRef: '',
  } satisfies DefaultValues<GrievanceRequestInput>;
}

/** The grievance form (docs/grievances-and-breaches.md): public, prefilled for a signed-in traveller. */
export function GrievanceForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const file = useFileGrievance();
  const form = useForm<GrievanceRequestInput, unknown, GrievanceRequest>({
    resolver: zodResolver(GrievanceRequestSchema),
    defaultValues: blankForm(null),
  });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = form;

  const known = useMemo(() => {
    if (!user) return null;
    const { name, email } = blankForm(user);
    return { name, email };
  }, [user]);
  usePrefill(form, known);

  const details = watch('details') ?? '';

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    setReceipt(null);
    try {
      const answer = await file.mutateAsync(values);
      reset(blankForm(user));
      setReceipt(answer);
    } catch (error) {
      showServerFieldErrors(error, setError, (field) => FORM_FIELDS.has(field));
      setOutcome({ tone: 'error', text: messageText(errorMessage(error, GRIEVANCE_ERRORS)) });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('grievance.formLabel')}>
      <TextField
        label={t('grievance.name')}
        autoComplete="name"
        maxLength={GRIEVANCE_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField maxLength={254} error={errors.email?.message} {...register('email')} />
      <SelectField
        label={t('grievance.topic')}
        placeholder={t('grievance.chooseTopic')}
        options={GRIEVANCE_TOPICS.map((topic) => ({ value: topic.code, label: messageText(topic.label) }))}
        error={errors.topic?.message}
        {...register('topic')}
      />
      <TextField
        label={t('grievance.applicationRef')}
        hint={t('grievance.applicationRefHint')}
        maxLength={40}
        autoComplete="off"
        error={errors.applicationRef?.message}
        {...register('applicationRef')}
      />
      <CountedTextArea
        label={t('grievance.details')}
        rows={7}
        maxLength={GRIEVANCE_DETAILS_MAX}
        count={t('grievance.count', {
          count: details.length,
          typed: details.length.toLocaleString(formatLocale()),
          max: GRIEVANCE_DETAILS_MAX.toLocaleString(formatLocale()),
        })}
        error={errors.details ? messageText(errors.details.message ?? '') : undefined}
        {...register('details')}
      />
      <OutcomeAlert outcome={outcome} />
      {receipt ? (
        <Alert
          tone="success"
          detail={t('grievance.promise', {
            acknowledgeBy: formatDateTime(receipt.acknowledgeBy, INDIA),
            resolveBy: formatDateTime(receipt.resolveBy, INDIA),
          })}
        >
          {t('grievance.recorded', { reference: receipt.reference })}
        </Alert>
      ) : null}
      <Button type="submit" busy={file.isPending} busyLabel={t('auth.submitting')}>
        {t('grievance.submit')}
      </Button>
    </form>
  );
}
