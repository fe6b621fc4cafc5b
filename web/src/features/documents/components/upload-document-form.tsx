import {
  DOCUMENT_ACCEPT,
  type UploadDocumentFormInput,
  UploadDocumentFormSchema,
  type UploadDocumentFormValues,
} from '@contract/account/documents';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import { serverReason, showServerFieldErrors } from '@web/lib/error-message';
import { type ChangeEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUploadDocument } from '../api/upload-document';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPE_OPTIONS } from '../document-types';
import styles from './documents.module.css';

/** The server's fixed message for a failed upload; a reason it gives beyond it shows under the banner. */
const UPLOAD_FAILED = 'Upload failed. Please try again.';

/** Type select (passport by default) and one file; the new document appears at the top of the table. */
export function UploadDocumentForm() {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<UploadDocumentFormInput, unknown, UploadDocumentFormValues>({
    defaultValues: { type: DEFAULT_DOCUMENT_TYPE, file: null },
    resolver: zodResolver(UploadDocumentFormSchema),
  });

  /** The picker's filter can be switched to "All files": another type is refused before any upload. */
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setOutcome(null);
    const refused = chosen ? UploadDocumentFormSchema.shape.file.safeParse(chosen).error : undefined;
    setValue('file', refused ? null : chosen);
    if (!refused) return clearErrors('file');
    event.target.value = '';
    setError('file', { type: 'validate', message: refused.issues[0]?.message });
  };

  const send = (values: UploadDocumentFormValues) =>
    upload.mutate(values, {
      onSuccess: () => {
        setOutcome({ tone: 'success', text: t('documents.upload.done') });
        setValue('file', null);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, (name) => name === 'type');
        setOutcome({ tone: 'error', text: t('documents.upload.failed'), detail: serverReason(error, UPLOAD_FAILED) });
      },
    });

  const submit = handleSubmit(send, (invalid) => {
    if (invalid.file) fileInput.current?.focus();
  });

  return (
    <form
      className={`card ${styles.uploadCard}`}
      onSubmit={(event) => {
        setOutcome(null);
        return submit(event);
      }}
      noValidate
      aria-labelledby="upload-title"
    >
      <h2 id="upload-title" className={styles.uploadTitle}>
        {t('documents.upload.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      <div className={styles.uploadFields}>
        <SelectField
          label={t('documents.upload.type')}
          options={DOCUMENT_TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          ref={fileInput}
          label={t('documents.upload.file')}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          className={styles.fileInput}
          hint={t('documents.upload.hint')}
          error={errors.file?.message}
          onChange={pick}
        />
      </div>
      <Button type="submit" busy={upload.isPending} busyLabel={t('documents.upload.uploading')}>
        {t('documents.upload.submit')}
      </Button>
    </form>
  );
}
