import { DOCUMENT_MAX_BYTES, type DocumentChoice } from '@contract/account/documents';
import type { ChecklistItem } from '@contract/apply/applications';
import { SelectField } from '@web/components/ui/field';
import { useStoredText } from '@web/i18n/use-stored-text';
import { errorMessage } from '@web/lib/error-message';
import { formatDate } from '@web/lib/format';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAttachDocument } from '../api/application';
import { useDocumentChoices, useUploadToVault } from '../api/vault';
import styles from './apply.module.css';
import { DocumentDropZone } from './document-drop-zone';
import { DocumentPreview, type PreviewSource } from './document-preview';

const STATUS_KEYS: Record<ChecklistItem['status'], string> = {
  missing: 'apply.checklist.status.missing',
  uploaded: 'apply.checklist.status.uploaded',
  accepted: 'apply.checklist.status.accepted',
  rejected: 'apply.checklist.status.rejected',
};
const HIDDEN = { hidden: <span className="visually-hidden" /> };
/** Checklist items that ask for a photograph (the catalogue's English wording). */
const PHOTO = /\bphoto/i;

/** A vault document as the select names it: file, upload date and the travellers it was used for. */
function useChoiceLabel() {
  const { t } = useTranslation();
  return (choice: DocumentChoice) => {
    const values = { name: choice.filename, date: formatDate(choice.createdAt) };
    return choice.travellers.length > 0
      ? t('apply.checklist.choiceFor', { ...values, travellers: choice.travellers.join(', ') })
      : t('apply.checklist.choice', values);
  };
}

/** One checklist item: its state and note, a document from the vault or a new upload (the vault's rules). */
export function ChecklistItemPicker({
  refId,
  item,
  travellerName,
  editable,
}: {
  refId: string;
  item: ChecklistItem;
  travellerName: string;
  editable: boolean;
}) {
  const choices = useDocumentChoices();
  const attach = useAttachDocument(refId);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadToVault(setProgress);
  const [choice, setChoice] = useState(item.documentId ?? '');
  const [chosenFile, setChosenFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const { t } = useTranslation();
  const storedText = useStoredText();
  const choiceLabel = useChoiceLabel();

  const attachDocument = (documentId: string) => {
    setError(null);
    attach.mutate(
      { itemId: item.id, documentId },
      { onError: (e) => setError(errorMessage(e, t('apply.checklist.attachFailed'))) },
    );
  };

  const uploadFile = (file: File) => {
    if (file.size > DOCUMENT_MAX_BYTES) {
      setError(t('apply.checklist.tooLarge'));
      return;
    }
    setError(null);
    setChosenFile(file);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (document) => {
        setChoice(document.id);
        attachDocument(document.id);
      },
      onError: (e) => {
        setChosenFile(null);
        setError(errorMessage(e, t('apply.checklist.uploadFailed')));
      },
      onSettled: () => setProgress(null),
    });
  };

  const offered = choices.data?.items ?? [];
  const options = offered.map((d) => ({ value: d.id, label: choiceLabel(d) }));
  const attached = offered.find((d) => d.id === choice);
  const preview: PreviewSource | null = chosenFile
    ? { name: chosenFile.name, type: chosenFile.type, file: chosenFile }
    : attached && item.status !== 'rejected'
      ? { name: attached.filename, type: attached.contentType, url: attached.url }
      : null;
  const itemLabel = storedText(item.label);
  const label = t('apply.checklist.itemFor', { item: itemLabel, traveller: travellerName });
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHead}>
        <span id={headingId}>
          <strong>{itemLabel}</strong>
          {item.required ? '' : t('apply.checklist.ifApplies')}
        </span>
        <span>{t(STATUS_KEYS[item.status])}</span>
      </div>
      {item.note ? <p className={styles.note}>{t('apply.checklist.note', { note: storedText(item.note) })}</p> : null}
      {editable ? (
        <div className={styles.itemControls}>
          <SelectField
            label={
              <span>
                <Trans i18nKey="apply.checklist.fromDocuments" values={{ label }} components={HIDDEN} />
              </span>
            }
            value={options.some((option) => option.value === choice) ? choice : ''}
            placeholder={t('apply.checklist.chooseDocument')}
            options={options}
            hint={t('apply.checklist.fromDocumentsHint')}
            onChange={(event) => {
              setChoice(event.target.value);
              setChosenFile(null);
              if (event.target.value) attachDocument(event.target.value);
            }}
          />
          <DocumentDropZone
            label={<Trans i18nKey="apply.checklist.upload" values={{ label }} components={HIDDEN} />}
            hint={t('apply.checklist.uploadHint')}
            error={error}
            photo={PHOTO.test(item.label)}
            disabled={upload.isPending}
            onFile={uploadFile}
          />
        </div>
      ) : null}
      {progress !== null ? (
        <div className={styles.uploadProgress}>
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('apply.checklist.uploading', { label })}
          />
          <span role="status">{t('apply.checklist.uploadingPercent', { percent: Math.round(progress * 100) })}</span>
        </div>
      ) : attach.isPending ? (
        <span role="status">{t('apply.saving')}</span>
      ) : null}
      {preview ? <DocumentPreview source={preview} /> : null}
    </li>
  );
}
