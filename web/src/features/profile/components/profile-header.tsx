import type { Profile } from '@contract/account/profile';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRemoveAvatar } from '../api/remove-avatar';
import { AVATAR_ACCEPT, useUploadAvatar } from '../api/upload-avatar';
import { greetingName, initialOf } from '../profile-form';
import styles from './profile.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function PhotoControls({ hasPhoto, onOutcome }: { hasPhoto: boolean; onOutcome(outcome: Outcome): void }) {
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    onOutcome(null);
    upload.mutate(file, {
      onSuccess: () => onOutcome({ tone: 'success', text: 'Profile photo updated.' }),
      onError: () => onOutcome({ tone: 'error', text: 'Photo upload failed. Please try again.' }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  const onRemove = () => {
    onOutcome(null);
    remove.mutate(undefined, {
      onSuccess: () => onOutcome({ tone: 'success', text: 'Profile photo removed.' }),
      onError: () => onOutcome({ tone: 'error', text: 'Failed to save profile' }),
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
        busyLabel="Uploading..."
        onClick={() => input.current?.click()}
      >
        {hasPhoto ? 'Change photo' : 'Upload photo'}
      </Button>
      {hasPhoto ? (
        <Button variant="ghost" size="sm" busy={remove.isPending} busyLabel="Removing..." onClick={onRemove}>
          Remove photo
        </Button>
      ) : null}
    </div>
  );
}

/** Header card: avatar or initial, greeting, name, e-mail and mobile, and the photo buttons. */
export function ProfileHeader({ profile, userName }: { profile: Profile; userName: string | undefined }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const name = userName?.trim() || fullName;
  return (
    <section className={`card ${styles.header}`} aria-label="Your profile">
      {profile.avatarUrl ? (
        <img className={styles.avatar} src={profile.avatarUrl} alt="Your profile" width={96} height={96} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {initialOf(name, profile.email)}
        </span>
      )}
      <div className={styles.identity}>
        <p className={styles.greeting}>Hello, {greetingName(name)}!</p>
        <p className={styles.name}>{fullName || profile.email}</p>
        <p className={styles.contact}>
          <span className="visually-hidden">Email: </span>
          {profile.email}
        </p>
        <p className={styles.contact}>
          <span className="visually-hidden">Mobile: </span>
          {profile.mobile ?? 'No mobile number added'}
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
