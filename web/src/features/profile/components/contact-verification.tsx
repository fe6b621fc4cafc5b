import { type Profile, VerifyContactSchema } from '@contract/account/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { OtpField } from '@web/components/ui/otp-field';
import { errorStatus } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useResendContactCode } from '../api/resend-contact-code';
import { useVerifyContact } from '../api/verify-contact';
import styles from './profile.module.css';

type Channel = 'email' | 'mobile';
type Outcome = { tone: 'success' | 'error' | 'info'; text: string } | null;

// An empty field counts as no code at all, so that it asks for one ('Enter OTP') rather than for six digits.
const CodeFormSchema = z.object({
  code: z.preprocess((value) => (value === '' ? undefined : value), VerifyContactSchema.shape.code),
});
type CodeFormInput = z.input<typeof CodeFormSchema>;
type CodeFormValues = z.output<typeof CodeFormSchema>;

/** Catalogue keys of the texts that name the channel. */
const TEXTS: Record<Channel, { verified: string; form: string; codeLabel: string }> = {
  email: {
    verified: 'profile.verify.emailVerified',
    form: 'profile.verify.confirmEmail',
    codeLabel: 'profile.verify.codeLabelEmail',
  },
  mobile: {
    verified: 'profile.verify.mobileVerified',
    form: 'profile.verify.confirmMobile',
    codeLabel: 'profile.verify.codeLabelMobile',
  },
};

function PendingChange({
  channel,
  target,
  onOutcome,
}: {
  channel: Channel;
  target: string;
  onOutcome(o: Outcome): void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyContact();
  const resend = useResendContactCode();
  const texts = TEXTS[channel];
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeFormInput, unknown, CodeFormValues>({
    defaultValues: { code: '' },
    resolver: zodResolver(CodeFormSchema),
  });

  const submit = handleSubmit(
    ({ code }) => {
      onOutcome(null);
      verify.mutate(
        { channel, code },
        {
          onSuccess: () => onOutcome({ tone: 'success', text: t(texts.verified) }),
          onError: (error) => {
            const wrongCode = errorStatus(error) === 422 || errorStatus(error) === 400;
            if (wrongCode) setError('code', { type: 'server', message: 'Invalid OTP' });
            onOutcome({ tone: 'error', text: t('profile.verify.failed') });
          },
        },
      );
    },
    () => onOutcome(null),
  );

  const sendAgain = () => {
    onOutcome(null);
    resend.mutate(
      { channel },
      {
        onSuccess: () => onOutcome({ tone: 'info', text: t('profile.verify.codeSent', { target }) }),
        onError: () => onOutcome({ tone: 'error', text: t('profile.verify.resendFailed') }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t(texts.form)}>
      <p className={styles.verifyText}>
        {channel === 'email' ? (
          <Trans i18nKey="profile.verify.instructionsEmail" values={{ target }} components={{ target: <strong /> }} />
        ) : (
          <Trans i18nKey="profile.verify.instructionsMobile" values={{ target }} components={{ target: <strong /> }} />
        )}
      </p>
      <div className={styles.verifyRow}>
        <OtpField label={t(texts.codeLabel)} length={6} error={errors.code?.message} {...register('code')} />
        <div className={styles.verifyButtons}>
          <Button type="submit" busy={verify.isPending} busyLabel={t('profile.verify.verifying')}>
            {t('profile.verify.verify')}
          </Button>
          <Button variant="ghost" busy={resend.isPending} busyLabel={t('profile.verify.sending')} onClick={sendAgain}>
            {t('profile.verify.resend')}
          </Button>
        </div>
      </div>
    </form>
  );
}

export const CONTACT_VERIFICATION_ID = 'contact-verification';

/** A new e-mail or mobile saved with the profile applies only once the code sent to it comes back. */
export function ContactVerification({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = [
    { channel: 'email' as const, target: profile.pendingEmail },
    { channel: 'mobile' as const, target: profile.pendingMobile },
  ].filter((change): change is { channel: Channel; target: string } => Boolean(change.target));

  if (pending.length === 0 && !outcome) return null;
  return (
    <section id={CONTACT_VERIFICATION_ID} className={`card ${styles.verify}`} aria-label={t('profile.verify.label')}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {pending.map((change) => (
        <PendingChange key={change.channel} channel={change.channel} target={change.target} onOutcome={setOutcome} />
      ))}
    </section>
  );
}
