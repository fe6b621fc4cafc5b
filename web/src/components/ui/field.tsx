import { PASSWORD_MIN } from '@contract/auth-limits';
import { mobileInput } from '@contract/phone';
import { useMessageText } from '@web/i18n/use-message-text';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from './field.module.css';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const messageText = useMessageText();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error announced and linked by aria-describedby. Works with react-hook-form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={inputId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </FieldShell>
  );
});

/** A password being chosen (or confirmed): hidden, offered to password managers as new, of the contract's length. */
export const NewPasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function NewPasswordField(props, ref) {
  return <TextField ref={ref} type="password" autoComplete="new-password" minLength={PASSWORD_MIN} {...props} />;
});

interface MobileFieldProps extends TextFieldProps {
  /** How many digits the number keeps. */
  digits: number;
}

/**
 * A mobile number typed on a number pad. Spaces, dashes and a +91 / 0 prefix go as the number is typed or pasted,
 * before the form reads it, so a pasted "+91 98765 43210" keeps all its digits under the length rule (docs/product/site.md#contact).
 */
export const MobileField = forwardRef<HTMLInputElement, MobileFieldProps>(function MobileField(
  { digits, onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="tel"
      inputMode="numeric"
      {...rest}
      onChange={(event) => {
        event.target.value = mobileInput(event.target.value, digits);
        onChange?.(event);
      }}
    />
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, placeholder, className, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={selectId}
        className={[styles.input, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
