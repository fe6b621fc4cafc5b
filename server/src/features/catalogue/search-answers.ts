import { SEARCH_DAY_OFFSET_MS, type VisaSearchQuery, VisaSearchQuerySchema } from '@contract/catalogue';
import { LANGS, type Lang } from '@contract/lang';
import { LRUCache } from 'lru-cache';
import { badRequest } from '../../lib/app-error';
import { searchVisas } from './service';
import type { CatalogueStore } from './store';

const MAX_ANSWERS_PER_LANG = 2_500;
/**
 * The memo's keys are the callers' query strings, and unknown parameters do not make a search invalid: a query
 * string can be up to 16 KB long, so the memo is bounded by its bytes too, not only by its count.
 */
const MAX_MEMO_BYTES_PER_LANG = 4 * 1024 * 1024;
const DAY_MS = 86_400_000;

/** The query as validated by the contract; a bad one is a 400 with a message per field. */
function parseSearchQuery(query: unknown): VisaSearchQuery {
  const parsed = VisaSearchQuerySchema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid search', fields);
}

/** When the search day (searchDateIssues' "today") holding a moment began, in ms since the epoch. */
const searchDayStart = (nowMs: number) =>
  Math.floor((nowMs - SEARCH_DAY_OFFSET_MS) / DAY_MS) * DAY_MS + SEARCH_DAY_OFFSET_MS;

/**
 * Search answers, serialised once and kept per language and query string: the same searches come again and again,
 * and an answer changes only with the catalogue or the search day (either clears the memo). Both are compared
 * as numbers, so a repeated search costs a map lookup and no date arithmetic.
 */
export class SearchAnswers {
  private readonly answers = new Map<Lang, LRUCache<string, Buffer>>(
    LANGS.map((lang) => [
      lang,
      new LRUCache<string, Buffer>({
        max: MAX_ANSWERS_PER_LANG,
        maxSize: MAX_MEMO_BYTES_PER_LANG,
        sizeCalculation: (body, rawQuery) => body.length + rawQuery.length,
      }),
    ]),
  );
  private catalogueVersion = -1;
  private dayStart = 0;

  constructor(private readonly store: CatalogueStore) {}

  answer(rawQuery: string, query: unknown, nowMs = Date.now(), lang: Lang = 'en'): Buffer {
    if (this.store.version !== this.catalogueVersion || nowMs < this.dayStart || nowMs >= this.dayStart + DAY_MS) {
      for (const memo of this.answers.values()) memo.clear();
      this.catalogueVersion = this.store.version;
      this.dayStart = searchDayStart(nowMs);
    }
    const memo = this.answers.get(lang)!;
    let body = memo.get(rawQuery);
    if (!body) {
      body = Buffer.from(JSON.stringify(searchVisas(this.store, parseSearchQuery(query), new Date(nowMs), lang)));
      memo.set(rawQuery, body);
    }
    return body;
  }
}
