import { OTP_RESEND_SECONDS } from '@contract/auth';
import { mobileInput } from '@contract/phone';
import { errorMessage, retryAfterOf } from '@web/lib/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendMobileOtp } from './api/resend-mobile-otp';
import { useSendMobileOtp } from './api/send-mobile-otp';
import { useVerifyMobileOtp } from './api/verify-mobile-otp';
import { useCountdown } from './use-countdown';

const MOBILE_MAX = 10;
/** Room in the field for a number pasted with its prefix and spaces ("0091 98765 43210"); the state keeps 10 digits. */
export const MOBILE_FIELD_MAX = 20;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

interface MobileOtpOptions {
  /** 'login' asks the server for a code only for a registered, verified number. */
  purpose?: 'login';
  otpLength: number;
  emptyMobileMessage: string;
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
 * dialog: digits only, one code at a time, a resend only after the server's wait (SPEC 4.2, 5).
 */
export function useMobileOtp({ purpose, otpLength, emptyMobileMessage }: MobileOtpOptions) {
  const { t } = useTranslation();
  const [mobile, setMobileValue] = useState('');
  const [otp, setOtpValue] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const countdown = useCountdown();
  const sendMobileOtp = useSendMobileOtp();
  const resendMobileOtp = useResendMobileOtp();
  const verifyMobileOtp = useVerifyMobileOtp();

  const waitAsTold = (error: unknown) => {
    const wait = retryAfterOf(error);
    if (wait) countdown.start(wait);
  };

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    setNotice(null);
    if (!mobile.trim()) {
      setMobileError(emptyMobileMessage);
      return;
    }
    setMobileError(undefined);
    setBusy('send');
    try {
      const result = await sendMobileOtp.mutateAsync(purpose ? { mobile, type: purpose } : { mobile });
      setSentTo(mobile);
      setOtpValue('');
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      waitAsTold(error);
      setMobileError(errorMessage(error, t('auth.otpSendFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (!sentTo) return;
    setFormError(null);
    setBusy('resend');
    try {
      const result = await resendMobileOtp.mutateAsync(sentTo);
      if (result.type !== 'success') throw new Error(result.message);
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      waitAsTold(error);
      setFormError(errorMessage(error, t('auth.otpResendFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent, steps: VerifySteps) {
    event.preventDefault();
    if (!sentTo) return;
    if (!otp) {
      setOtpError('Enter OTP');
      return;
    }
    setOtpError(undefined);
    setFormError(null);
    setBusy('verify');
    try {
      try {
        await verifyMobileOtp.mutateAsync({ mobile: sentTo, otp });
      } catch (error) {
        setOtpError(errorMessage(error, steps.otpFailure));
        return;
      }
      try {
        await steps.afterCode(sentTo);
      } catch (error) {
        setFormError(errorMessage(error, steps.afterCodeFailure));
      }
    } finally {
      setBusy(null);
    }
  }

  function changeNumber() {
    setSentTo(null);
    setOtpValue('');
    setNotice(null);
    setFormError(null);
  }

  return {
    mobile,
    // Normalised before the 10-digit rule (SPEC 5), so a pasted "+91 98765 43210" keeps all ten digits.
    setMobile: (value: string) => setMobileValue(mobileInput(value, MOBILE_MAX)),
    otp,
    setOtp: (value: string) => setOtpValue(digitsOnly(value).slice(0, otpLength)),
    sentTo,
    mobileError,
    otpError,
    formError,
    notice,
    busy,
    secondsLeft: countdown.secondsLeft,
    send,
    resend,
    verify,
    changeNumber,
  };
}
