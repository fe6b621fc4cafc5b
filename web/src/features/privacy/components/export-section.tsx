import { type DataExportRequest, DataExportRequestSchema } from '@contract/account/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { serverReason, showServerFieldErrors } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestExport } from '../api/privacy';
import styles from './privacy.module.css';

const EMPTY: DataExportRequest = { password: '' };

/**
 * "Download my data" (docs/privacy.md): the password again, then a job gathers everything we hold into a ZIP and
 * e-mails a link that works for 24 hours, only while the traveller is signed in.
 */
export function ExportSection() {
  const { t } = useTranslation();
  const request = useRequestExport();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DataExportRequest>({ defaultValues: EMPTY, resolver: zodResolver(DataExportRequestSchema) });

  const onValid = (values: DataExportRequest) => {
    setOutcome(null);
    request.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        setOutcome({ tone: 'success', text: t('privacy.export.queued') });
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, (name) => name in EMPTY);
        setOutcome({ tone: 'error', text: t('privacy.export.failed'), detail: serverReason(error, 'Export failed') });
      },
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="export-title">
      <h2 id="export-title" className={styles.sectionTitle}>
        {t('privacy.export.title')}
      </h2>
      <p className={styles.lead}>{t('privacy.export.lead')}</p>
      <OutcomeAlert outcome={outcome} />
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <TextField
          label={t('privacy.export.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" busy={request.isPending} busyLabel={t('privacy.export.requesting')}>
          {t('privacy.export.button')}
        </Button>
      </form>
    </section>
  );
}
