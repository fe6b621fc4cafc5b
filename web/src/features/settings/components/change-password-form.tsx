import type { ChangePassword } from '@contract/account/settings';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { checkPasswordForm, PASSWORD_MISMATCH, type PasswordFormErrors } from '../password-form';
import styles from './settings.module.css';

const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePassword>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const field = (name: keyof ChangePassword) => ({
    name,
    type: 'password',
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const found = checkPasswordForm(values);
    setErrors(found);
    if (found.confirmPassword === PASSWORD_MISMATCH) setOutcome({ tone: 'error', text: PASSWORD_MISMATCH });
    if (Object.keys(found).length > 0) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setOutcome({ tone: 'success', text: 'Password changed successfully!' });
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? (error.fields as PasswordFormErrors) : {});
        setOutcome({ tone: 'error', text: 'Failed to change password' });
      },
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.sectionTitle}>
        Change Password
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
        <TextField label="New Password" autoComplete="new-password" {...field('newPassword')} />
        <TextField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" busy={change.isPending} busyLabel="Updating...">
          Update Password
        </Button>
      </form>
    </section>
  );
}
