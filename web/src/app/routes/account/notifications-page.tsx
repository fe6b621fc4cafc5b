import type { NotificationCategory } from '@contract/account/notifications';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useNotificationPages } from '@web/features/notifications/api/get-notifications';
import { useMarkNotificationsRead } from '@web/features/notifications/api/mark-notifications-read';
import styles from '@web/features/notifications/components/notifications-page.module.css';
import { RelativeTime } from '@web/features/notifications/components/relative-time';
import { itemsOf } from '@web/lib/paged-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PAGE_SIZE = 20;

/** Catalogue keys of the categories' names (the contract's NOTIFICATION_CATEGORY_LABELS in English). */
const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  applications: 'notifications.categories.applications',
  payments: 'notifications.categories.payments',
  security: 'notifications.categories.security',
  offers: 'notifications.categories.offers',
};

function NotificationsList() {
  const { t } = useTranslation();
  const pages = useNotificationPages(PAGE_SIZE);
  const markRead = useMarkNotificationsRead();
  if (pages.isError && !pages.data) return <Alert tone="error">{t('notifications.loadFailed')}</Alert>;
  if (pages.isPending) return <Loading label={t('notifications.loading')} />;
  const items = itemsOf(pages.data);
  // The newest page's count: every page answers the same total.
  const data = { unread: pages.data.pages[0]?.unread ?? 0 };
  if (items.length === 0) return <EmptyState>{t('notifications.empty')}</EmptyState>;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          {data.unread === 0 ? t('notifications.caughtUp') : t('notifications.unreadCount', { count: data.unread })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={data.unread === 0}
          busy={markRead.isPending && 'all' in (markRead.variables ?? {})}
          busyLabel={t('notifications.marking')}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('notifications.markAll')}
        </Button>
      </div>
      {markRead.isError ? <Alert tone="error">{markRead.error.message}</Alert> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={`${styles.item} ${item.readAt ? '' : styles.unread}`}>
            <div className={styles.text}>
              <p className={styles.meta}>
                <span className={styles.category}>{t(CATEGORY_LABELS[item.category])}</span>
                <RelativeTime value={item.createdAt} />
                {item.readAt ? null : <span className={styles.unreadTag}>{t('notifications.unreadTag')}</span>}
              </p>
              <h2 className={styles.title}>
                <Link to={item.url} onClick={() => !item.readAt && markRead.mutate({ ids: [item.id] })}>
                  {item.title}
                </Link>
              </h2>
              <p className={styles.body}>{item.body}</p>
            </div>
            {item.readAt ? null : (
              <Button variant="ghost" size="sm" onClick={() => markRead.mutate({ ids: [item.id] })}>
                {t('notifications.markRead')}
                <span className="visually-hidden">: {item.title}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {pages.isFetchNextPageError ? <Alert tone="error">{t('notifications.loadFailed')}</Alert> : null}
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
      />
    </>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('notifications.title')} description={t('notifications.metaDescription')} />
      <h1 className={styles.pageTitle}>{t('notifications.title')}</h1>
      <NotificationsList />
    </>
  );
}
