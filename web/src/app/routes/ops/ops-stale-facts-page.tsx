import type { StaleFact } from '@contract/ops/trip-rules';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { useOperator } from '@web/features/ops/api/get-operator';
import { useStaleFacts } from '@web/features/ops/api/trip-rules';
import { ConfirmFactForm } from '@web/features/ops/components/facts/confirm-fact-form';
import { ListQuery } from '@web/features/ops/components/list-query';
import styles from '@web/features/ops/components/ops.module.css';
import { useState } from 'react';

const KIND = { 'trip-rule': 'Trip rule', override: 'Requirement override' } as const;

/**
 * The re-verification queue: trip rules and requirement overrides last checked before the staleness age (and
 * rules no source confirms yet), oldest first, the most checked countries first among the same date. Admins
 * confirm a fact against its source; the date and source change and the fact's history records it.
 */
export default function OpsStaleFactsPage() {
  const facts = useStaleFacts();
  const operator = useOperator();
  const admin = operator.data?.role === 'admin';
  const [open, setOpen] = useState<StaleFact | undefined>();
  const [confirmed, setConfirmed] = useState('');
  const columns: Column<StaleFact>[] = [
    { header: 'Fact', cell: (fact) => `${KIND[fact.kind]} ${fact.key}` },
    { header: 'Says', cell: (fact) => `${fact.passport} → ${fact.country}: ${fact.summary}` },
    { header: 'Source', cell: (fact) => <a href={fact.source.url}>{fact.source.name}</a> },
    { header: 'Last checked', cell: (fact) => fact.verifiedAt },
    { header: 'Trip checks', cell: (fact) => fact.uses.toLocaleString('en-IN') },
    ...(admin
      ? [
          {
            header: 'Confirm',
            cell: (fact: StaleFact) => (
              <Button size="sm" variant="secondary" onClick={() => setOpen(fact)}>
                Check {fact.key}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <h2>Facts to re-check</h2>
      {facts.data && (
        <p className={styles.muted}>
          Facts last checked before {facts.data.staleBefore} show to travellers as possibly out of date. Oldest first;
          among facts checked the same day, those about the most checked countries first.
        </p>
      )}
      {confirmed && <p role="status">Confirmed {confirmed}.</p>}
      {open && (
        <section className={styles.panel} aria-labelledby="confirm-title">
          <h2 id="confirm-title">Confirm {open.key}</h2>
          <p>
            {open.passport} → {open.country}: {open.summary}
          </p>
          <ConfirmFactForm
            fact={open}
            key={`${open.kind}${open.key}${open.version}`}
            onDone={() => {
              setConfirmed(open.key);
              setOpen(undefined);
            }}
          />
        </section>
      )}
      <section className={styles.panel} aria-labelledby="stale-title">
        <h2 id="stale-title">Queue</h2>
        <ListQuery query={facts} loading="Loading the facts…">
          {(items) =>
            items.length === 0 ? (
              <EmptyState>Every fact was checked within the staleness age.</EmptyState>
            ) : (
              <DataTable
                label="Facts to re-check"
                className={styles.table}
                columns={columns}
                rows={items}
                rowKey={(fact) => `${fact.kind}:${fact.key}`}
              />
            )
          }
        </ListQuery>
      </section>
    </>
  );
}
