import { contactSubjectLabel } from '@contract/contact';
import type { Lang } from '@contract/lang';
import { mailT, translateServerMessage } from '../../i18n';
import type { OutgoingMessage } from '../notifications';
import type { ContactMessageRow } from './repo';

function detailLines(row: ContactMessageRow): Array<[label: string, value: string]> {
  const lines: Array<[string, string]> = [
    ['Name', `${row.firstName} ${row.lastName}`],
    ['E-mail', row.email],
    ['Subject', contactSubjectLabel(row.subject)],
  ];
  if (row.loginMobile) lines.push(['Mobile on the account', row.loginMobile]);
  if (row.loginEmail) lines.push(['E-mail on the account', row.loginEmail]);
  if (row.userId) lines.push(['Signed-in user id', row.userId]);
  lines.push(['Reference', row.id]);
  return lines;
}

/** The copy that lands in the support inbox. */
export function supportNotification(row: ContactMessageRow, supportEmail: string): OutgoingMessage {
  const label = contactSubjectLabel(row.subject);
  return {
    channel: 'email',
    to: supportEmail,
    purpose: 'contact',
    subject: `[Contact] ${label} from ${row.firstName} ${row.lastName}`,
    text: `Message:\n${row.message}`,
    details: detailLines(row),
  };
}

/**
 * The acknowledgement the sender receives, in the language of the page they wrote from. It never repeats what they
 * wrote: the form accepts any address, so an echo would let anyone send their own text to a stranger from our domain.
 */
export function senderAcknowledgement(
  row: ContactMessageRow,
  options: { productName: string; supportEmail: string; lang: Lang },
): OutgoingMessage {
  const { lang } = options;
  const t = mailT(lang);
  const subject = translateServerMessage(contactSubjectLabel(row.subject), lang);
  const received = t('contactReceipt.received', {
    name: row.firstName,
    product: options.productName,
    subject,
    hours: t('contactReceipt.hours'),
  });
  const addMore = t('contactReceipt.addMore', { support: options.supportEmail, ref: row.id });
  return {
    channel: 'email',
    to: row.email,
    purpose: 'contact-receipt',
    subject: t('contactReceipt.subject', { subject }),
    text: `${received}\n\n${addMore}`,
    lang,
  };
}
