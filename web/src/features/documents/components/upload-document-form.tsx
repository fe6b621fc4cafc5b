import type { DocumentType } from '@contract/account/documents';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { useUploadDocument } from '../api/upload-document';
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_ACCEPT, DOCUMENT_TYPE_OPTIONS } from '../document-types';
import styles from './documents.module.css';

const NO_FILE = 'Please choose a file first.';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Type select (passport by default) and one file; the new document appears at the top of the table. */
export function UploadDocumentForm() {
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>(DEFAULT_DOCUMENT_TYPE);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!file) {
      setMissingFile(true);
      fileInput.current?.focus();
      return;
    }
    upload.mutate(
      { type, file },
      {
        onSuccess: () => {
          setOutcome({ tone: 'success', text: 'File uploaded successfully!' });
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: () => setOutcome({ tone: 'error', text: 'Upload failed. Please try again.' }),
      },
    );
  };

  return (
    <form className={`card ${styles.uploadCard}`} onSubmit={submit} noValidate aria-labelledby="upload-title">
      <h2 id="upload-title" className={styles.uploadTitle}>
        Upload a document
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className={styles.uploadFields}>
        <SelectField
          label="Document type"
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as DocumentType)}
          options={DOCUMENT_TYPE_OPTIONS}
        />
        <TextField
          ref={fileInput}
          label="File"
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          className={styles.fileInput}
          hint="PDF, JPG or PNG, up to 10 MB."
          error={missingFile ? NO_FILE : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissingFile(false);
          }}
        />
      </div>
      <Button type="submit" busy={upload.isPending} busyLabel="Uploading...">
        Upload
      </Button>
    </form>
  );
}
