import { contactSubjectLabel } from '@contract/contact';
import type { OutgoingMessage } from '../../lib/delivery';
import type { ContactMessageRow } from './repo';

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything a visitor typed is shown as text in e-mails, never as markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);

const paragraphs = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

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

function detailsText(row: ContactMessageRow): string {
  return detailLines(row)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function detailsHtml(row: ContactMessageRow): string {
  const rows = detailLines(row)
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table cellpadding="4">${rows}</table>`;
}

/** The copy that lands in the support inbox. */
export function supportNotification(row: ContactMessageRow, supportEmail: string): OutgoingMessage {
  const label = contactSubjectLabel(row.subject);
  return {
    channel: 'email',
    to: supportEmail,
    purpose: 'contact',
    subject: `[Contact] ${label} from ${row.firstName} ${row.lastName}`,
    text: `${detailsText(row)}\n\nMessage:\n${row.message}\n`,
    html: `${detailsHtml(row)}<h3>Message</h3><p>${paragraphs(row.message)}</p>`,
  };
}

/** The acknowledgement the sender receives, with a copy of what they wrote. */
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
    text: `${intro}\n\nYour message:\n${row.message}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><h3>Your message</h3><p>${paragraphs(row.message)}</p><p>${escapeHtml(outro)}</p>`,
  };
}
