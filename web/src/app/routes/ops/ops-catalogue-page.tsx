import type { OpsOverride } from '@contract/ops/catalogue';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { SelectField } from '@web/components/ui/field';
import { Loading } from '@web/components/ui/loading';
import {
  useCatalogueHistory,
  useConsoleCatalogue,
  useContradictions,
  useRemoveOverride,
  useRevertChange,
} from '@web/features/ops/api/catalogue';
import { DestinationForm } from '@web/features/ops/components/catalogue/destination-form';
import { OptionForm } from '@web/features/ops/components/catalogue/option-form';
import { OverrideForm } from '@web/features/ops/components/catalogue/override-form';
import { ChangeHistory } from '@web/features/ops/components/change-history';
import styles from '@web/features/ops/components/ops.module.css';
import { useState } from 'react';

function Overrides({ overrides }: { overrides: OpsOverride[] }) {
  const remove = useRemoveOverride();
  return (
    <section className={styles.panel} aria-labelledby="overrides-title">
      <h2 id="overrides-title">Requirement overrides</h2>
      <p className={styles.muted}>An override wins over the shipped requirement data for one passport → destination.</p>
      {overrides.length === 0 && <EmptyState>No overrides.</EmptyState>}
      <ul className={styles.list}>
        {overrides.map((o) => (
          <li key={`${o.passport}${o.destination}`} className={styles.row}>
            {o.passport} → {o.destination}: {o.category}
            {o.days ? ` (${o.days} days)` : ''} · {o.source.name}, verified {o.verifiedAt}
            <Button
              size="sm"
              variant="secondary"
              busy={remove.isPending}
              onClick={() => remove.mutate({ passport: o.passport, destination: o.destination, version: o.version })}
            >
              Remove override {o.passport} → {o.destination}
            </Button>
          </li>
        ))}
      </ul>
      {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
      <OverrideForm overrides={overrides} />
    </section>
  );
}

function History() {
  const history = useCatalogueHistory();
  const revert = useRevertChange();
  return (
    <ChangeHistory
      title="History"
      id="history-title"
      label="Catalogue changes"
      query={history}
      entry={(change) => `${change.entity} ${change.entryKey}`}
      revert={revert}
    />
  );
}

function Contradictions() {
  const found = useContradictions();
  return (
    <section className={styles.panel} aria-labelledby="contradictions-title">
      <h2 id="contradictions-title">Contradictions</h2>
      {found.isPending && <Loading label="Checking the catalogue…" />}
      {found.isError && <Alert tone="error">{found.error.message}</Alert>}
      {found.data && found.data.items.length === 0 && <p>The catalogue agrees with the requirement data.</p>}
      <ul className={styles.list}>
        {found.data?.items.map((item) => (
          <li key={`${item.kind}${item.country}${item.optionId ?? ''}${item.ruleId ?? ''}`}>{item.message}</li>
        ))}
      </ul>
    </section>
  );
}

/** Admin only (the API refuses support staff): correct the catalogue's facts, see and undo changes. */
export default function OpsCataloguePage() {
  const catalogue = useConsoleCatalogue();
  const [code, setCode] = useState('');
  if (catalogue.isPending) return <Loading label="Loading the catalogue…" />;
  if (catalogue.isError) return <Alert tone="error">{catalogue.error.message}</Alert>;
  const destination = catalogue.data.destinations.find((d) => d.code === code);
  return (
    <>
      <h2>Catalogue</h2>
      <Contradictions />
      <section className={styles.panel} aria-labelledby="edit-title">
        <h2 id="edit-title">Destinations and visa options</h2>
        <SelectField
          label="Destination"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Choose a destination"
          options={catalogue.data.destinations.map((d) => ({ value: d.code, label: `${d.name} (${d.code})` }))}
        />
        {destination && (
          <>
            <DestinationForm destination={destination} key={`d${destination.code}`} />
            {destination.options.map((option) => (
              <OptionForm option={option} key={option.id} />
            ))}
          </>
        )}
      </section>
      <Overrides overrides={catalogue.data.overrides} />
      <History />
    </>
  );
}
