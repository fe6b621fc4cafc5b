import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import styles from './counted-text-area.module.css';

export interface CountedTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** What has been typed against the limit, in the page's language (e.g. "120 / 5,000 characters"). */
  count: string;
  error?: string;
}

/** A long text field (a message, a grievance) with a running count under it and its error below. */
export const CountedTextArea = forwardRef<HTMLTextAreaElement, CountedTextAreaProps>(function CountedTextArea(
  { label, count, error, id, ...textarea },
  ref,
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
        {...textarea}
      />
      <p id={`${fieldId}-count`} className={styles.count}>
        {count}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
