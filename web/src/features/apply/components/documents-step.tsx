import type { Application } from '@contract/apply/applications';
import { PhotoCheck } from '@web/components/photo-check/photo-check';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { useSavePhotoToVault } from '../api/vault';
import styles from './apply.module.css';
import { ChecklistItemPicker } from './checklist-item-picker';

export function checklistProgress(application: Application) {
  const required = application.checklist.filter((item) => item.required);
  const done = required.filter((item) => item.status !== 'missing' && item.status !== 'rejected');
  return { done: done.length, total: required.length };
}

/** Step 4: the checklist per traveller, filled from the document vault or with new uploads. */
export function DocumentsStep({
  application,
  onBack,
  onContinue,
}: {
  application: Application;
  onBack(): void;
  onContinue(): void;
}) {
  const { t } = useTranslation();
  const progress = checklistProgress(application);
  const savePhoto = useSavePhotoToVault();
  return (
    <section className={`card ${styles.card}`} aria-labelledby="documents-title">
      <h2 id="documents-title">{t('apply.documents.title')}</h2>
      <p id="documents-progress">{t('apply.documents.progress', { done: progress.done, count: progress.total })}</p>
      <progress
        className={styles.progress}
        max={progress.total}
        value={progress.done}
        aria-labelledby="documents-progress"
      />
      {application.travellers.map((traveller) => {
        const name = `${traveller.firstName} ${traveller.lastName}`.trim();
        return (
          <section key={traveller.id} aria-label={t('apply.documents.forTraveller', { name })}>
            <h3>{name}</h3>
            <ul className={styles.checklist}>
              {application.checklist
                .filter((item) => item.travellerId === traveller.id)
                .map((item) => (
                  <ChecklistItemPicker
                    key={item.id}
                    refId={application.ref}
                    item={item}
                    travellerName={name}
                    editable
                  />
                ))}
            </ul>
          </section>
        );
      })}
      {/* The photo, checked against the destination's specification and saved to the vault, is then one of the
          documents each checklist item offers. */}
      <PhotoCheck defaultDestination={application.country} onSave={(file) => savePhoto.mutateAsync(file)} />
      {progress.done < progress.total ? <Alert tone="info">{t('apply.documents.later')}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('apply.back')}
        </Button>
        <Button onClick={onContinue}>{t('apply.continue')}</Button>
      </div>
    </section>
  );
}
