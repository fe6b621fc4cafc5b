import { Alert } from '@web/components/ui/alert';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import type { ReactNode } from 'react';

/** What ListQuery reads of a query: a failure, or the items once loaded. */
interface ListState<Item> {
  isError: boolean;
  error: Error | null;
  data: { items: Item[] } | undefined;
}

interface ListQueryProps<Item> {
  query: ListState<Item>;
  /** What shows while the list loads; nothing when not given (e.g. a search not typed yet). */
  loading?: string;
  /** What shows when the list is empty; the list itself when not given. */
  empty?: ReactNode;
  children(items: Item[]): ReactNode;
}

/** A console list's loading, failure and empty states; the list itself once there is something in it. */
export function ListQuery<Item>({ query, loading, empty, children }: ListQueryProps<Item>) {
  if (query.isError) return <Alert tone="error">{query.error?.message}</Alert>;
  if (!query.data) return loading ? <Loading label={loading} /> : null;
  if (query.data.items.length === 0 && empty) return <EmptyState>{empty}</EmptyState>;
  return children(query.data.items);
}
