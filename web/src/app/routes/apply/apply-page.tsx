import type { Application, SubmitResponse, TravelDates, TravellerInput } from '@contract/apply/applications';
import { countryInSentence, VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@web/app/session';
import { SignedInOnly } from '@web/app/signed-in-only';
import { ReadyToFly } from '@web/components/trip-answer/ready-to-fly';
import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import {
  applicationKey,
  useApplication,
  useCreateApplication,
  useUpdateApplication,
} from '@web/features/apply/api/application';
import { useApplicationTripCheck } from '@web/features/apply/api/application-trip-check';
import { useApplyOptions } from '@web/features/apply/api/get-apply-options';
import styles from '@web/features/apply/components/apply.module.css';
import { DatesStep } from '@web/features/apply/components/dates-step';
import { checklistProgress, DocumentsStep } from '@web/features/apply/components/documents-step';
import { openRazorpayCheckout } from '@web/features/apply/components/razorpay-checkout';
import { ReviewStep } from '@web/features/apply/components/review-step';
import { StepNav } from '@web/features/apply/components/step-nav';
import { isStep, type StepId } from '@web/features/apply/components/steps';
import { TravellersStep } from '@web/features/apply/components/travellers-step';
import { VisaStep } from '@web/features/apply/components/visa-step';
import { useStoredText } from '@web/i18n/use-stored-text';
import { useCountryName } from '@web/lib/visa-text';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

const CODE = /^[A-Za-z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const applicationPath = (ref: string) => `/account/applications/${encodeURIComponent(ref)}`;

function pick(params: URLSearchParams, key: string, pattern: RegExp): string | null {
  const value = params.get(key);
  return value && pattern.test(value) ? value : null;
}

/** Where a resumed draft opens: the documents while some are missing, else the review. */
const resumeStep = (application: Application): StepId =>
  checklistProgress(application).done < checklistProgress(application).total ? 'documents' : 'review';

function Confirmation({ application }: { application: Application }) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const countryName = useCountryName();
  return (
    <section className={`card ${styles.card}`} aria-labelledby="done-title">
      <h2 id="done-title">{t('apply.done.title')}</h2>
      <Alert tone="success">
        <Trans
          i18nKey="apply.done.thanks"
          values={{
            ref: application.ref,
            option: storedText(application.option.name),
            country: countryInSentence(countryName(application.country, application.countryName)),
          }}
          components={{ strong: <strong /> }}
        />
      </Alert>
      <p>
        <Trans
          i18nKey="apply.done.follow"
          components={{
            page: <Link to={applicationPath(application.ref)} />,
            history: <Link to={paths.account.visaHistory} />,
          }}
        />
      </p>
    </section>
  );
}

/** The trip check of the draft's dates for each traveller, once the travellers are saved. */
function ApplicationReadiness({ application }: { application: Application }) {
  const check = useApplicationTripCheck(application);
  return check.data ? <ReadyToFly check={check.data} /> : null;
}

/** /apply: the application wizard, one page per step; every step is saved to the draft. */
export default function ApplyPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly checkingLabel={t('apply.page.checkingSession')}>
      <ApplyWizard />
    </SignedInOnly>
  );
}

function ApplyWizard() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const ref = params.get('ref');
  const application = useApplication(ref);
  const create = useCreateApplication();
  const update = useUpdateApplication(ref ?? '');
  const [paymentProblem, setPaymentProblem] = useState<string | null>(null);
  const { t } = useTranslation();

  const typeParam = params.get('type');
  const choice = {
    from: (pick(params, 'from', CODE) ?? 'IN').toUpperCase(),
    to: pick(params, 'to', CODE)?.toUpperCase() ?? null,
    type: (VISA_PURPOSES.includes(typeParam as VisaPurpose) ? typeParam : 'tourist') as VisaPurpose,
    optionId: params.get('option'),
  };
  const options = useApplyOptions(choice.to, choice.type);

  const goTo = (step: StepId, extra: Record<string, string> = {}) => {
    setPaymentProblem(null);
    const next = new URLSearchParams(params);
    next.delete('payment');
    for (const [key, value] of Object.entries({ ...extra, step })) next.set(key, value);
    setParams(next);
    window.scrollTo?.(0, 0);
  };

  if (ref && application.isLoading) return <Loading label={t('apply.page.loading')} />;
  if (ref && application.error) {
    return (
      <div className={`page container ${styles.page}`}>
        <h1>{t('apply.page.title')}</h1>
        <Alert tone="error">{t('apply.page.notFound')}</Alert>
        <Link to={paths.account.saved}>{t('apply.page.saved')}</Link>
      </div>
    );
  }
  const draft = application.data;
  const chosenOption = options.data?.items.find((option) => option.id === choice.optionId);
  const stepParam = params.get('step');
  const step: StepId = isStep(stepParam) ? stepParam : draft ? resumeStep(draft) : 'visa';
  if (draft && draft.status !== 'draft' && step !== 'done') return <Navigate to={applicationPath(draft.ref)} replace />;
  if (!draft && step !== 'visa' && step !== 'dates')
    return <Navigate to={`/apply?${new URLSearchParams({ ...Object.fromEntries(params), step: 'visa' })}`} replace />;
  if (step === 'dates' && !draft && !choice.optionId)
    return <Navigate to={`/apply?${new URLSearchParams({ ...Object.fromEntries(params), step: 'visa' })}`} replace />;

  const saveDates = async (dates: TravelDates) => {
    if (draft) {
      await update.mutateAsync(dates);
      goTo('travellers');
      return;
    }
    const created = await create.mutateAsync({
      optionId: choice.optionId ?? '',
      ...dates,
      travellers: [{ self: true }],
    });
    goTo('travellers', { ref: created.application.ref });
  };

  const saveTravellers = async (travellers: TravellerInput[]) => {
    await update.mutateAsync({ travellers });
    goTo('documents');
  };

  const submitted = (result: SubmitResponse) => {
    const { payment } = result;
    if (payment.status === 'paid') goTo('done');
    else if (payment.checkoutUrl) navigate(payment.checkoutUrl);
    else if (payment.razorpay) {
      openRazorpayCheckout(
        payment,
        { productName: PRODUCT_NAME, description: result.application.ref, email: user?.email ?? undefined },
        () => {
          queryClient.invalidateQueries({ queryKey: applicationKey(result.application.ref) });
          goTo('done');
        },
        () => queryClient.invalidateQueries({ queryKey: applicationKey(result.application.ref) }),
      ).catch(() => setPaymentProblem(t('apply.page.paymentOpenFailed')));
    }
  };

  const paymentFailed = params.get('payment') === 'failed';
  return (
    <div className={`page container ${styles.page}`}>
      <PageMeta title={t('apply.page.title')} description={t('apply.page.metaDescription')} path="/apply" />
      <h1>
        {t('apply.page.title')}
        {draft ? <span className={styles.muted}> · {draft.ref}</span> : null}
      </h1>
      <StepNav current={step} />
      {step === 'visa' ? (
        <VisaStep
          choice={choice}
          application={draft}
          onChange={(next) => {
            const updated = new URLSearchParams(params);
            for (const [key, value] of Object.entries({ to: next.to, type: next.type, option: next.optionId })) {
              if (value) updated.set(key, value);
              else updated.delete(key);
            }
            setParams(updated, { replace: true });
          }}
          onContinue={(optionId) => goTo('dates', { option: optionId })}
        />
      ) : null}
      {step === 'dates' ? (
        <DatesStep
          key={draft?.updatedAt ?? 'new'}
          initial={{
            start: draft?.start ?? pick(params, 'start', DATE) ?? '',
            end: draft?.end ?? pick(params, 'end', DATE) ?? '',
          }}
          processingDays={draft?.option.processingDays ?? chosenOption?.processingDays ?? null}
          onBack={() => goTo('visa')}
          onSave={saveDates}
        />
      ) : null}
      {step === 'travellers' && draft ? (
        <TravellersStep application={draft} onBack={() => goTo('dates')} onSave={saveTravellers} />
      ) : null}
      {step === 'documents' && draft ? (
        <DocumentsStep application={draft} onBack={() => goTo('travellers')} onContinue={() => goTo('review')} />
      ) : null}
      {step === 'review' && draft ? (
        <ReviewStep
          application={draft}
          notice={paymentFailed ? t('apply.page.paymentFailed') : paymentProblem}
          onBack={() => goTo('documents')}
          onSubmitted={submitted}
        />
      ) : null}
      {step === 'done' && draft ? <Confirmation application={draft} /> : null}
      {draft && (step === 'documents' || step === 'review') ? <ApplicationReadiness application={draft} /> : null}
    </div>
  );
}
