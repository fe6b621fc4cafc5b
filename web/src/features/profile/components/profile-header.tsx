import type { Profile } from '@contract/account/profile';
import { Alert, type Outcome } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveAvatar } from '../api/remove-avatar';
import { AVATAR_ACCEPT, useUploadAvatar } from '../api/upload-avatar';
import { greetingName, initialOf } from '../profile-form';
import styles from './profile.module.css';

function PhotoControls({ hasPhoto, onOutcome }: { hasPhoto: boolean; onOutcome(outcome: Outcome): void }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    onOutcome(null);
    upload.mutate(file, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('profile.header.photoUpdated') }),
      onError: () => onOutcome({ tone: 'error', text: t('profile.header.photoUploadFailed') }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  const onRemove = () => {
    onOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => onOutcome({ tone: 'success', text: t('profile.header.photoRemoved') }),
      onError: () => onOutcome({ tone: 'error', text: t('profile.saveFailed') }),
    });
  };

  return (
    <div className={styles.photoActions}>
      <input
        ref={input}
        type="file"
        name="avatar"
        accept={AVATAR_ACCEPT}
        hidden
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        size="sm"
        busy={upload.isPending}
        busyLabel={t('profile.header.uploading')}
        onClick={() => input.current?.click()}
      >
        {hasPhoto ? t('profile.header.changePhoto') : t('profile.header.uploadPhoto')}
      </Button>
      {hasPhoto ? (
        <Button
          variant="ghost"
          size="sm"
          busy={remove.isPending}
          busyLabel={t('profile.header.removing')}
          onClick={onRemove}
        >
          {t('profile.header.removePhoto')}
        </Button>
      ) : null}
    </div>
  );
}

/** Header card: avatar or initial, greeting, name, e-mail and mobile, and the photo buttons. */
export function ProfileHeader({ profile, userName }: { profile: Profile; userName: string | undefined }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const name = userName?.trim() || fullName;
  return (
    <section className={`card ${styles.header}`} aria-label={t('profile.header.label')}>
      {profile.avatarUrl ? (
        <img className={styles.avatar} src={profile.avatarUrl} alt={t('profile.header.label')} width={96} height={96} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {initialOf(name, profile.email)}
        </span>
      )}
      <div className={styles.identity}>
        <p className={styles.greeting}>
          {t('profile.header.greeting', { name: greetingName(name, t('profile.header.nobody')) })}
        </p>
        <p className={styles.name}>{fullName || profile.email}</p>
        <p className={styles.contact}>
          <span className="visually-hidden">{t('profile.header.emailLabel')}</span>
          {profile.email}
        </p>
        <p className={styles.contact}>
          <span className="visually-hidden">{t('profile.header.mobileLabel')}</span>
          {profile.mobile ?? t('profile.header.noMobile')}
        </p>
      </div>
      <PhotoControls hasPhoto={Boolean(profile.avatarUrl)} onOutcome={setOutcome} />
      {outcome ? (
        <div className={styles.headerMessage}>
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      ) : null}
    </section>
  );
}
