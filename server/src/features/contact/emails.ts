import { contactSubjectLabel } from '@contract/contact';
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
 * The acknowledgement the sender receives. It never repeats what they wrote: the form accepts any
 * address, so an echo would let anyone send their own text to a stranger from our domain.
 */
export function senderAcknowledgement(
  row: ContactMessageRow,
  options: { productName: string; supportEmail: string },
): OutgoingMessage {
  const label = contactSubjectLabel(row.subject);
  const hours = 'Monday to Sunday, 9 AM to 8 PM IST';
  const intro = `Hello ${row.firstName}, thank you for writing to ${options.productName}. We have received your query about "${label}" and our support team will reply to this address, usually within one working day. Support hours: ${hours}.`;
  const outro = `If you need to add anything, reply to ${options.supportEmail} and quote the reference ${row.id}.`;
  return {
    channel: 'email',
    to: row.email,
    purpose: 'contact-receipt',
    subject: `We received your query: ${label}`,
    text: `${intro}\n\n${outro}`,
  };
}
