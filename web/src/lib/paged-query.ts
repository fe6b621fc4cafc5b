import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** A page of a keyset-paged list (contract/src/paging.ts): its items and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `path?filter=…` with the filters that have a value: a list's own query, before its page's. */
export const filteredPath = (path: string, filters: Record<string, string | undefined>) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as Array<[string, string]>);
  return query.size > 0 ? `${path}?${query}` : path;
};

/** `path?limit=…&cursor=…`, keeping the path's own query. */
export const pagePath = (path: string, limit: number, cursor: string | undefined) =>
  `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/**
 * Query options for a list read a page at a time and grown on demand ("Load more"): each page asks for the
 * items after the previous page's `nextCursor`.
 */
export function pagedQueryOptions<P extends Page<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor?: string) => Promise<P>,
) {
  return infiniteQueryOptions<P, Error, InfiniteData<P, string | undefined>, QueryKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every item of the pages loaded so far, in order. */
export const itemsOf = <T>(data: InfiniteData<Page<T>, unknown> | undefined): T[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/**
 * Query options for a list whose first page came inside another answer (so opening its page costs one request),
 * read a page at a time after it. Keep it under that answer's key: what refreshes the answer refreshes the list.
 */
export function afterFirstPageOptions<P extends Page<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor?: string) => Promise<P>,
  first: P,
  updatedAt: number,
) {
  return {
    ...pagedQueryOptions(queryKey, fetchPage),
    initialData: { pages: [first], pageParams: [undefined] },
    initialDataUpdatedAt: updatedAt,
  };
}
