import { type Application, SubmitApplicationSchema, type SubmitResponse } from '@contract/apply/applications';
import { checkProcessingTime, type ProcessingCheck } from '@contract/processing-time';
import { zodResolver } from '@hookform/resolvers/zod';
import { TripActionItems } from '@web/components/trip-answer/ready-to-fly';
import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { useMessageText } from '@web/i18n/use-message-text';
import { useStoredText } from '@web/i18n/use-stored-text';
import { errorMessage } from '@web/lib/error-message';
import { formatRupees, formatShortDate } from '@web/lib/format';
import { useNotice } from '@web/lib/privacy-notice';
import { useSubmissionConsentsGiven } from '@web/lib/queries/privacy';
import { useToday } from '@web/lib/use-today';
import { useCountryName, useProcessingText, useTripDate } from '@web/lib/visa-text';
import { useEffect, useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useSubmitApplication } from '../api/application';
import { useApplicationTripCheck } from '../api/application-trip-check';
import { useWalletBalance } from '../api/vault';
import styles from './apply.module.css';
import { PassportChecks } from './passport-checks';
import { PriceTable } from './price-table';
import { RefundSummary } from './refund-summary';
import { StepActions } from './step-actions';
import { STEP_FAILED } from './steps';

const roundRupees = (value: number) => Math.round(value * 100) / 100;

/**
 * The wallet amount to offer: after an attempt that failed, the amount the traveller chose for it (its
 * credits came back); otherwise the most the wallet can pay. Never more than the wallet holds.
 */
function walletOffer(application: Application, balance: number) {
  const last = application.payments[0];
  const wanted = last?.status === 'failed' ? last.walletAmount : application.price.total;
  return roundRupees(Math.min(balance, wanted));
}

interface ReviewForm {
  walletAmount: string;
  gstin?: string | null;
  confirmLate: boolean;
  processing: boolean;
  embassySharing: boolean;
}

/**
 * The wallet amount as typed (the submit call's rule, and no more than the wallet holds), an optional business
 * GSTIN, and for a trip starting before the visa can be ready, the traveller's confirmation that they understand.
 */
const reviewFormSchema = (
  balance: number,
  late: boolean,
  texts: { min: string; max: string; confirmLate: string; consent: string },
) =>
  z.object({
    walletAmount: z
      .string()
      .trim()
      .min(1, texts.min)
      .transform(Number)
      .pipe(z.number({ error: texts.min }).min(0, texts.min).max(balance, texts.max))
      .pipe(SubmitApplicationSchema.shape.walletAmount.unwrap()),
    gstin: SubmitApplicationSchema.shape.gstin,
    confirmLate: z.boolean().refine((confirmed) => confirmed || !late, texts.confirmLate),
    // Both consents are needed to apply (docs/privacy.md): the server refuses the submit without them too.
    processing: z.boolean().refine(Boolean, texts.consent),
    embassySharing: z.boolean().refine(Boolean, texts.consent),
  });

/** The processing-time check of a trip whose visa cannot be ready before it starts (the dates step's "late" hint). */
function lateTrip(application: Application, today: string | null): ProcessingCheck | null {
  if (!today || application.start <= today) return null;
  const check = checkProcessingTime(today, application.start, application.option.processingDays);
  return check.late ? check : null;
}

/** Step 5: what is bought and for whom, the fees, the refund policy and how much of the wallet to use. */
export function ReviewStep({
  application,
  notice,
  onBack,
  onSubmitted,
}: {
  application: Application;
  notice: string | null;
  onBack(): void;
  onSubmitted(result: SubmitResponse): void;
}) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const countryName = useCountryName();
  const messageText = useMessageText();
  const balance = useWalletBalance().data?.balance ?? 0;
  const total = application.price.total;
  const submit = useSubmitApplication(application.ref);
  const tripCheck = useApplicationTripCheck(application).data;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const suggested = walletOffer(application, balance);
  const late = lateTrip(application, useToday());
  const schema = reviewFormSchema(balance, late !== null, {
    min: t('apply.review.walletMin'),
    max: t('apply.review.walletMax', { amount: formatRupees(balance) }),
    confirmLate: t('apply.review.lateConfirmRequired'),
    consent: t('apply.review.consentRequired'),
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<ReviewForm, unknown, z.output<typeof schema>>({
    defaultValues: {
      walletAmount: String(suggested),
      gstin: '',
      confirmLate: false,
      processing: false,
      embassySharing: false,
    },
    resolver: zodResolver(schema),
    mode: 'onChange',
    shouldFocusError: false,
  });

  // Consents given on an earlier attempt (a failed payment) stand: their boxes come back ticked.
  const consentsGiven = useSubmissionConsentsGiven(application.ref);
  useEffect(() => {
    if (!consentsGiven) return;
    setValue('processing', true, { shouldValidate: true });
    setValue('embassySharing', true, { shouldValidate: true });
  }, [consentsGiven, setValue]);

  // Until the traveller types an amount, it is the one offered (the balance arrives after the page).
  useEffect(() => {
    if (!dirtyFields.walletAmount) setValue('walletAmount', String(suggested), { shouldValidate: true });
  }, [suggested, dirtyFields.walletAmount, setValue]);

  const walletAmount = Number(watch('walletAmount'));
  const toPay = roundRupees(Math.max(0, total - Math.min(walletAmount || 0, total)));

  const pay = handleSubmit(({ processing, embassySharing, ...values }) => {
    setOutcome(null);
    submit.mutate(
      { ...values, consents: { processing, embassySharing } },
      {
        onSuccess: onSubmitted,
        onError: (error) => setOutcome({ tone: 'error', text: messageText(errorMessage(error, STEP_FAILED)) }),
      },
    );
  });

  return (
    <form className={`card ${styles.card}`} onSubmit={pay} noValidate aria-labelledby="review-title">
      <h2 id="review-title">{t('apply.review.title')}</h2>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <dl className={styles.summary}>
        <dt>{t('apply.review.reference')}</dt>
        <dd>{application.ref}</dd>
        <dt>{t('apply.review.visa')}</dt>
        <dd>
          {storedText(application.option.name)}, {countryName(application.country, application.countryName)}
        </dd>
        <dt>{t('apply.review.dates')}</dt>
        <dd>
          {t('apply.dateRange', {
            start: formatShortDate(application.start, true),
            end: formatShortDate(application.end, true),
          })}
        </dd>
        <dt>{t('apply.review.travellers')}</dt>
        <dd>{application.travellers.map((t) => `${t.firstName} ${t.lastName}`.trim()).join(', ')}</dd>
        <dt>{t('apply.review.processing')}</dt>
        <dd>{t('apply.workingDays', { count: application.option.processingDays })}</dd>
      </dl>
      {tripCheck ? <TripActionItems check={tripCheck} /> : null}
      <PassportChecks application={application} />
      <PriceTable price={application.price} />
      {application.price.estimate ? <p className={styles.muted}>{t('apply.review.estimates')}</p> : null}
      <RefundSummary price={application.price} />
      {balance > 0 ? (
        <TextField
          label={t('apply.review.wallet')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          max={Math.min(balance, total)}
          error={errors.walletAmount?.message}
          hint={t('apply.review.available', { amount: formatRupees(balance) })}
          {...register('walletAmount')}
        />
      ) : null}
      <TextField
        label={t('apply.review.gstin')}
        autoCapitalize="characters"
        hint={t('apply.review.gstinHint')}
        error={errors.gstin?.message ? messageText(errors.gstin.message) : undefined}
        {...register('gstin')}
      />
      {late ? (
        <LateConfirmation check={late} error={errors.confirmLate?.message} field={register('confirmLate')} />
      ) : null}
      <ConsentNotice
        destination={countryName(application.country, application.countryName)}
        errors={[errors.processing?.message, errors.embassySharing?.message]}
        fields={{ processing: register('processing'), embassySharing: register('embassySharing') }}
      />
      <OutcomeAlert outcome={outcome} />
      <StepActions onBack={onBack} busy={submit.isPending} busyLabel={t('apply.submitting')}>
        {toPay > 0 ? t('apply.review.pay', { amount: formatRupees(toPay) }) : t('apply.review.submit')}
      </StepActions>
    </form>
  );
}

/** The dates step's "you are late" hint again, and the box the traveller ticks to say they understand before paying. */
function LateConfirmation({
  check,
  error,
  field,
}: {
  check: ProcessingCheck;
  error?: string;
  field: UseFormRegisterReturn<'confirmLate'>;
}) {
  const { t } = useTranslation();
  const processingText = useProcessingText();
  const tripDate = useTripDate();
  const errorId = useId();
  return (
    <div className={styles.lateConfirm}>
      <Alert tone="warning">{processingText.forTrip(check)}</Alert>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
        />
        {t('apply.review.lateConfirm', { start: tripDate(check.start, true) })}
      </label>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The apply notice (what is collected and why) and its two consents, both needed to submit (docs/privacy.md). */
function ConsentNotice({
  destination,
  errors,
  fields,
}: {
  destination: string;
  errors: Array<string | undefined>;
  fields: { processing: UseFormRegisterReturn<'processing'>; embassySharing: UseFormRegisterReturn<'embassySharing'> };
}) {
  const { t } = useTranslation();
  const notice = useNotice('apply');
  const errorId = useId();
  const error = errors.find(Boolean);
  const described = error ? { 'aria-describedby': errorId } : {};
  return (
    <fieldset className={styles.consents}>
      <legend>{t('apply.review.consentTitle')}</legend>
      <p className={styles.muted}>
        {notice.summary} <Link to={paths.privacy}>{t('apply.review.consentPolicy')}</Link>
      </p>
      <label className={styles.checkbox}>
        <input type="checkbox" aria-invalid={errors[0] ? true : undefined} {...described} {...fields.processing} />
        {notice.consent('application-processing', destination)}
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" aria-invalid={errors[1] ? true : undefined} {...described} {...fields.embassySharing} />
        {notice.consent('embassy-sharing', destination)}
      </label>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
