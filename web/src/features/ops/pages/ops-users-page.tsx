import { ROLES, type Role } from '@contract/ops/roles';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { TableScroll } from '@web/components/ui/table-scroll';
import { paths } from '@web/config/paths';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOperator } from '../api/get-operator';
import {
  useAdjustWallet,
  useChangeRole,
  useOpsUser,
  useReveal,
  useRevokeAll,
  useRevokeSession,
  useUserSearch,
} from '../api/users';
import styles from '../components/ops.module.css';

const rupees = (value: number) => `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

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
    </div>
  );
}

function WalletAdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustWallet(userId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    adjust.mutate({
      type: form.get('type') === 'debit' ? 'debit' : 'credit',
      amount: Number(form.get('amount')),
      reason: String(form.get('reason') ?? ''),
      idempotencyKey: crypto.randomUUID(),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Adjust the wallet">
      <div className={styles.row}>
        <label>
          Type
          <select name="type">
            <option value="credit">Credit</option>
            <option value="debit">Debit</option>
          </select>
        </label>
        <label>
          Amount (₹)
          <input name="amount" type="number" min="0.01" step="0.01" required />
        </label>
      </div>
      <label>
        Reason
        <input name="reason" required maxLength={500} />
      </label>
      <Button type="submit" size="sm" busy={adjust.isPending}>
        Record
      </Button>
      {adjust.isError && <Alert tone="error">{adjust.error.message}</Alert>}
      {adjust.isSuccess && <Alert tone="success">Recorded.</Alert>}
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

function UserDetail({ id }: { id: string }) {
  const operator = useOperator();
  const query = useOpsUser(id);
  const revoke = useRevokeSession(id);
  const revokeAll = useRevokeAll(id);
  if (query.isPending) return <Loading label="Loading the user…" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  const { user, applications, wallet, referrals, sessions } = query.data;
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
      </section>
      <section className={styles.panel} aria-labelledby="wallet-title">
        <h2 id="wallet-title">Wallet: {rupees(wallet.balance)}</h2>
        <TableScroll label="Wallet ledger">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Amount</th>
                <th scope="col">Remarks</th>
              </tr>
            </thead>
            <tbody>
              {wallet.transactions.map((row) => (
                <tr key={row.id}>
                  <td>{new Date(row.createdAt).toLocaleDateString('en-IN')}</td>
                  <td>{row.type}</td>
                  <td>
                    {row.direction === 'debit' ? '−' : '+'}
                    {rupees(row.amount)}
                  </td>
                  <td>{row.remarks ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
              {session.deviceName ?? 'Unknown Device'} · {session.ip ?? '-'} ·{' '}
              {new Date(session.lastActive).toLocaleString('en-IN')}
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

export default function OpsUsersPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = params.get('q') ?? '';
  const selected = params.get('id') ?? '';
  const search = useUserSearch(q);
  return (
    <>
      <h2>Users</h2>
      <form
        className={styles.filters}
        aria-label="Find a user"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ q: text.trim() });
        }}
      >
        <label>
          E-mail, mobile, name or application reference
          <input value={text} onChange={(event) => setText(event.target.value)} minLength={2} />
        </label>
        <Button type="submit" size="sm">
          Find user
        </Button>
      </form>
      {search.isError && <Alert tone="error">{search.error.message}</Alert>}
      {search.data && search.data.items.length === 0 && <EmptyState>No matching users.</EmptyState>}
      {search.data && search.data.items.length > 0 && (
        <ul>
          {search.data.items.map((hit) => (
            <li key={hit.id}>
              <Link to={`?q=${encodeURIComponent(q)}&id=${encodeURIComponent(hit.id)}`}>{hit.email}</Link> {hit.name} ·{' '}
              {hit.mobile ?? '-'} · {hit.role}
            </li>
          ))}
        </ul>
      )}
      {selected && <UserDetail id={selected} />}
    </>
  );
}
