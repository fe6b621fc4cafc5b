import { isLang, type Lang } from '@contract/lang';
import { mailT } from '../../i18n';
import type { UserRow } from '../identity';
import type { OutgoingMessage } from '../notifications';

/** Messages about the account's own e-mail and mobile go out in the account's language, like its notifications. */
const languageOf = (user: UserRow): Lang => (isLang(user.language) ? user.language : 'en');

/** The code that confirms a new e-mail address or mobile number of the account. */
export function contactCodeMessage(
  product: string,
  user: UserRow,
  change: { channel: 'email' | 'mobile'; target: string; code: string },
): OutgoingMessage {
  const lang = languageOf(user);
  const t = mailT(lang);
  const { target: to, code } = change;
  if (change.channel === 'mobile') {
    return {
      channel: 'sms',
      to,
      purpose: 'change-mobile',
      text: t('changeEmail.mobileSms', { code, product }),
      code,
      lang,
    };
  }
  const paragraphs = [t('changeEmail.code', { email: to, product, code }), t('auth.ignore')];
  return {
    channel: 'email',
    to,
    purpose: 'change-email',
    subject: t('changeEmail.subject', { product }),
    text: paragraphs.join(' '),
    code,
    lang,
  };
}

/** Told to the old address once the account uses a new one. */
export function emailChangedNotice(
  product: string,
  user: UserRow,
  change: { newEmail: string; supportEmail: string },
): OutgoingMessage {
  const t = mailT(languageOf(user));
  return {
    channel: 'email',
    to: user.email,
    purpose: 'email-changed',
    subject: t('changeEmail.changedSubject', { product }),
    text: t('changeEmail.changedBody', { product, email: change.newEmail, support: change.supportEmail }),
    lang: languageOf(user),
  };
}
