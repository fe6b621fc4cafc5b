import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { fieldErrorsOf } from '@web/lib/error-message';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** Puts the server's per-field messages of a refused request onto the form's fields of the same name. */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ReadonlyArray<FieldPath<Values>>,
) {
  const messages = fieldErrorsOf(error);
  for (const name of fields) if (messages[name]) setError(name, { type: 'server', message: messages[name] });
}

interface FormFooterProps {
  label: ReactNode;
  busy: boolean;
  /** The request's failure; a failure the server named only per field shows on those fields instead. */
  error: Error | null;
  /** The names of the form's fields, to tell which of the server's messages show on them. */
  fields: readonly string[];
  size?: 'sm';
  /** What shows once the request succeeded. */
  children?: ReactNode;
}

/** A console form's submit button with the request's outcome under it. */
export function FormFooter({ label, busy, error, fields, size, children }: FormFooterProps) {
  const onFields = Object.keys(fieldErrorsOf(error)).some((name) => fields.includes(name));
  return (
    <>
      <Button type="submit" size={size} busy={busy}>
        {label}
      </Button>
      {error && !onFields ? <Alert tone="error">{error.message}</Alert> : null}
      {children}
    </>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label after it. Works with react-hook-form. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, ...rest },
  ref,
) {
  return (
    <label>
      <span>
        <input ref={ref} type="checkbox" {...rest} /> {label}
      </span>
    </label>
  );
});
