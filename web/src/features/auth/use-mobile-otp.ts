import { OTP_RESEND_SECONDS } from '@contract/auth';
import { type FormEvent, useState } from 'react';
import { authApi, errorText, retryAfterOf } from './api/auth-api';
import { useCountdown } from './use-countdown';

export const MOBILE_MAX = 10;
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
  const [mobile, setMobileValue] = useState('');
  const [otp, setOtpValue] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const countdown = useCountdown();

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
      const result = await authApi.sendMobileOtp(purpose ? { mobile, type: purpose } : { mobile });
      setSentTo(mobile);
      setOtpValue('');
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      waitAsTold(error);
      setMobileError(errorText(error, 'Failed to send OTP'));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (!sentTo) return;
    setFormError(null);
    setBusy('resend');
    try {
      const result = await authApi.resendMobileOtp(sentTo);
      if (result.type !== 'success') throw new Error(result.message);
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      waitAsTold(error);
      setFormError(errorText(error, 'Failed to resend OTP'));
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
        await authApi.verifyMobileOtp(sentTo, otp);
      } catch (error) {
        setOtpError(errorText(error, steps.otpFailure));
        return;
      }
      try {
        await steps.afterCode(sentTo);
      } catch (error) {
        setFormError(errorText(error, steps.afterCodeFailure));
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
    setMobile: (value: string) => setMobileValue(digitsOnly(value).slice(0, MOBILE_MAX)),
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
