import type { TravellerPassportCheck } from '@contract/apply/passport-check';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { StatusTag } from '@web/components/ui/status-tag';
import { formatDateTime } from '@web/lib/format';
import { useOpsPassportCheck, useReadPassportAgain } from '../../api/application';
import styles from '../ops.module.css';

const STATES: Record<TravellerPassportCheck['state'], string> = {
  none: 'No passport attached',
  unread: 'Attached before passports were read: use Read again',
  unreadable: 'Could not be read: nothing is compared',
  read: 'Read: every check digit passed',
};

function Matches({ check }: { check: TravellerPassportCheck }) {
  if (check.matches.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption>What the form says against what the passport says — {check.name}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Form</th>
          <th scope="col">Passport</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {check.matches.map((match) => (
          <tr key={match.field}>
            <th scope="row">{match.label}</th>
            <td>{match.typed ?? '-'}</td>
            <td>{match.read ?? '-'}</td>
            <td>
              <StatusTag tone={match.ok ? 'success' : 'danger'} icon={match.ok ? 'check' : 'cross'}>
                {match.ok ? 'Matches' : 'Differs'}
              </StatusTag>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The zone as read, also when its check digits did not all pass (the operator compares it with the scan). */
function ReadFields({ check }: { check: TravellerPassportCheck }) {
  if (!check.mrz || check.state === 'read') return null;
  const { mrz } = check;
  return (
    <p className={styles.muted}>
      As read: {mrz.documentNumber} · {mrz.surname}, {mrz.givenNames} · born {mrz.birthDate ?? '?'} · expires{' '}
      {mrz.expiryDate ?? '?'} · {mrz.nationality}
    </p>
  );
}

function TravellerReview({ applicationRef, check }: { applicationRef: string; check: TravellerPassportCheck }) {
  const readAgain = useReadPassportAgain(applicationRef);
  const { documentId } = check;
  return (
    <div>
      <h3>{check.name}</h3>
      <p>
        {STATES[check.state]}
        {check.readAt ? ` (${formatDateTime(check.readAt)})` : ''}
      </p>
      {check.problem && <p className={styles.muted}>{check.problem}</p>}
      {check.state === 'unreadable' && check.mrz && <p className={styles.muted}>Not every check digit passed.</p>}
      <ReadFields check={check} />
      <Matches check={check} />
      {check.validity && <Alert tone="error">{check.validity}</Alert>}
      {readAgain.isError && <Alert tone="error">{readAgain.error.message}</Alert>}
      {documentId && (
        <Button size="sm" variant="secondary" busy={readAgain.isPending} onClick={() => readAgain.mutate(documentId)}>
          Read again
        </Button>
      )}
    </div>
  );
}

/** The document review: per traveller, what the attached passport says and whether the form agrees. */
export function PassportReview({ applicationRef }: { applicationRef: string }) {
  const review = useOpsPassportCheck(applicationRef);
  if (!review.data) return null;
  const { travellers, problems, warnings } = review.data;
  return (
    <section className={styles.panel} aria-labelledby="passport-review-title">
      <h2 id="passport-review-title">Passports against the application</h2>
      {problems.length > 0 && (
        <Alert tone="error">
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>{problem.text}</li>
            ))}
          </ul>
        </Alert>
      )}
      {warnings.map((warning) => (
        <Alert key={warning.travellerId} tone="warning">
          {warning.text}
        </Alert>
      ))}
      {travellers.map((check) => (
        <TravellerReview key={check.travellerId} applicationRef={applicationRef} check={check} />
      ))}
    </section>
  );
}
