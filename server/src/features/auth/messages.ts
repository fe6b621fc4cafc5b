import type { Lang } from '@contract/lang';
import { mailT } from '../../i18n';
import type { OutgoingMessage } from '../notifications';

/** An e-mail rendered by the branded template (features/notifications/templates.ts). */
function email(
  to: string,
  purpose: string,
  subject: string,
  paragraphs: string[],
  extra: Pick<OutgoingMessage, 'code' | 'link' | 'linkLabel'>,
): OutgoingMessage {
  return { channel: 'email', to, purpose, subject, text: paragraphs.join('\n\n'), ...extra };
}

/** Codes and links go out in the language of the page that asked for them. */
export function signupCodeEmail(product: string, to: string, code: string, lang: Lang = 'en'): OutgoingMessage {
  const t = mailT(lang);
  return {
    ...email(
      to,
      'signup',
      t('auth.signupSubject', { product }),
      [t('auth.welcome', { product }), t('auth.signupCode', { code }), t('auth.ignore')],
      { code },
    ),
    lang,
  };
}

export function verifyEmailCodeEmail(product: string, to: string, code: string, lang: Lang = 'en'): OutgoingMessage {
  const t = mailT(lang);
  return {
    ...email(
      to,
      'verify-email',
      t('auth.verifySubject', { product }),
      [t('auth.verifyCode', { product, code }), t('auth.ignore')],
      {
        code,
      },
    ),
    lang,
  };
}

export function resetLinkEmail(product: string, to: string, link: string, lang: Lang = 'en'): OutgoingMessage {
  const t = mailT(lang);
  return {
    ...email(
      to,
      'reset',
      t('auth.resetSubject', { product }),
      [t('auth.resetRequested', { product }), t('auth.resetOpen', { link }), t('auth.resetOnce')],
      { link, linkLabel: t('auth.resetButton') },
    ),
    lang,
  };
}

export function loginCodeSms(product: string, to: string, code: string, lang: Lang = 'en'): OutgoingMessage {
  return { channel: 'sms', to, purpose: 'login', text: mailT(lang)('auth.loginSms', { code, product }), code, lang };
}

export function verifyMobileCodeSms(product: string, to: string, code: string, lang: Lang = 'en'): OutgoingMessage {
  const text = mailT(lang)('auth.verifyMobileSms', { code, product });
  return { channel: 'sms', to, purpose: 'verify-mobile', text, code, lang };
}

/** Sent instead of a sign-up code when the address already has an account: the answer stays the same. */
export function accountExistsEmail(product: string, to: string, link: string, lang: Lang = 'en'): OutgoingMessage {
  const t = mailT(lang);
  return {
    ...email(
      to,
      'signup-account-exists',
      t('auth.accountExistsSubject', { product }),
      [t('auth.accountExists', { product }), t('auth.accountExistsLogin', { link }), t('auth.ignore')],
      { link, linkLabel: t('auth.accountExistsButton') },
    ),
    lang,
  };
}
