import { type VisaSearchQuery, VisaSearchQuerySchema } from '@contract/catalogue';
import type { Lang } from '@contract/lang';
import { LRUCache } from 'lru-cache';
import { badRequest } from '../../lib/app-error';
import { searchVisas } from './service';
import type { CatalogueStore } from './store';

const MAX_ANSWERS = 5_000;

/** The query as validated by the contract; a bad one is a 400 with a message per field. */
function parseSearchQuery(query: unknown): VisaSearchQuery {
  const parsed = VisaSearchQuerySchema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid search', fields);
}

/**
 * Search answers, serialised once and kept per language and query string: the same searches come again and again,
 * and an answer changes only with the catalogue (reloads clear the memo) or the date (part of the key).
 */
export class SearchAnswers {
  private readonly answers = new LRUCache<string, Buffer>({ max: MAX_ANSWERS });
  private catalogueVersion = -1;

  constructor(private readonly store: CatalogueStore) {}

  answer(rawQuery: string, query: unknown, now = new Date(), lang: Lang = 'en'): Buffer {
    if (this.store.version !== this.catalogueVersion) {
      this.answers.clear();
      this.catalogueVersion = this.store.version;
    }
    // Date validation depends on the day (UTC−12, as searchDateIssues reads it).
    const day = new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
    const key = `${day}|${lang}|${rawQuery}`;
    let body = this.answers.get(key);
    if (!body) {
      body = Buffer.from(JSON.stringify(searchVisas(this.store, parseSearchQuery(query), now, lang)));
      this.answers.set(key, body);
    }
    return body;
  }
}
