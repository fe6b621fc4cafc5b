import { describeTripRule, type OpsTripRule } from '@contract/ops/trip-rules';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { useOperator } from '@web/features/ops/api/get-operator';
import {
  useRevertTripRuleChange,
  useSaveTripRule,
  useTripRuleHistory,
  useTripRules,
} from '@web/features/ops/api/trip-rules';
import { ChangeHistory } from '@web/features/ops/components/change-history';
import { ListQuery } from '@web/features/ops/components/list-query';
import styles from '@web/features/ops/components/ops.module.css';
import { TripRuleForm } from '@web/features/ops/components/trip-rules/trip-rule-form';
import { useState } from 'react';

function RuleHistory({ id, admin }: { id: string; admin: boolean }) {
  const history = useTripRuleHistory(id);
  const revert = useRevertTripRuleChange();
  return (
    <ChangeHistory
      title={`History of ${id}`}
      id="rule-history-title"
      label={`Changes of rule ${id}`}
      query={history}
      revert={admin ? revert : undefined}
    />
  );
}

/** One rule: what it says and where that comes from; admins edit it, everyone sees its history. */
function RuleDetail({ rule, admin }: { rule: OpsTripRule; admin: boolean }) {
  const save = useSaveTripRule();
  return (
    <>
      <section className={styles.panel} aria-labelledby="rule-title">
        <h2 id="rule-title">Rule {rule.id}</h2>
        <p>
          {rule.passport} → {rule.country}: {describeTripRule(rule.rule)}
          {rule.unverified ? ' (not yet confirmed by a source)' : ''}
        </p>
        <p className={styles.muted}>
          Source: <a href={rule.source.url}>{rule.source.name}</a>, verified {rule.verifiedAt} · version {rule.version}
        </p>
        {rule.note && <p>{rule.note}</p>}
        {save.isSuccess && <p role="status">Saved as change #{save.data.changeId}.</p>}
        {admin ? (
          <TripRuleForm rule={rule} save={save} key={`${rule.id}:${rule.version}`} />
        ) : (
          <p className={styles.muted}>Only an administrator can change the rules.</p>
        )}
      </section>
      <RuleHistory id={rule.id} admin={admin} />
    </>
  );
}

/**
 * The trip check's rules beyond the passport → destination pair (DESIGN 13): every operator reads them and
 * their history; administrators edit (with a source and a verified date) and revert.
 */
export default function OpsTripRulesPage() {
  const rules = useTripRules();
  const operator = useOperator();
  const [open, setOpen] = useState('');
  const admin = operator.data?.role === 'admin';
  const columns: Column<OpsTripRule>[] = [
    { header: 'Rule', cell: (rule) => rule.id },
    { header: 'Passport → country', cell: (rule) => `${rule.passport} → ${rule.country}` },
    { header: 'Says', cell: (rule) => describeTripRule(rule.rule) },
    { header: 'Source', cell: (rule) => <a href={rule.source.url}>{rule.source.name}</a> },
    { header: 'Verified', cell: (rule) => (rule.unverified ? `${rule.verifiedAt} (unverified)` : rule.verifiedAt) },
    {
      header: 'Open',
      cell: (rule) => (
        <Button size="sm" variant="secondary" onClick={() => setOpen(rule.id)}>
          Open {rule.id}
        </Button>
      ),
    },
  ];
  const chosen = rules.data?.items.find((rule) => rule.id === open);
  return (
    <>
      <h2>Trip rules</h2>
      <p className={styles.muted}>
        Held documents, purpose, length of stay, passport validity, transit and Schengen rules the trip check applies. A
        change reaches every server within seconds.
      </p>
      {chosen && <RuleDetail rule={chosen} admin={admin} />}
      <section className={styles.panel} aria-labelledby="rules-title">
        <h2 id="rules-title">All rules</h2>
        <ListQuery query={rules} loading="Loading the rules…" empty="No rules.">
          {(items) => (
            <DataTable
              label="Trip rules"
              className={styles.table}
              columns={columns}
              rows={items}
              rowKey={(rule) => rule.id}
            />
          )}
        </ListQuery>
      </section>
    </>
  );
}
