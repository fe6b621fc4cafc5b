import type { NotificationItem } from '@contract/account/notifications';
import { paths } from '@web/config/paths';
import { useDisclosure } from '@web/lib/use-disclosure';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LATEST_NOTIFICATIONS, useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import styles from './notification-bell.module.css';
import { RelativeTime } from './relative-time';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
      />
    </svg>
  );
}

/** What the live region says when the unread count goes up after the first load. */
function announcement(
  t: TFunction,
  previous: number | undefined,
  unread: number,
  newest: NotificationItem | undefined,
) {
  if (previous === undefined || unread <= previous || !newest) return '';
  return t('notifications.announce', { count: unread - previous, title: newest.title });
}

/** The bell in the navigation bar: unread count, a dropdown of the latest, polite announcements of new ones. */
export default function NotificationBell({ onNavigate }: { onNavigate?(): void }) {
  const { t } = useTranslation();
  const { data } = useNotifications(LATEST_NOTIFICATIONS);
  const markRead = useMarkNotificationsRead();
  const dropdown = useDisclosure();
  const { open } = dropdown;
  const [announced, setAnnounced] = useState('');
  const previousUnread = useRef<number | undefined>(undefined);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!data) return;
    const message = announcement(t, previousUnread.current, data.unread, data.items[0]);
    if (message) setAnnounced(message);
    previousUnread.current = data.unread;
  }, [data, t]);

  const follow = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate({ ids: [item.id] });
    dropdown.close();
    onNavigate?.();
  };

  return (
    <div className={styles.bell} ref={dropdown.rootRef}>
      <button type="button" className={styles.button} {...dropdown.buttonProps}>
        <BellIcon />
        <span className="visually-hidden">
          {unread > 0 ? t('notifications.titleUnread', { count: unread }) : t('notifications.title')}
        </span>
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </div>
      <div className={styles.panel} {...dropdown.panelProps}>
        {/* Filled only while open: the closed page holds no second copy of the latest texts. */}
        {open ? (
          <>
            <div className={styles.panelHead}>
              <h2 className={styles.panelTitle}>{t('notifications.title')}</h2>
              {unread > 0 ? (
                <button type="button" className={styles.textButton} onClick={() => markRead.mutate({ all: true })}>
                  {t('notifications.markAll')}
                </button>
              ) : null}
            </div>
            {data && data.items.length > 0 ? (
              <ul className={styles.list}>
                {data.items.map((item) => (
                  <li key={item.id} className={item.readAt ? undefined : styles.unread}>
                    <Link to={item.url} onClick={() => follow(item)}>
                      <span className={styles.itemTitle}>
                        {item.readAt ? null : <span className="visually-hidden">{t('notifications.unread')}</span>}
                        {item.title}
                      </span>
                      <span className={styles.itemBody}>{item.body}</span>
                      <RelativeTime value={item.createdAt} className={styles.itemTime} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('notifications.empty')}</p>
            )}
            <Link
              className={styles.all}
              to={paths.account.notifications}
              onClick={() => {
                dropdown.close();
                onNavigate?.();
              }}
            >
              {t('notifications.seeAll')}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
