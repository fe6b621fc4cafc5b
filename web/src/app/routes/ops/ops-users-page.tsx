import type { WalletTransaction } from '@contract/account/wallet';
import { type OpsUser, UserSearchQuerySchema, WalletAdjustmentSchema } from '@contract/ops/console';
import { ROLES, type Role } from '@contract/ops/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { SelectField, TextField } from '@web/components/ui/field';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { useOperator } from '@web/features/ops/api/get-operator';
import {
  useAdjustWallet,
  useChangeRole,
  useOpsUser,
  useReveal,
  useRevokeAll,
  useRevokeSession,
  useUserApplications,
  useUserSearch,
  useUserWallet,
} from '@web/features/ops/api/users';
import { FormFooter } from '@web/features/ops/components/console-form';
import { ListQuery } from '@web/features/ops/components/list-query';
import styles from '@web/features/ops/components/ops.module.css';
import { NextPage } from '@web/features/ops/components/paged-list-query';
import { showServerFieldErrors } from '@web/lib/error-message';
import { formatDateTime, formatRupees, formatSignedRupees } from '@web/lib/format';
import { itemsOf } from '@web/lib/paged-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';

type WalletAdjustmentInput = z.input<typeof WalletAdjustmentSchema>;
type WalletAdjustment = z.output<typeof WalletAdjustmentSchema>;

const LEDGER_COLUMNS: Column<WalletTransaction>[] = [
  { header: 'Date', cell: (row) => formatDateTime(row.createdAt) },
  { header: 'Type', cell: (row) => row.type },
  { header: 'Amount', cell: (row) => formatSignedRupees(row.amount, row.direction) },
  { header: 'Remarks', cell: (row) => row.remarks ?? '-' },
];

function Revealable({
  userId,
  field,
  masked,
  label,
}: {
  userId: string;
  field: 'passportNo' | 'pan';
  masked: string | null;
  label: string;
}) {
  const reveal = useReveal(userId);
  return (
    <div className={styles.row}>
      <span>
        {label}: {reveal.data ? (reveal.data.value ?? '-') : (masked ?? '-')}
      </span>
      {masked && !reveal.data && (
        <Button size="sm" variant="secondary" busy={reveal.isPending} onClick={() => reveal.mutate(field)}>
          Reveal {label}
        </Button>
      )}
      {reveal.isError && <Alert tone="error">{reveal.error.message}</Alert>}
    </div>
  );
}

const ADJUST_FIELDS = ['type', 'amount', 'reason'] as const;
const TYPE_OPTIONS = [
  { value: 'credit', label: 'Credit' },
  { value: 'debit', label: 'Debit' },
];

function WalletAdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustWallet(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WalletAdjustmentInput, unknown, WalletAdjustment>({
    resolver: zodResolver(WalletAdjustmentSchema),
    defaultValues: { type: 'credit', reason: '' },
  });
  const submit = handleSubmit((values) =>
    adjust.mutate(
      { ...values, idempotencyKey: crypto.randomUUID() },
      { onError: (error) => showServerFieldErrors(error, setError, ADJUST_FIELDS) },
    ),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Adjust the wallet">
      <div className={styles.fieldRow}>
        <SelectField label="Type" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
        <TextField
          label="Amount (₹)"
          type="number"
          min="0.01"
          step="0.01"
          error={errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
      </div>
      <TextField label="Reason" error={errors.reason?.message} {...register('reason')} />
      <FormFooter label="Record" size="sm" busy={adjust.isPending} error={adjust.error} fields={ADJUST_FIELDS}>
        {adjust.isSuccess && <Alert tone="success">Recorded.</Alert>}
      </FormFooter>
    </form>
  );
}

function RoleForm({ userId, role }: { userId: string; role: Role }) {
  const change = useChangeRole(userId);
  return (
    <div className={styles.row}>
      <label htmlFor="role">Role</label>
      <select id="role" value={role} onChange={(event) => change.mutate(event.target.value as Role)}>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
    </div>
  );
}

interface UserListProps {
  id: string;
  user: OpsUser;
  updatedAt: number;
}

/** The user's applications past the draft, newest first, fifty at a time. */
function UserApplications({ id, user, updatedAt }: UserListProps) {
  const list = useUserApplications(id, user, updatedAt);
  const applications = itemsOf(list.data);
  return (
    <section className={styles.panel} aria-labelledby="apps-title">
      <h2 id="apps-title">Applications</h2>
      {applications.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {applications.map((app) => (
            <li key={app.ref}>
              <Link to={paths.ops.application(app.ref)}>{app.ref}</Link> {app.countryName} · {app.statusLabel}
            </li>
          ))}
        </ul>
      )}
      <NextPage query={list} />
    </section>
  );
}

/** The user's wallet ledger, newest first, fifty at a time. */
function WalletLedger({ id, user, updatedAt }: UserListProps) {
  const list = useUserWallet(id, user, updatedAt);
  return (
    <>
      <DataTable
        label="Wallet ledger"
        className={styles.table}
        columns={LEDGER_COLUMNS}
        rows={itemsOf(list.data)}
        rowKey={(row) => row.id}
      />
      <NextPage query={list} />
    </>
  );
}

function UserDetail({ id }: { id: string }) {
  const operator = useOperator();
  const query = useOpsUser(id);
  const revoke = useRevokeSession(id);
  const revokeAll = useRevokeAll(id);
  if (query.isPending) return <Loading label="Loading the user…" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const { user, wallet, referrals, sessions } = query.data;
  const isAdmin = operator.data?.role === 'admin';
  return (
    <>
      <section className={styles.panel} aria-labelledby="profile-title">
        <h2 id="profile-title">{user.name || user.email}</h2>
        <p>
          {user.email} ({user.emailVerified ? 'verified' : 'unverified'}) · {user.mobile ?? 'no mobile'} · 2FA{' '}
          {user.twoFAEnabled ? 'on' : 'off'} · {user.role}
        </p>
        <Revealable userId={id} field="passportNo" masked={user.passportNo} label="Passport number" />
        <Revealable userId={id} field="pan" masked={user.pan} label="PAN" />
        {isAdmin && <RoleForm userId={id} role={user.role} />}
      </section>
      <UserApplications id={id} user={query.data} updatedAt={query.dataUpdatedAt} />
      <section className={styles.panel} aria-labelledby="wallet-title">
        <h2 id="wallet-title">Wallet: {formatRupees(wallet.balance)}</h2>
        <WalletLedger id={id} user={query.data} updatedAt={query.dataUpdatedAt} />
        {isAdmin && <WalletAdjustForm userId={id} />}
      </section>
      <section className={styles.panel} aria-labelledby="referrals-title">
        <h2 id="referrals-title">Referrals</h2>
        <p>
          Code {referrals.code} · referred by {referrals.referredBy ?? 'nobody'} · {referrals.referred} referred
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <ul>
          {sessions.map((session) => (
            <li key={session.id} className={styles.row}>
              {session.deviceName ?? 'Unknown Device'} · {session.ip ?? '-'} · {formatDateTime(session.lastActive)}
              <Button size="sm" variant="secondary" onClick={() => revoke.mutate(session.id)}>
                Sign out this device
              </Button>
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          variant="danger"
          disabled={sessions.length === 0}
          busy={revokeAll.isPending}
          onClick={() => revokeAll.mutate()}
        >
          Sign out everywhere
        </Button>
      </section>
    </>
  );
}

type SearchInput = z.input<typeof UserSearchQuerySchema>;

function UserSearchForm({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchInput>({ resolver: zodResolver(UserSearchQuerySchema), defaultValues: { q } });
  return (
    <form
      className={styles.filters}
      aria-label="Find a user"
      onSubmit={handleSubmit((values) => onSearch(values.q))}
      noValidate
    >
      <TextField label="E-mail, mobile, name or application reference" error={errors.q?.message} {...register('q')} />
      <Button type="submit">Find user</Button>
    </form>
  );
}

export default function OpsUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const selected = params.get('id') ?? '';
  const search = useUserSearch(q);
  return (
    <>
      <h2>Users</h2>
      <UserSearchForm q={q} onSearch={(text) => setParams({ q: text })} />
      <ListQuery query={search} empty="No matching users.">
        {(items) => (
          <ul>
            {items.map((hit) => (
              <li key={hit.id}>
                <Link to={`?q=${encodeURIComponent(q)}&id=${encodeURIComponent(hit.id)}`}>{hit.email}</Link> {hit.name}{' '}
                · {hit.mobile ?? '-'} · {hit.role}
              </li>
            ))}
          </ul>
        )}
      </ListQuery>
      {selected && <UserDetail id={selected} />}
    </>
  );
}
