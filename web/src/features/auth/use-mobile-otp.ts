import { OTP_RESEND_SECONDS } from '@contract/auth-limits';
import { errorMessage, retryAfterOf } from '@web/lib/error-message';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResendMobileOtp } from './api/resend-mobile-otp';
import { useSendMobileOtp } from './api/send-mobile-otp';
import { useVerifyMobileOtp } from './api/verify-mobile-otp';
import type { CodeForm, NumberForm } from './form-schemas';
import { useCountdown } from './use-countdown';
import { authValidation } from './validation';

interface MobileOtpOptions {
  /** 'login' asks the server for a code only for a registered, verified number. */
  purpose?: 'login';
  /** The number step's rule: the contract's, with the flow's own words for an empty field (./form-schemas.ts). */
  numberRule: 'loginNumber' | 'addedNumber';
}

interface VerifySteps {
  /** Shown on the code field when the code is refused. */
  otpFailure: string;
  /** What the flow does with the verified number (log in, add it to the account). */
  afterCode(mobile: string): Promise<void>;
  /** Shown above the form when that step fails. */
  afterCodeFailure: string;
}

/**
 * The number → SMS code → resend steps shared by the Mobile Login tab and the 'Verify your Mobile'
 * dialog: one form per step, one code at a time, a resend only after the server's wait (docs/product/accounts.md#codes).
 */
export function useMobileOtp({ purpose, numberRule }: MobileOtpOptions) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown();
  const sendMobileOtp = useSendMobileOtp();
  const resendMobileOtp = useResendMobileOtp();
  const verifyMobileOtp = useVerifyMobileOtp();
  const numberForm = useForm<NumberForm>({
    defaultValues: { mobile: '' },
    resolver: authValidation.resolver((loaded) => loaded.resolvers[numberRule]),
  });
  const codeForm = useForm<CodeForm>({
    defaultValues: { otp: '' },
    resolver: authValidation.resolver((loaded) => loaded.resolvers.code),
  });

  const waitAsTold = (error: unknown) => {
    const wait = retryAfterOf(error);
    if (wait) countdown.start(wait);
  };

  const sendNumber = numberForm.handleSubmit(async ({ mobile }) => {
    try {
      const result = await sendMobileOtp.mutateAsync(purpose ? { mobile, type: purpose } : { mobile });
      setSentTo(mobile);
      codeForm.reset();
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      waitAsTold(error);
      numberForm.setError('mobile', { type: 'server', message: errorMessage(error, t('auth.otpSendFailed')) });
    }
  });

  async function resend() {
    if (!sentTo) return;
    setFormError(null);
    setResending(true);
    try {
      const result = await resendMobileOtp.mutateAsync(sentTo);
      if (result.type !== 'success') throw new Error(result.message);
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      waitAsTold(error);
      setFormError(errorMessage(error, t('auth.otpResendFailed')));
    } finally {
      setResending(false);
    }
  }

  const verify = (steps: VerifySteps) =>
    codeForm.handleSubmit(async ({ otp }) => {
      if (!sentTo) return;
      setFormError(null);
      try {
        await verifyMobileOtp.mutateAsync({ mobile: sentTo, otp });
      } catch (error) {
        codeForm.setError('otp', { type: 'server', message: errorMessage(error, steps.otpFailure) });
        return;
      }
      try {
        await steps.afterCode(sentTo);
      } catch (error) {
        setFormError(errorMessage(error, steps.afterCodeFailure));
      }
    });

  return {
    numberForm,
    codeForm,
    mobileError: numberForm.formState.errors.mobile?.message,
    otpError: codeForm.formState.errors.otp?.message,
    sending: numberForm.formState.isSubmitting,
    verifying: codeForm.formState.isSubmitting,
    resending,
    sentTo,
    formError,
    notice,
    secondsLeft: countdown.secondsLeft,
    send: (event: FormEvent) => {
      setFormError(null);
      setNotice(null);
      return sendNumber(event);
    },
    resend,
    verify,
    changeNumber() {
      setSentTo(null);
      codeForm.reset();
      setNotice(null);
      setFormError(null);
    },
  };
}
