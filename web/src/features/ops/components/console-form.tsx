import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import fieldStyles from '@web/components/ui/field.module.css';
import { fieldErrorsOf, showServerFieldErrors } from '@web/lib/error-message';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { type FieldPath, type FieldValues, get, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import styles from './ops.module.css';

/** A filter's schema: "Any" is the empty choice, anything else is what the API takes. */
export const anyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/**
 * A filter form: every change applies at once, and a value the API cannot take is named on its field instead.
 * `values` are the filters in force (e.g. from the address), shown as they are.
 */
export function useFilterForm<Input extends Record<string, string>, Output>(
  schema: z.ZodType<Output>,
  values: Input,
  onApply: (filters: Output) => void,
) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<Input, unknown, Output>,
    values,
  });
  const apply = handleSubmit(onApply);
  const field = (name: FieldPath<Input>) => ({
    ...register(name, { onChange: () => void apply() }),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
  return { apply, field };
}

const TEXT_FIELDS = ['body'] as const;

type SendText = (body: string, outcome: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

interface TextFormProps {
  schema: z.ZodType<{ body: string }, { body: string }>;
  label: string;
  id?: string;
  rows: number;
  submitLabel: string;
  send: SendText;
  /** The sending request's state. */
  request: { isPending: boolean; error: Error | null };
}

/** A form of one text (a note, a reply): cleared once sent; the server's message about the text shows on its field. */
export function TextForm({ schema, label, id, rows, submitLabel, send, request }: TextFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<{ body: string }>({ resolver: zodResolver(schema), defaultValues: { body: '' } });
  const submit = handleSubmit(({ body }) =>
    send(body, { onSuccess: () => reset(), onError: (error) => showServerFieldErrors(error, setError, TEXT_FIELDS) }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField label={label} id={id} rows={rows} error={errors.body?.message} {...register('body')} />
      <FormFooter
        label={submitLabel}
        size="sm"
        disabled={!watch('body').trim()}
        busy={request.isPending}
        error={request.error}
        fields={TEXT_FIELDS}
      />
    </form>
  );
}

interface FormFooterProps {
  label: ReactNode;
  busy: boolean;
  /** The request's failure; a failure the server named only per field shows on those fields instead. */
  error: Error | null;
  /** The names of the form's fields, to tell which of the server's messages show on them. */
  fields: readonly string[];
  size?: 'sm';
  disabled?: boolean;
  /** What shows once the request succeeded. */
  children?: ReactNode;
}

/** A console form's submit button with the request's outcome under it. */
export function FormFooter({ label, busy, error, fields, size, disabled, children }: FormFooterProps) {
  const onFields = Object.keys(fieldErrorsOf(error)).some((name) => fields.includes(name));
  return (
    <>
      <Button type="submit" size={size} disabled={disabled} busy={busy}>
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

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
}

/**
 * A labelled text area with its error announced and linked by aria-describedby, in the shared fields' look
 * (components/ui/field). Works with react-hook-form.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={fieldId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...rest}
      />
      {error ? (
        <p id={`${fieldId}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
