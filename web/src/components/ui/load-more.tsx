import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** The button under a paged list that asks for its next page; nothing when the list is all shown. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <p>
      <Button variant="secondary" busy={loading} busyLabel={t('account.loadingMore')} onClick={onLoadMore}>
        {t('account.loadMore')}
      </Button>
    </p>
  );
}
