import { useUnreadCount } from '@web/features/notifications/api/get-notifications';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import styles from './unread-badge.module.css';

/**
 * The unread notifications count on a menu button that hides the bell or the Notifications link on a phone;
 * nothing for a visitor or with nothing unread.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { status } = useSession();
  const unread = useUnreadCount(status === 'authenticated');
  if (unread === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="menu-unread-count">
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="visually-hidden">{t('notifications.titleUnread', { count: unread })}</span>
    </>
  );
}
