import { useSession } from '@web/app/session';
import { useSignedInOnly } from '@web/app/signed-in-only';
import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { useOperator } from '@web/features/ops/api/get-operator';
import styles from '@web/features/ops/components/ops.module.css';
import { Suspense, useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useNavigate } from 'react-router';

const LINKS = [
  { to: paths.ops.queue, label: 'Applications', end: true },
  { to: paths.ops.inbox, label: 'Contact inbox' },
  { to: paths.ops.grievances, label: 'Grievances' },
  { to: paths.ops.reviews, label: 'Reviews' },
  { to: paths.ops.users, label: 'Users' },
  { to: paths.ops.retention, label: 'Due for deletion' },
  { to: paths.ops.tripRules, label: 'Trip rules' },
  { to: paths.ops.photoSpecs, label: 'Photo specifications' },
  { to: paths.ops.staleFacts, label: 'Facts to re-check' },
] as const;

/** Keeps the console out of search engines, also when reached by client navigation. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    const title = document.title;
    document.title = 'Operator console';
    return () => {
      meta.remove();
      document.title = title;
    };
  }, []);
}

/** The e-mail address, allowed to wrap before its "@" and dots rather than inside a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={styles.email}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}

/** Who is signed in, a way back to the site, and signing out (to the home page first, as the site's menu does). */
function OperatorBox({ email, role }: { email: string; role: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <div className={styles.who}>
      <p>
        <BreakableEmail email={email} />
        <br />
        <span className={styles.role}>{role === 'admin' ? 'Administrator' : 'Support'}</span>
      </p>
      <ul>
        <li>
          <Link to={paths.home}>Back to the site</Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.navButton}
            onClick={async () => {
              navigate(paths.home);
              await logout();
            }}
          >
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The operator console's own layout: staff only, and two-factor authentication before anything else. */
export default function OpsLayout() {
  useNoIndex();
  // A console call answered 401 signs the session out too, so the guard also covers an expired session.
  const signedIn = useSignedInOnly() === 'authenticated';
  const operator = useOperator();

  if (!signedIn || operator.isPending) return <Loading label="Opening the console…" />;
  if (operator.isError) {
    return (
      <main className={styles.main}>
        <h1>Operator console</h1>
        <Alert tone="error">{operator.error.message}</Alert>
      </main>
    );
  }
  if (!operator.data.twoFAEnabled) {
    return <Navigate to={`${paths.account.settings}?reason=ops-2fa`} replace />;
  }
  const links =
    operator.data.role === 'admin'
      ? [
          ...LINKS,
          { to: paths.ops.catalogue, label: 'Catalogue' },
          { to: paths.ops.breaches, label: 'Breaches' },
          { to: paths.ops.admin, label: 'Admin' },
        ]
      : LINKS;
  return (
    <div className={styles.shell}>
      <nav aria-labelledby="ops-nav-title" className={styles.nav}>
        <h1 id="ops-nav-title">HelloVisa console</h1>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={'end' in link}
                className={({ isActive }) => (isActive ? styles.active : undefined)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <OperatorBox email={operator.data.email} role={operator.data.role} />
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<Loading label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
