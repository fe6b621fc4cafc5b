import { formatMomentDateTime } from '@contract/dates';
import { grievanceTopicLabel } from '@contract/grievances';
import type { Lang } from '@contract/lang';
import { mailT, translateServerMessage } from '../../i18n';
import type { OutgoingMessage } from '../notifications';
import type { GrievanceRow } from './repo';

/** Who answers grievances (configuration GRIEVANCE_OFFICER_*). */
export interface GrievanceOfficerSettings {
  name: string;
  role: string;
  email: string;
  address: string;
}

const langOf = (row: GrievanceRow): Lang => (row.lang === 'hi' ? 'hi' : 'en');
/** Deadlines are told in India's time, where the policy's promise is made. */
const when = (date: Date, lang: Lang) => `${formatMomentDateTime(date, lang, 'Asia/Kolkata')} IST`;

/**
 * The acknowledgement of receipt with the reference and both deadlines, in the language of the page the grievance
 * came from. Like the contact form's receipt, it never repeats what was written (no relay of anyone's text).
 */
export function grievanceReceipt(row: GrievanceRow, officer: GrievanceOfficerSettings): OutgoingMessage {
  const lang = langOf(row);
  const t = mailT(lang);
  const topic = translateServerMessage(grievanceTopicLabel(row.topic), lang);
  return {
    channel: 'email',
    to: row.email,
    purpose: 'grievance-receipt',
    subject: t('grievance.ackSubject', { ref: row.reference }),
    text: [
      t('grievance.received', { name: row.name, topic, ref: row.reference }),
      t('grievance.deadlines', { acknowledgeBy: when(row.acknowledgeBy, lang), resolveBy: when(row.resolveBy, lang) }),
      t('grievance.quote', { ref: row.reference, officerEmail: officer.email }),
    ].join('\n\n'),
    lang,
  };
}

/** Sent when an operator takes the case up (the policy's acknowledgement). */
export function grievanceAcknowledged(row: GrievanceRow): OutgoingMessage {
  const lang = langOf(row);
  const t = mailT(lang);
  return {
    channel: 'email',
    to: row.email,
    purpose: 'grievance-acknowledged',
    subject: t('grievance.acknowledgedSubject', { ref: row.reference }),
    text: t('grievance.acknowledged', { name: row.name, ref: row.reference, resolveBy: when(row.resolveBy, lang) }),
    lang,
  };
}

/** The outcome, with the officer's reply and how to appeal. */
export function grievanceOutcome(row: GrievanceRow, reply: string, officer: GrievanceOfficerSettings): OutgoingMessage {
  const lang = langOf(row);
  const t = mailT(lang);
  return {
    channel: 'email',
    to: row.email,
    purpose: 'grievance-resolved',
    subject: t('grievance.resolvedSubject', { ref: row.reference }),
    text: [
      t('grievance.resolved', { name: row.name, ref: row.reference }),
      reply,
      t('grievance.appeal', { ref: row.reference, officerEmail: officer.email }),
    ].join('\n\n'),
    lang,
  };
}

export type ReminderStage = 'acknowledge-soon' | 'acknowledge-overdue' | 'resolve-soon' | 'resolve-overdue';

/** To the grievance officer (operators read English: the console is English by decision). */
export function grievanceReminder(
  row: GrievanceRow,
  stage: ReminderStage,
  officer: GrievanceOfficerSettings,
  consoleUrl: string,
): OutgoingMessage {
  const step = stage.startsWith('acknowledge') ? 'acknowledge' : 'resolve';
  const dueAt = step === 'acknowledge' ? row.acknowledgeBy : row.resolveBy;
  const overdue = stage.endsWith('overdue');
  const due = when(dueAt, 'en');
  return {
    channel: 'email',
    to: officer.email,
    purpose: 'grievance-reminder',
    subject: `[Grievance] ${row.reference}: ${overdue ? `${step} was due ${due}` : `${step} by ${due}`}`,
    text: overdue
      ? `Grievance ${row.reference} is past its deadline to ${step} (${due}). Please ${step} it now.`
      : `Grievance ${row.reference} must be ${step === 'acknowledge' ? 'acknowledged' : 'resolved'} by ${due}.`,
    link: consoleUrl,
    linkLabel: 'Open the case',
    details: [
      ['Reference', row.reference],
      ['Topic', grievanceTopicLabel(row.topic)],
      ['Received', when(row.createdAt, 'en')],
    ],
  };
}
