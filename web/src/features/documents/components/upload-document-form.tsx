import type { DocumentType } from '@contract/account/documents';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import { serverReason } from '@web/lib/server-reason';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadDocument } from '../api/upload-document';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_ACCEPT, DOCUMENT_TYPE_OPTIONS, isAcceptedDocument } from '../document-types';
import styles from './documents.module.css';

// Field messages in English; the field shows them in the page's language (the contract's messages catalogue).
const NO_FILE = 'Please choose a file first.';
const WRONG_TYPE = 'Choose a PDF, JPG or PNG file.';
const UPLOAD_FAILED = 'Upload failed. Please try again.';

/** Type select (passport by default) and one file; the new document appears at the top of the table. */
export function UploadDocumentForm() {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>(DEFAULT_DOCUMENT_TYPE);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setFileProblem(NO_FILE);
      fileInput.current?.focus();
      return;
    }
    upload.mutate(
      { type, file },
      {
        onSuccess: () => {
          setOutcome({ tone: 'success', text: t('documents.upload.done') });
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) =>
          setOutcome({ tone: 'error', text: t('documents.upload.failed'), detail: serverReason(error, UPLOAD_FAILED) }),
      },
    );
  };

  return (
    <form className={`card ${styles.uploadCard}`} onSubmit={submit} noValidate aria-labelledby="upload-title">
      <h2 id="upload-title" className={styles.uploadTitle}>
        {t('documents.upload.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      <div className={styles.uploadFields}>
        <SelectField
          label={t('documents.upload.type')}
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as DocumentType)}
          options={DOCUMENT_TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
        <TextField
          ref={fileInput}
          label={t('documents.upload.file')}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          className={styles.fileInput}
          hint={t('documents.upload.hint')}
          error={fileProblem}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setOutcome(null);
            // The picker's filter can be switched to "All files": refuse another type before any upload.
            if (chosen && !isAcceptedDocument(chosen.name)) {
              event.target.value = '';
              setFile(null);
              setFileProblem(WRONG_TYPE);
              return;
            }
            setFile(chosen);
            setFileProblem(undefined);
          }}
        />
      </div>
      <Button type="submit" busy={upload.isPending} busyLabel={t('documents.upload.uploading')}>
        {t('documents.upload.submit')}
      </Button>
    </form>
  );
}
