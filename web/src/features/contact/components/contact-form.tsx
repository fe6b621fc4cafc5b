import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MOBILE_DIGITS,
  CONTACT_MOBILE_FIELD_MAX,
  CONTACT_SUBJECTS,
  type ContactRequest,
  type ContactRequestInput,
  ContactRequestSchema,
  type ContactSubject,
  needsLoginDetails,
} from '@contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@web/app/session';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CountedTextArea } from '@web/components/ui/counted-text-area';
import { MobileField, SelectField, TextField } from '@web/components/ui/field';
import { EmailField, NameFields } from '@web/components/ui/person-fields';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage, showServerFieldErrors } from '@web/lib/error-message';
import { formatLocale } from '@web/lib/format';
import { usePrefill } from '@web/lib/use-prefill';
import { useMemo, useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_ERRORS, CONTACT_SUCCESS, useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject.code, label: subject.label }));
const FORM_FIELDS = new Set(['firstName', 'lastName', 'email', 'subject', 'message', 'loginMobile', 'loginEmail']);

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

/** The contact form (docs/product/site.md#contact); login details are asked only for login and sign-up problems. */
export function ContactForm({ initialSubject }: { initialSubject?: ContactSubject }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: blankForm(initialSubject, null),
  });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = form;

  const known = useMemo(
    () => (user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null),
    [user],
  );
  usePrefill(form, known);

  const subject = watch('subject');
  const message = watch('message') ?? '';
  const askLoginDetails = needsLoginDetails(subject ?? '');

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send.mutateAsync(values);
      reset(blankForm(undefined, user));
      setOutcome({ tone: 'success', text: messageText(CONTACT_SUCCESS) });
    } catch (error) {
      showServerFieldErrors(error, setError, (field) => FORM_FIELDS.has(field));
      setOutcome({ tone: 'error', text: messageText(errorMessage(error, CONTACT_ERRORS)) });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('contact.formLabel')}>
      <NameFields
        className={styles.pair}
        firstName={{ error: errors.firstName?.message, ...register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...register('lastName') }}
      />
      <EmailField maxLength={254} error={errors.email?.message} {...register('email')} />
      <SelectField
        label={t('contact.subject')}
        placeholder={t('contact.selectSubject')}
        options={SUBJECT_OPTIONS.map((option) => ({ ...option, label: messageText(option.label) }))}
        error={errors.subject?.message}
        {...register('subject')}
      />
      {askLoginDetails ? (
        <fieldset className={styles.loginDetails}>
          <legend>{t('contact.accountDetails')}</legend>
          <div className={styles.pair}>
            <MobileField
              label={t('contact.mobile')}
              digits={CONTACT_MOBILE_DIGITS}
              autoComplete="tel"
              maxLength={CONTACT_MOBILE_FIELD_MAX}
              hint="10 to 15 digits"
              error={errors.loginMobile?.message}
              {...register('loginMobile')}
            />
            <TextField
              label={t('contact.loginEmail')}
              type="email"
              autoComplete="off"
              maxLength={254}
              error={errors.loginEmail?.message}
              {...register('loginEmail')}
            />
          </div>
        </fieldset>
      ) : null}
      <CountedTextArea
        label={t('contact.message')}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        count={t('contact.count', {
          count: message.length,
          typed: message.length.toLocaleString(formatLocale()),
          max: CONTACT_MESSAGE_MAX.toLocaleString(formatLocale()),
        })}
        error={errors.message ? messageText(errors.message.message ?? '') : undefined}
        {...register('message')}
      />
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" busy={send.isPending} busyLabel={t('auth.submitting')}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
