import type { OpsApplication } from '@contract/ops/console';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { TextField } from '@web/components/ui/field';
import { StatusTag, type TagIcon, type Tone } from '@web/components/ui/status-tag';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { documentUrl, useAcceptRemaining, useDecideItem } from '../../api/application';
import { useShortcuts } from '../../lib/use-shortcuts';
import styles from '../ops.module.css';
import { DocumentViewer } from './document-viewer';

type Item = OpsApplication['application']['checklist'][number];

const DECIDABLE = ['submitted', 'in_review', 'documents_requested'];
const STATUS_TAGS: Record<Item['status'], { tone: Tone; icon: TagIcon; label: string }> = {
  missing: { tone: 'neutral', icon: 'minus', label: 'Missing' },
  uploaded: { tone: 'info', icon: 'clock', label: 'To review' },
  accepted: { tone: 'success', icon: 'check', label: 'Accepted' },
  rejected: { tone: 'danger', icon: 'cross', label: 'Rejected' },
};

function ItemStatus({ status }: { status: Item['status'] }) {
  const tag = STATUS_TAGS[status];
  return (
    <StatusTag tone={tag.tone} icon={tag.icon}>
      {tag.label}
    </StatusTag>
  );
}

function travellerName(application: OpsApplication['application'], item: Item) {
  const traveller = application.travellers.find((candidate) => candidate.id === item.travellerId);
  return traveller ? `${traveller.firstName} ${traveller.lastName}`.trim() : '';
}

const itemTitle = (application: OpsApplication['application'], item: Item) =>
  [item.label, travellerName(application, item)].filter(Boolean).join(' — ');

/** The next item still to decide after `from`, in checklist order (wrapping round), or `from` itself. */
function nextToDecide(items: Item[], from: string): string {
  const at = items.findIndex((item) => item.id === from);
  const ordered = [...items.slice(at + 1), ...items.slice(0, at)];
  return ordered.find((item) => item.status === 'uploaded')?.id ?? from;
}

function ItemButton({
  application,
  item,
  selected,
  onSelect,
}: {
  application: OpsApplication['application'];
  item: Item;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <li>
      <button type="button" className={styles.deskItem} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        <span>{itemTitle(application, item)}</span>
        <ItemStatus status={item.status} />
      </button>
    </li>
  );
}

/** Accept, or reject with a note for the traveller (Enter in the note rejects); keyed by the item, so each starts clean. */
function ItemList({
  application,
  items,
  selectedId,
  onSelect,
}: {
  application: OpsApplication['application'];
  items: Item[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <ItemButton
          key={item.id}
          application={application}
          item={item}
          selected={item.id === selectedId}
          onSelect={() => onSelect(item.id)}
        />
      ))}
    </ul>
  );
}

function Decision({
  detail,
  item,
  noteRef,
  onDecided,
}: {
  detail: OpsApplication;
  item: Item;
  noteRef: RefObject<HTMLInputElement | null>;
  onDecided(): void;
}) {
  const decide = useDecideItem(detail.application.ref);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const send = (decision: 'accepted' | 'rejected') => {
    if (decision === 'rejected' && !note.trim()) {
      setNoteError('Say why the document is rejected');
      noteRef.current?.focus();
      return;
    }
    decide.mutate({ itemId: item.id, decision, note: note.trim() || undefined }, { onSuccess: onDecided });
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    send('rejected');
  };
  return (
    <form className={styles.deskDecision} onSubmit={reject} noValidate aria-label={`Decide: ${item.label}`}>
      <TextField
        ref={noteRef}
        label="Note to the traveller (needed to reject)"
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(undefined);
        }}
      />
      <div className={styles.row}>
        <Button
          size="sm"
          aria-keyshortcuts="A"
          busy={decide.isPending && decide.variables?.decision === 'accepted'}
          onClick={() => send('accepted')}
        >
          Accept
        </Button>
        <Button
          size="sm"
          type="submit"
          variant="danger"
          aria-keyshortcuts="R"
          busy={decide.isPending && decide.variables?.decision === 'rejected'}
        >
          Reject
        </Button>
      </div>
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
    </form>
  );
}

function AcceptRemaining({ detail, remaining }: { detail: OpsApplication; remaining: number }) {
  const accept = useAcceptRemaining(detail.application.ref);
  const [confirming, setConfirming] = useState(false);
  if (remaining === 0) return null;
  const documents = remaining === 1 ? 'the 1 remaining document' : `all ${remaining} remaining documents`;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        Accept all remaining ({remaining})
      </Button>
      <ConfirmDialog
        open={confirming}
        question={`Accept ${documents}?`}
        confirmLabel="Accept all"
        busy={accept.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => accept.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
      {accept.isError && <Alert tone="error">{accept.error.message}</Alert>}
    </>
  );
}

/**
 * The review desk: the checklist on the left (accepted documents folded away), the chosen document
 * on the right with its decision; J and K move between documents, A accepts, R writes the rejection.
 */
export function ReviewDesk({ detail }: { detail: OpsApplication }) {
  const { application } = detail;
  const items = application.checklist;
  const [selectedId, setSelectedId] = useState(
    () => items.find((item) => item.status === 'uploaded')?.id ?? items[0]?.id,
  );
  const noteRef = useRef<HTMLInputElement>(null);
  const accept = useDecideItem(application.ref);
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  const decidable = DECIDABLE.includes(application.status);
  const open = items.filter((item) => item.status !== 'accepted');
  const accepted = items.filter((item) => item.status === 'accepted');
  const remaining = decidable ? items.filter((item) => item.status === 'uploaded').length : 0;
  const move = (step: 1 | -1) => {
    const at = items.findIndex((item) => item.id === selected?.id);
    const next = items[(at + step + items.length) % items.length];
    if (next) setSelectedId(next.id);
  };
  const canDecide = Boolean(decidable && selected?.documentId);
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    a: () =>
      canDecide &&
      selected &&
      accept.mutate(
        { itemId: selected.id, decision: 'accepted' },
        { onSuccess: () => setSelectedId(nextToDecide(items, selected.id)) },
      ),
    r: () => canDecide && noteRef.current?.focus(),
  });
  if (!selected) return null;
  const file = detail.documents.find((document) => document.id === selected.documentId);
  return (
    <section className={styles.panel} aria-labelledby="checklist-title">
      <div className={styles.deskHeader}>
        <h2 id="checklist-title">Documents</h2>
        {decidable && <AcceptRemaining detail={detail} remaining={remaining} />}
      </div>
      <p className={styles.muted} id="desk-keys">
        Keys: <kbd>J</kbd> next document, <kbd>K</kbd> previous, <kbd>A</kbd> accept, <kbd>R</kbd> reject (write why,
        then Enter).
      </p>
      <div className={styles.desk}>
        <nav aria-label="Checklist" className={styles.deskList}>
          <ItemList application={application} items={open} selectedId={selected.id} onSelect={setSelectedId} />
          {accepted.length > 0 && (
            <details open={accepted.some((item) => item.id === selected.id) || undefined}>
              <summary>Accepted ({accepted.length})</summary>
              <ItemList application={application} items={accepted} selectedId={selected.id} onSelect={setSelectedId} />
            </details>
          )}
        </nav>
        <section className={styles.deskDocument} aria-labelledby="desk-document-title">
          <h3 id="desk-document-title">{itemTitle(application, selected)}</h3>
          <p>
            <ItemStatus status={selected.status} />
            {selected.note ? ` Note: ${selected.note}` : ''}
          </p>
          {file ? (
            <DocumentViewer
              url={documentUrl(application.ref, file.id)}
              contentType={file.contentType}
              title={`Document: ${itemTitle(application, selected)}`}
              filename={file.filename}
            />
          ) : (
            <p className={styles.muted}>No file uploaded yet.</p>
          )}
          {canDecide && (
            <Decision
              key={selected.id}
              detail={detail}
              item={selected}
              noteRef={noteRef}
              onDecided={() => setSelectedId(nextToDecide(items, selected.id))}
            />
          )}
          {accept.isError && <Alert tone="error">{accept.error.message}</Alert>}
        </section>
      </div>
    </section>
  );
}
