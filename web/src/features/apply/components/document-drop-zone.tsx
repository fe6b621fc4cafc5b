import { DOCUMENT_ACCEPT } from '@contract/account/documents';
import { type DragEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';

const ACCEPT = `${DOCUMENT_ACCEPT},application/pdf,image/jpeg,image/png`;

/**
 * Where a new file comes from: dropped on the zone, chosen with the file picker, or (where a photo is asked for)
 * taken with the phone's camera.
 */
export function DocumentDropZone({
  label,
  hint,
  error,
  photo,
  disabled,
  onFile,
}: {
  label: ReactNode;
  hint: string;
  error: string | null;
  /** A photo is asked for: offer the camera too. */
  photo: boolean;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const describedBy = `${inputId}-${error ? 'error' : 'hint'}`;
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <fieldset
      className={styles.dropZone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <label htmlFor={inputId} className={styles.dropLabel}>
        {label}
      </label>
      <p className={styles.dropText} aria-hidden="true">
        {t('apply.checklist.dropHere')}
      </p>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {photo ? (
        <label className={styles.cameraButton}>
          <input
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            className="visually-hidden"
            disabled={disabled}
            onChange={(event) => {
              take(event.target.files);
              event.target.value = '';
            }}
          />
          {t('apply.checklist.takePhoto')}
        </label>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
