import { type ChecklistDecision, ChecklistDecisionSchema, type OpsApplication } from '@contract/ops/console';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { documentUrl, useDecideItem } from '../../api/application';
import { TextAreaField } from '../console-form';
import styles from '../ops.module.css';

type Decision = z.output<typeof ChecklistDecisionSchema>;
const FIELDS = ['note'] as const;
const DECIDABLE = ['submitted', 'in_review', 'documents_requested'];

/** Accepting or rejecting one uploaded document; a rejection says why. */
function DecisionForm({ applicationRef, itemId, label }: { applicationRef: string; itemId: string; label: string }) {
  const decide = useDecideItem(applicationRef);
  const {
    register,
    handleSubmit,
    setValue,
    resetField,
    setError,
    formState: { errors },
  } = useForm<ChecklistDecision, unknown, Decision>({
    resolver: zodResolver(ChecklistDecisionSchema),
    defaultValues: { decision: 'accepted', note: '' },
  });
  const submit = handleSubmit(({ decision, note }) =>
    decide.mutate(
      { itemId, decision, note: note || undefined },
      {
        onSuccess: () => decision === 'rejected' && resetField('note'),
        onError: (error) => showServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );
  const decideAs = (decision: Decision['decision']) => {
    setValue('decision', decision);
    void submit();
  };
  const busy = (decision: Decision['decision']) => decide.isPending && decide.variables?.decision === decision;
  return (
    <div className={styles.form}>
      <TextAreaField
        label="Note to the traveller (needed to reject)"
        id={`note-${itemId}`}
        rows={2}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className={styles.row}>
        <Button size="sm" busy={busy('accepted')} onClick={() => decideAs('accepted')}>
          Accept {label}
        </Button>
        <Button size="sm" variant="danger" busy={busy('rejected')} onClick={() => decideAs('rejected')}>
          Reject {label}
        </Button>
      </div>
      {decide.isError && !errors.note && <Alert tone="error">{decide.error.message}</Alert>}
    </div>
  );
}

/** One document of the checklist: its status, a preview, and the decision while the application is open. */
export function ChecklistItemPanel({ detail, itemId }: { detail: OpsApplication; itemId: string }) {
  const { application } = detail;
  const item = application.checklist.find((candidate) => candidate.id === itemId)!;
  const traveller = application.travellers.find((candidate) => candidate.id === item.travellerId);
  const [showDocument, setShowDocument] = useState(false);
  return (
    <li className={styles.panel}>
      <h3>
        {item.label} — {traveller ? `${traveller.firstName} ${traveller.lastName}`.trim() : ''}
      </h3>
      <p>
        Status: <strong>{item.status}</strong>
        {item.note ? ` · Note: ${item.note}` : ''}
      </p>
      {item.documentId && (
        <>
          <Button variant="secondary" size="sm" onClick={() => setShowDocument(!showDocument)}>
            {showDocument ? 'Hide document' : 'Show document'}
          </Button>
          {showDocument && (
            <iframe
              className={styles.preview}
              title={`Document: ${item.label}`}
              src={documentUrl(application.ref, item.documentId)}
            />
          )}
        </>
      )}
      {DECIDABLE.includes(application.status) && item.documentId && (
        <DecisionForm applicationRef={application.ref} itemId={item.id} label={item.label} />
      )}
    </li>
  );
}
