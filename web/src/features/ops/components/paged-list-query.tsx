import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { LoadMore } from '@web/components/ui/load-more';
import { itemsOf, type Page } from '@web/lib/paged-query';
import type { ReactNode } from 'react';
import { ListQuery } from './list-query';

interface PagedListQueryProps<Item> {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>>;
  loading?: string;
  empty?: ReactNode;
  children(items: Item[]): ReactNode;
}

/** A console list read a page at a time (docs/paging.md): ListQuery's states, then "Load more" under the list. */
export function PagedListQuery<Item>({ query, loading, empty, children }: PagedListQueryProps<Item>) {
  const loaded = {
    isError: query.isError && !query.data,
    error: query.error,
    data: query.data && { items: itemsOf(query.data) },
  };
  return (
    <ListQuery query={loaded} loading={loading} empty={empty}>
      {(items) => (
        <>
          {children(items)}
          <NextPage query={query} />
        </>
      )}
    </ListQuery>
  );
}

/** Under a paged list: a failed next page, and "Load more" while more follow. */
export function NextPage({ query }: { query: UseInfiniteQueryResult }) {
  return (
    <>
      {query.isFetchNextPageError ? <Alert tone="error">{query.error?.message}</Alert> : null}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
