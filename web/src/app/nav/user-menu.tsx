import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../session';
import styles from './navbar.module.css';

const ITEMS = [
  { to: paths.account.profile, label: 'My Profile' },
  { to: paths.account.visaHistory, label: 'My Visa History' },
  { to: paths.account.wallet, label: 'My Wallet' },
  { to: paths.account.documents, label: 'My Documents' },
  { to: paths.account.wishlist, label: 'My Future Wishlist' },
] as const;

/** The signed-in dropdown of the navigation bar (disclosure pattern). */
export function UserMenu({ name, onNavigate }: { name: string; onNavigate(): void }) {
  const [open, setOpen] = useState(false);
  const { logout } = useSession();
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        {name}
        <span className="visually-hidden">: account menu</span>
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={close}>
              {item.label}
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
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
