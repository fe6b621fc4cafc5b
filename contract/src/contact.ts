import { z } from 'zod';
import { EmailSchema } from './common';
import { nationalMobile } from './phone';

/** The ten subjects of the contact form (docs/product/site.md#contact), in the order the form lists them. */
export const CONTACT_SUBJECTS = [
  { code: 'vaa', label: 'Visa Application Assistance' },
  { code: 'ptq', label: 'Processing Time Queries' },
  { code: 'sdr', label: 'Specific Destination Requirements' },
  { code: 'cts', label: 'Customized Travel Solutions' },
  { code: 'fpi', label: 'Fee and Payment Information' },
  { code: 'login', label: 'Unable to Login' },
  { code: 'signup', label: 'Failed to do Signup' },
  { code: 'cr', label: 'Consultation Requests' },
  { code: 'partner', label: 'Partnership Requirement' },
  { code: 'feedback', label: 'Feedback' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['code'];
const SUBJECT_CODES = CONTACT_SUBJECTS.map((subject) => subject.code) as [ContactSubject, ...ContactSubject[]];

export const ContactSubjectSchema = z.enum(SUBJECT_CODES, { error: 'Choose a subject' });

/** Subjects about a failed login or sign-up ask for the mobile and e-mail of that account. */
export const needsLoginDetails = (subject: string) => subject === 'login' || subject === 'signup';

export const contactSubjectLabel = (code: string) =>
  CONTACT_SUBJECTS.find((subject) => subject.code === code)?.label ?? code;

export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_MOBILE_PATTERN = /^\d{10,15}$/;

const NAME_MAX = 80;
const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(NAME_MAX, 'Name is too long');
const optionalText = (max: number) => z.string().trim().max(max, 'This value is too long').optional().default('');

/** The most digits the contact form's mobile keeps (docs/product/site.md#contact), and room in the field for a pasted, spaced number. */
export const CONTACT_MOBILE_DIGITS = 15;
export const CONTACT_MOBILE_FIELD_MAX = 24;

export const ContactRequestSchema = z
  .object({
    firstName: requiredName('Enter your first name'),
    lastName: requiredName('Enter your last name'),
    email: EmailSchema,
    subject: ContactSubjectSchema,
    message: z
      .string({ error: 'Enter your message' })
      .trim()
      .min(1, 'Enter your message')
      .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters`),
    loginMobile: optionalText(40),
    loginEmail: optionalText(254),
  })
  .superRefine((value, ctx) => {
    if (!needsLoginDetails(value.subject)) return;
    if (!CONTACT_MOBILE_PATTERN.test(nationalMobile(value.loginMobile))) {
      ctx.addIssue({ code: 'custom', path: ['loginMobile'], message: 'Enter a mobile number of 10 to 15 digits' });
    }
    if (!EmailSchema.safeParse(value.loginEmail).success) {
      ctx.addIssue({ code: 'custom', path: ['loginEmail'], message: 'Enter the e-mail address of your account' });
    }
  })
  .transform((value) => {
    const withLogin = needsLoginDetails(value.subject);
    return {
      ...value,
      loginMobile: withLogin ? nationalMobile(value.loginMobile) : null,
      loginEmail: withLogin ? value.loginEmail.toLowerCase() : null,
    };
  });
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;
export type ContactRequest = z.output<typeof ContactRequestSchema>;

export const ContactMessageSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    subject: ContactSubjectSchema,
    message: z.string(),
    loginMobile: z.string().nullable(),
    loginEmail: z.string().nullable(),
    createdAt: z.string().describe('ISO timestamp'),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactResponseSchema = z.object({
  message: z.string(),
  contactMessage: ContactMessageSchema,
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
