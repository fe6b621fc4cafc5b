import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { Suspense, useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useOperator } from '../api/get-operator';
import styles from '../components/ops.module.css';

const LINKS = [
  { to: paths.ops.queue, label: 'Applications', end: true },
  { to: paths.ops.inbox, label: 'Contact inbox' },
  { to: paths.ops.users, label: 'Users' },
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

/** The operator console's own layout: staff only, and two-factor authentication before anything else. */
export default function OpsLayout() {
  useNoIndex();
  const location = useLocation();
  const operator = useOperator();

  if (operator.isPending) return <Loading label="Opening the console…" />;
  if (operator.error instanceof ApiError && operator.error.status === 401) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }
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
      ? [...LINKS, { to: paths.ops.catalogue, label: 'Catalogue' }, { to: paths.ops.admin, label: 'Admin' }]
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
        <p className={styles.who}>
          {operator.data.email} ({operator.data.role})
        </p>
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<Loading label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
