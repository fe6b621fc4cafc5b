import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  type ContactRequest,
  type ContactRequestInput,
  ContactRequestSchema,
  type ContactSubject,
  needsLoginDetails,
} from '@contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { type DefaultValues, type UseFormSetError, useForm } from 'react-hook-form';
import { useSession } from '../../../app/session';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { CONTACT_SUCCESS, contactErrorText, useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject.code, label: subject.label }));
const FORM_FIELDS = new Set(['firstName', 'lastName', 'email', 'subject', 'message', 'loginMobile', 'loginEmail']);

type Outcome = { tone: 'success' | 'error'; text: string } | null;
interface Signed {
  firstName: string;
  lastName: string;
  email: string;
}

function blankForm(subject: ContactSubject | undefined, user: Signed | null): DefaultValues<ContactRequestInput> {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    // '' selects the "Select a subject" placeholder; the schema refuses it on submit.
    subject: subject ?? ('' as ContactSubject),
    message: '',
    loginMobile: '',
    loginEmail: '',
  };
}

function showServerFields(error: unknown, setError: UseFormSetError<ContactRequestInput>) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (FORM_FIELDS.has(field)) setError(field as keyof ContactRequestInput, { type: 'server', message });
  }
}

/** SPEC 2.7 / 5: the contact form; login details are asked only for login and sign-up problems. */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const { user } = useSession();
  const messageId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, dirtyFields },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: blankForm(initialSubject, null),
  });

  // Prefill the signed-in traveller's name and e-mail without overwriting anything they typed.
  useEffect(() => {
    if (!user) return;
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (!dirtyFields[field] && !getValues(field)) setValue(field, user[field]);
    }
  }, [user, dirtyFields, getValues, setValue]);

  const subject = watch('subject');
  const message = watch('message') ?? '';
  const askLoginDetails = needsLoginDetails(subject ?? '');

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      reset(blankForm(undefined, user));
      setOutcome({ tone: 'success', text: CONTACT_SUCCESS });
    } catch (error) {
      showServerFields(error, setError);
      setOutcome({ tone: 'error', text: contactErrorText(error) });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Contact support">
      <div className={styles.pair}>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={80}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={80}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField
        label="Subject"
        placeholder="Select a subject"
        options={SUBJECT_OPTIONS}
        error={errors.subject?.message}
        {...register('subject')}
      />
      {askLoginDetails ? (
        <fieldset className={styles.loginDetails}>
          <legend>Details of the account you are trying to use</legend>
          <div className={styles.pair}>
            <TextField
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={15}
              hint="10 to 15 digits"
              error={errors.loginMobile?.message}
              {...register('loginMobile')}
            />
            <TextField
              label="Login email"
              type="email"
              autoComplete="off"
              maxLength={254}
              error={errors.loginEmail?.message}
              {...register('loginEmail')}
            />
          </div>
        </fieldset>
      ) : null}
      <div className={styles.messageField}>
        <label htmlFor={messageId}>Message</label>
        <textarea
          id={messageId}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${messageId}-count${errors.message ? ` ${messageId}-error` : ''}`}
          {...register('message')}
        />
        <p id={`${messageId}-count`} className={styles.count}>
          {message.length.toLocaleString('en-IN')} / {CONTACT_MESSAGE_MAX.toLocaleString('en-IN')} characters
        </p>
        {errors.message ? (
          <p id={`${messageId}-error`} className={styles.error} role="alert">
            {errors.message.message}
          </p>
        ) : null}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" busy={send.isPending} busyLabel="Submitting...">
        Submit
      </Button>
    </form>
  );
}
