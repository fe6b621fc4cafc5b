import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { useSession } from '../session';
import styles from './account-layout.module.css';

const LINKS = [
  { to: paths.account.profile, label: 'Profile' },
  { to: paths.account.documents, label: 'Documents' },
  { to: paths.account.visaHistory, label: 'Visa History' },
  { to: paths.account.saved, label: 'Saved Applications' },
  { to: paths.account.wishlist, label: 'Wishlist' },
  { to: paths.account.wallet, label: 'Wallet' },
  { to: paths.account.referrals, label: 'Referrals' },
  { to: paths.account.settings, label: 'Settings' },
] as const;

/** Signed-in only: anonymous visitors go to /login with the page as next (SPEC 2.1). */
export function AccountLayout() {
  const { status } = useSession();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <div className="page container">
        <Loading label="Checking session…" />
      </div>
    );
  }
  if (status === 'anonymous') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(next)}`} replace />;
  }

  return (
    <div className={`page container ${styles.layout}`}>
      <nav aria-labelledby="account-nav-title" className={styles.sidebar}>
        <h2 id="account-nav-title" className={styles.sidebarTitle}>
          My Account
        </h2>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<Loading label="Loading…" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
