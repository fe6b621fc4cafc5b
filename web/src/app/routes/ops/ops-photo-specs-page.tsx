import type { OpsPhotoSpec } from '@contract/photo-check';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { useOperator } from '@web/features/ops/api/get-operator';
import { usePhotoSpecHistory, usePhotoSpecs, useSavePhotoSpec } from '@web/features/ops/api/photo-specs';
import { ChangeHistory } from '@web/features/ops/components/change-history';
import { ListQuery } from '@web/features/ops/components/list-query';
import styles from '@web/features/ops/components/ops.module.css';
import { PhotoSpecForm } from '@web/features/ops/components/photo-specs/photo-spec-form';
import { useState } from 'react';

const specInALine = (spec: OpsPhotoSpec) =>
  `${spec.widthMm} × ${spec.heightMm} mm, ≥ ${spec.minWidthPx} × ${spec.minHeightPx} px, ${spec.background} (L* ≥ ${spec.minBackgroundLightness}), head ${Math.round(spec.headMin * 100)}–${Math.round(spec.headMax * 100)}%`;

/** One specification: what it says and where that comes from; admins edit it, everyone sees its history. */
function SpecDetail({ spec, admin }: { spec: OpsPhotoSpec; admin: boolean }) {
  const save = useSavePhotoSpec();
  const history = usePhotoSpecHistory(spec.id);
  return (
    <>
      <section className={styles.panel} aria-labelledby="spec-title">
        <h2 id="spec-title">{spec.name}</h2>
        <p>
          {spec.countries.join(', ')}: {specInALine(spec)}
          {spec.unverified ? ' (not yet confirmed by a source)' : ''}
        </p>
        <p className={styles.muted}>
          Source: <a href={spec.source.url}>{spec.source.name}</a>, verified {spec.verifiedAt} · version {spec.version}
        </p>
        {save.isSuccess && <p role="status">Saved as change #{save.data.changeId}.</p>}
        {admin ? (
          <PhotoSpecForm spec={spec} save={save} key={`${spec.id}:${spec.version}`} />
        ) : (
          <p className={styles.muted}>Only an administrator can change the specifications.</p>
        )}
      </section>
      <ChangeHistory
        title={`History of ${spec.id}`}
        id="spec-history-title"
        label={`Changes of photo specification ${spec.id}`}
        query={history}
      />
    </>
  );
}

/**
 * The visa photo specifications the photo check applies (DESIGN 14): every operator reads them and their history;
 * administrators edit them with a source and a verified date.
 */
export default function OpsPhotoSpecsPage() {
  const specs = usePhotoSpecs();
  const operator = useOperator();
  const [open, setOpen] = useState('');
  const admin = operator.data?.role === 'admin';
  const columns: Column<OpsPhotoSpec>[] = [
    { header: 'Specification', cell: (spec) => spec.name },
    { header: 'Destinations', cell: (spec) => spec.countries.join(', ') },
    { header: 'Says', cell: specInALine },
    { header: 'Source', cell: (spec) => <a href={spec.source.url}>{spec.source.name}</a> },
    { header: 'Verified', cell: (spec) => (spec.unverified ? `${spec.verifiedAt} (unverified)` : spec.verifiedAt) },
    {
      header: 'Open',
      cell: (spec) => (
        <Button size="sm" variant="secondary" onClick={() => setOpen(spec.id)}>
          Open {spec.id}
        </Button>
      ),
    },
  ];
  const chosen = specs.data?.items.find((spec) => spec.id === open);
  return (
    <>
      <h2>Photo specifications</h2>
      <p className={styles.muted}>
        What the visa photo check holds a traveller's photo to, per destination. A change applies to the next check.
      </p>
      {chosen && <SpecDetail spec={chosen} admin={admin} />}
      <section className={styles.panel} aria-labelledby="specs-title">
        <h2 id="specs-title">All specifications</h2>
        <ListQuery query={specs} loading="Loading the specifications…" empty="No specifications.">
          {(items) => (
            <DataTable
              label="Photo specifications"
              className={styles.table}
              columns={columns}
              rows={items}
              rowKey={(spec) => spec.id}
            />
          )}
        </ListQuery>
      </section>
    </>
  );
}
