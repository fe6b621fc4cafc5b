import { z } from 'zod';
import { EmailSchema } from './common';

/**
 * Grievances about personal data (docs/grievances-and-breaches.md): the public form, the promise it makes,
 * and the officer who answers. The deadlines are the privacy policy's (content/legal/privacy.md section 12).
 */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 24;
export const GRIEVANCE_RESOLVE_DAYS = 15;

const HOUR_MS = 60 * 60 * 1000;

/** When a grievance received at `receivedAt` must be acknowledged, and resolved. */
export function grievanceDeadlines(receivedAt: Date) {
  return {
    acknowledgeBy: new Date(receivedAt.getTime() + GRIEVANCE_ACKNOWLEDGE_HOURS * HOUR_MS),
    resolveBy: new Date(receivedAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS),
  };
}

/** What a grievance is about, in the order the form lists them (labels are translated on the web). */
export const GRIEVANCE_TOPICS = [
  { code: 'access', label: 'Access to my data' },
  { code: 'correction', label: 'Correcting my data' },
  { code: 'erasure', label: 'Erasing my data' },
  { code: 'consent', label: 'Consent or withdrawing it' },
  { code: 'misuse', label: 'Misuse or sharing of my data' },
  { code: 'breach', label: 'A suspected breach of my data' },
  { code: 'other', label: 'Something else about my data' },
] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number]['code'];
const TOPIC_CODES = GRIEVANCE_TOPICS.map((topic) => topic.code) as [GrievanceTopic, ...GrievanceTopic[]];
export const GrievanceTopicSchema = z.enum(TOPIC_CODES, { error: 'Choose what your grievance is about' });
export const grievanceTopicLabel = (code: string) =>
  GRIEVANCE_TOPICS.find((topic) => topic.code === code)?.label ?? code;

export const GRIEVANCE_DETAILS_MAX = 5000;
export const GRIEVANCE_NAME_MAX = 120;

export const GrievanceRequestSchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(GRIEVANCE_NAME_MAX, 'Name is too long'),
  email: EmailSchema,
  topic: GrievanceTopicSchema,
  details: z
    .string({ error: 'Describe your grievance' })
    .trim()
    .min(1, 'Describe your grievance')
    .max(GRIEVANCE_DETAILS_MAX, 'Keep your grievance under 5,000 characters'),
  /** An application reference the grievance is about, if any (HV-2026-000123). */
  applicationRef: z
    .string()
    .trim()
    .max(40, 'Application reference is too long')
    .optional()
    .transform((value) => (value ? value.toUpperCase() : null)),
});
export type GrievanceRequestInput = z.input<typeof GrievanceRequestSchema>;
export type GrievanceRequest = z.output<typeof GrievanceRequestSchema>;

export const GRIEVANCE_RECEIVED = 'Your grievance has been recorded. We have e-mailed you its reference.';

export const GrievanceReceiptSchema = z
  .object({
    message: z.string(),
    reference: z.string().describe('GRV-YYYY-NNNNNN: quote it in any later message'),
    acknowledgeBy: z.iso.datetime(),
    resolveBy: z.iso.datetime(),
  })
  .meta({ id: 'GrievanceReceipt' });
export type GrievanceReceipt = z.infer<typeof GrievanceReceiptSchema>;

/** The grievance officer named in the privacy policy (server configuration GRIEVANCE_OFFICER_*). */
export const GrievanceOfficerSchema = z
  .object({ name: z.string(), role: z.string(), email: z.string(), address: z.string() })
  .meta({ id: 'GrievanceOfficer' });
export type GrievanceOfficer = z.infer<typeof GrievanceOfficerSchema>;
