import { LanguageSwitcher } from '@web/components/language-switcher';
import { paths, VISA_SERVICES_SECTION_ID } from '@web/config/paths';
import { usePublicConfig } from '@web/config/public-config';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { firstNameOf, useSession } from '../session';
import styles from './navbar.module.css';
import { UnreadBadge } from './unread-badge';
import { useHideOnScroll } from './use-hide-on-scroll';
import { UserMenu } from './user-menu';

const MOBILE_QUERY = '(max-width: 920px)';

/** Loaded only for a signed-in user, so the bar's first paint carries none of it. */
const NotificationBell = lazy(() => import('@web/features/notifications/components/notification-bell'));

function PlaneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"
      />
    </svg>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const { user, cachedUser, status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const hidden = useHideOnScroll({ paused: menuOpen || hovered });
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedIn = status === 'authenticated' || (status === 'loading' && cachedUser !== null);
  const displayName = firstNameOf(user ?? cachedUser);
  const { flightBookingUrl, productName } = usePublicConfig();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu whenever the route changes
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    const media = window.matchMedia(MOBILE_QUERY);
    const onResize = () => !media.matches && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    media.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onResize);
    };
  }, [menuOpen]);

  const goToVisaServices = () => {
    setMenuOpen(false);
    if (location.pathname === paths.home) {
      document.getElementById(VISA_SERVICES_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' });
    } else {
      navigate(`${paths.home}#${VISA_SERVICES_SECTION_ID}`);
    }
  };
  const goForVisa = () => {
    setMenuOpen(false);
    navigate(signedIn ? paths.goVisa : paths.loginNext(paths.goVisa));
  };
  const goHomeTop = () => {
    if (location.pathname === paths.home) window.scrollTo({ top: 0, behavior: 'smooth' });
    else navigate(paths.home);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses auto-hide; nothing is activated
    <header
      className={`${styles.bar} ${hidden ? styles.hidden : ''}`}
      // A mouse over the bar, or keyboard focus in it, keeps it shown. A tap or click is neither: touch has no
      // "leave", and a clicked link keeps focus, which would pin the bar until the next click elsewhere.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={(event) => event.target.matches(':focus-visible') && setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            ✈
          </span>
          {productName}
        </Link>

        <button type="button" className={styles.plane} onClick={goHomeTop} aria-label={t('nav.backToTop')}>
          <PlaneIcon />
        </button>

        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          {/* The bell is inside the menu on a phone: its count shows on the button. */}
          {menuOpen ? null : <UnreadBadge />}
        </button>

        {menuOpen ? <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}

        <nav id="main-menu" aria-label={t('nav.main')} className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
          <ul className={styles.links}>
            <li>
              <button type="button" className={styles.link} onClick={goToVisaServices}>
                {t('nav.visaServices')}
              </button>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={goForVisa}>
                {t('nav.goForVisa')}
              </button>
            </li>
            <li>
              <a className={styles.link} href={flightBookingUrl} target="_blank" rel="noopener noreferrer">
                {t('nav.bookFlight')}
                <span className="visually-hidden">{t('nav.newTab')}</span>
              </a>
            </li>
            <li>
              <NavLink className={styles.link} to={paths.contact}>
                {t('nav.contact')}
              </NavLink>
            </li>
            {status === 'authenticated' ? (
              <li className={styles.bellItem}>
                <Suspense fallback={null}>
                  <NotificationBell onNavigate={() => setMenuOpen(false)} />
                </Suspense>
              </li>
            ) : null}
            <li>
              <LanguageSwitcher className={styles.link} />
            </li>
            <li className={styles.account}>
              {signedIn ? (
                <UserMenu name={displayName} onNavigate={() => setMenuOpen(false)} />
              ) : (
                <Link className={styles.cta} to={paths.login}>
                  {t('nav.login')}
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
