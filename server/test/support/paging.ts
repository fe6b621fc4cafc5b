import { expect } from 'vitest';
import type { TestApp, TestClient, TestResponse } from '../test-app';

/**
 * What every keyset-paged list must show (docs/paging.md), through real HTTP: a walk of all its pages with rows
 * added in between sees each row once, a page of 1 and a full page cost the same statements, and a bad cursor or
 * page size answers 400 with the contract's messages.
 */

export interface Page<T = { id: string }> {
  items: T[];
  nextCursor: string | null;
}

/** `path?limit=…&cursor=…`, keeping the path's own query. */
export const pageUrl = (path: string, limit?: number, cursor?: string | null) => {
  const query = [limit === undefined ? '' : `limit=${limit}`, cursor ? `cursor=${cursor}` : ''].filter(Boolean);
  return query.length ? `${path}${path.includes('?') ? '&' : '?'}${query.join('&')}` : path;
};

export const getPage = <T = { id: string }>(
  client: TestClient,
  path: string,
  limit?: number,
  cursor?: string | null,
): Promise<TestResponse<Page<T>>> => client.get(pageUrl(path, limit, cursor));

interface Walk<T> {
  /** Page size of the walk. */
  limit: number;
  /** The keys that were there before the walk: each must be seen once. */
  existing: string[];
  /** Adds rows between two pages (told the number of pages read so far). */
  between?: (pages: number) => Promise<unknown>;
  /** The key of an item; its id unless said. */
  keyOf?: (item: T) => string;
  /** Checks each page's body further (its schema, say). */
  check?: (body: Page<T>) => void;
}

/**
 * Reads every page of a list, adding rows between pages through `between`: no key repeats and every key of
 * `existing` is seen. Answers the keys in the order seen and the number of pages.
 */
export async function walkAllPages<T = { id: string }>(client: TestClient, path: string, walk: Walk<T>) {
  const keyOf = walk.keyOf ?? ((item: T) => (item as { id: string }).id);
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: TestResponse<Page<T>> = await getPage<T>(client, path, walk.limit, cursor);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(walk.limit);
    walk.check?.(res.body);
    seen.push(...res.body.items.map(keyOf));
    cursor = res.body.nextCursor;
    await walk.between?.(pages);
    pages++;
  } while (cursor);
  expect(new Set(seen).size, 'no key seen twice').toBe(seen.length);
  expect(
    walk.existing.filter((key) => !seen.includes(key)),
    'no key skipped',
  ).toEqual([]);
  return { seen, pages };
}

/** Statements the server's database sent to answer one page (the job queue settled first, so only the request's). */
export async function statementsForPage<T = { id: string }>(
  t: TestApp,
  client: TestClient,
  path: string,
  limit: number,
  cursor?: string | null,
) {
  await t.settled();
  const before = t.database.statementsSent();
  const res = await getPage<T>(client, path, limit, cursor);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { statements: t.database.statementsSent() - before, body: res.body };
}

/**
 * A page of one item and a full page of `full` items cost the same statements, at most `atMost`. With `fill`, the
 * list holds one item and `fill` adds the rows that take it to at least `full`: the same page size answers one
 * item, then `full`. Without, the list holds `full` already (a console list others add to): a page of 1 is
 * compared with a page of `full`. Answers the two counts.
 */
export async function expectConstantStatements(
  t: TestApp,
  client: TestClient,
  path: string,
  options: { full: number; fill?: () => Promise<unknown>; atMost: number },
) {
  await statementsForPage(t, client, path, 1); // the session and its caches warm
  const one = await statementsForPage(t, client, path, options.fill ? options.full : 1);
  expect(one.body.items).toHaveLength(1);
  await options.fill?.();
  const full = await statementsForPage(t, client, path, options.full);
  expect(full.body.items).toHaveLength(options.full);
  expect(full.statements, `${one.statements} statements for 1 item, ${full.statements} for ${options.full}`).toBe(
    one.statements,
  );
  expect(one.statements).toBeLessThanOrEqual(options.atMost);
  return { one: one.statements, full: full.statements };
}

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

/**
 * A malformed cursor, a cursor of another list, one whose keys do not fit `list` and a page size outside 1…max
 * all answer 400 with the contract's messages.
 */
export async function expectRefusesBadPaging(client: TestClient, path: string, list: string, max = 100) {
  for (const cursor of [
    '!!',
    Buffer.from('not json').toString('base64url'),
    cursorOf([`${list}-other`, '2026-01-01T00:00:00.000000Z', 'x']),
    cursorOf(['notifications', '2026-01-01T00:00:00.000000Z', 'x']),
    cursorOf([list, 'not a key!', '']),
    cursorOf([list]),
  ]) {
    const res = await client.get(pageUrl(path, undefined, cursor));
    expect(res.status, cursor).toBe(400);
    expect(JSON.stringify(res.body), cursor).toMatch(/Invalid cursor: ask for the first page again/);
  }
  for (const limit of ['0', String(max + 1), '2.5', 'ten']) {
    const res = await client.get(`${path}${path.includes('?') ? '&' : '?'}limit=${limit}`);
    expect(res.status, limit).toBe(400);
    expect(JSON.stringify(res.body), limit).toMatch(new RegExp(`Page size must be a whole number from 1 to ${max}`));
  }
}
