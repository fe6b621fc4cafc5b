import { paths } from '@web/config/paths';
import { useDisclosure } from '@web/lib/use-disclosure';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../session';
import styles from './navbar.module.css';

const ITEMS = [
  { to: paths.account.profile, label: 'menu.profile' },
  { to: paths.account.visaHistory, label: 'menu.visaHistory' },
  { to: paths.account.wallet, label: 'menu.wallet' },
  { to: paths.account.documents, label: 'menu.documents' },
  { to: paths.account.travellers, label: 'menu.travellers' },
  { to: paths.account.wishlist, label: 'menu.wishlist' },
] as const;

/** The signed-in dropdown of the navigation bar (disclosure pattern). */
export function UserMenu({ name, onNavigate }: { name: string; onNavigate(): void }) {
  const { t } = useTranslation();
  const menu = useDisclosure();
  const { logout } = useSession();
  const navigate = useNavigate();

  const close = () => {
    menu.close();
    onNavigate();
  };

  return (
    <div className={styles.userMenu} ref={menu.rootRef}>
      <button type="button" className={styles.userButton} {...menu.buttonProps}>
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        {name}
        <span className="visually-hidden">{t('menu.accountMenu')}</span>
      </button>
      <ul className={styles.dropdown} {...menu.panelProps}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={close}>
              {t(item.label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={async () => {
              close();
              // Leave the page first: a signed-in-only page would otherwise send the user to /login.
              navigate(paths.home);
              await logout();
            }}
          >
            {t('menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
