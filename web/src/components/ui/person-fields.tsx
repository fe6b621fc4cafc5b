import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './field';

type PersonFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

/** The e-mail address of the sign-in, sign-up and contact forms, with the browser's e-mail autofill. */
export const EmailField = forwardRef<HTMLInputElement, PersonFieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return <TextField ref={ref} label={t('auth.email')} type="email" autoComplete="email" {...props} />;
});

/** First and last name side by side (`className` lays out the pair), each up to 80 characters. */
export function NameFields({
  className,
  firstName,
  lastName,
}: {
  className?: string;
  firstName: PersonFieldProps;
  lastName: PersonFieldProps;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <TextField label={t('auth.firstName')} autoComplete="given-name" maxLength={80} {...firstName} />
      <TextField label={t('auth.lastName')} autoComplete="family-name" maxLength={80} {...lastName} />
    </div>
  );
}
