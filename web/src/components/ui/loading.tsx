import styles from './loading.module.css';

/** A polite, visible loading message (e.g. 'Checking session…'). */
export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}
