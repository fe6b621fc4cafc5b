import { DOCUMENT_MAX_BYTES } from '@contract/account/documents';
import type { ChecklistItem } from '@contract/apply/applications';
import { SelectField, TextField } from '@web/components/ui/field';
import { useStoredText } from '@web/i18n/use-stored-text';
import { errorMessage } from '@web/lib/error-message';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAttachDocument } from '../api/application';
import { useUploadToVault, useVaultDocuments } from '../api/vault';
import styles from './apply.module.css';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const STATUS_KEYS: Record<ChecklistItem['status'], string> = {
  missing: 'apply.checklist.status.missing',
  uploaded: 'apply.checklist.status.uploaded',
  accepted: 'apply.checklist.status.accepted',
  rejected: 'apply.checklist.status.rejected',
};
const HIDDEN = { hidden: <span className="visually-hidden" /> };

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
  const vault = useVaultDocuments();
  const attach = useAttachDocument(refId);
  const upload = useUploadToVault();
  const [choice, setChoice] = useState(item.documentId ?? '');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const { t } = useTranslation();
  const storedText = useStoredText();

  const attachDocument = (documentId: string) => {
    setError(null);
    attach.mutate(
      { itemId: item.id, documentId },
      { onError: (e) => setError(errorMessage(e, t('apply.checklist.attachFailed'))) },
    );
  };

  const uploadFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setError(t('apply.checklist.tooLarge'));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (document) => {
        setChoice(document.id);
        attachDocument(document.id);
      },
      onError: (e) => setError(errorMessage(e, t('apply.checklist.uploadFailed'))),
    });
  };

  const options = (vault.data?.items ?? []).map((d) => ({ value: d.id, label: d.filename }));
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
            value={choice}
            placeholder={t('apply.checklist.chooseDocument')}
            options={options}
            onChange={(event) => {
              setChoice(event.target.value);
              if (event.target.value) attachDocument(event.target.value);
            }}
          />
          <TextField
            label={
              <span>
                <Trans i18nKey="apply.checklist.upload" values={{ label }} components={HIDDEN} />
              </span>
            }
            type="file"
            accept={ACCEPT}
            hint={t('apply.checklist.uploadHint')}
            error={error ?? undefined}
            onChange={(event) => uploadFile(event.target.files?.[0])}
          />
          {attach.isPending || upload.isPending ? <span role="status">{t('apply.saving')}</span> : null}
        </div>
      ) : null}
    </li>
  );
}
