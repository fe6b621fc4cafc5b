import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './field';

export interface OtpFieldProps extends Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'> {
  /** The longest code the field takes. */
  length?: number;
  /** A code of digits (the default) keeps only digits as it is typed; an authenticator field that also takes a
   * recovery code passes false. */
  digitsOnly?: boolean;
}

/** A one-time code input: the phone offers the code from the SMS or the password manager, a numeric keypad for digits. */
export const OtpField = forwardRef<HTMLInputElement, OtpFieldProps>(function OtpField(
  { length, digitsOnly = true, onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      inputMode={digitsOnly ? 'numeric' : undefined}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={length}
      onChange={(event) => {
        if (digitsOnly) event.target.value = event.target.value.replace(/\D/g, '');
        onChange?.(event);
      }}
      {...rest}
    />
  );
});
