import { Loading } from '@web/components/ui/loading';
import { paths } from '@web/config/paths';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { UnreadBadge } from '../nav/unread-badge';
import { SignedInOnly } from '../signed-in-only';
import styles from './account-layout.module.css';

const LINKS = [
  { to: paths.account.profile, label: 'account.nav.profile' },
  { to: paths.account.documents, label: 'account.nav.documents' },
  { to: paths.account.travellers, label: 'account.nav.travellers' },
  { to: paths.account.visaHistory, label: 'account.nav.visaHistory' },
  { to: paths.account.saved, label: 'account.nav.saved' },
  { to: paths.account.wishlist, label: 'account.nav.wishlist' },
  { to: paths.account.trips, label: 'account.nav.trips' },
  { to: paths.account.wallet, label: 'account.nav.wallet' },
  { to: paths.account.referrals, label: 'account.nav.referrals' },
  { to: paths.account.settings, label: 'account.nav.settings' },
  { to: paths.account.privacy, label: 'account.nav.privacy' },
  { to: paths.account.notifications, label: 'account.nav.notifications' },
] as const;

/** The account area's frame: its navigation beside the page, for signed-in travellers only. */
export function AccountLayout() {
  return (
    <SignedInOnly>
      <AccountFrame />
    </SignedInOnly>
  );
}

function AccountFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // On a phone the links fold behind one button, so the page starts on the first screen.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu folds again whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);
  const current = LINKS.find((link) => pathname.startsWith(link.to));
  return (
    <div className={`page container ${styles.layout}`}>
      <nav aria-labelledby="account-nav-title" className={`${styles.sidebar} ${menuOpen ? styles.open : ''}`}>
        <h2 id="account-nav-title" className={styles.sidebarTitle}>
          {t('account.nav.title')}
        </h2>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="account-nav-links"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.toggleText}>
            {t('account.nav.title')}
            {current ? <span className={styles.currentPage}>{t(current.label)}</span> : null}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
          <UnreadBadge />
        </button>
        <ul id="account-nav-links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<Loading label={t('account.loading')} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
