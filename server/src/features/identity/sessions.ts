import type { Database } from '@db/client';
import { sessions, users } from '@db/schema/index';
import { and, eq, ne } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import UAParser from 'ua-parser-js';
import { newId, randomToken, sha256 } from '../../lib/ids';
import type { UserRow } from './users';

export const SESSION_COOKIE = 'hv_session';

/**
 * The one definition of the session cookie, for setting, reading and clearing it. Over https it
 * is `__Host-hv_session` with Secure: the browser then refuses it from plain http, from a
 * subdomain and for any other path.
 */
export function sessionCookie(secure: boolean) {
  return {
    name: secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
    attributes: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure },
  };
}
export type SessionCookie = ReturnType<typeof sessionCookie>;
const CACHE_TTL_MS = 60_000;
const LAST_ACTIVE_EVERY_MS = 5 * 60_000;
const INVALIDATION_CHANNEL = 'hv_sessions';
/** Upper bound on waiting for our own invalidation notice to come back from the database. */
const ECHO_TIMEOUT_MS = 500;

export interface AuthContext {
  sessionId: string;
  userId: string;
  user: UserRow;
  expiresAt: number;
  lastActiveAt: number;
  /** This session ends after this long without a request. */
  idleTimeoutMs: number;
  /**
   * `/auth/me`'s answer, serialised once: it lives and dies with this cached copy, which every
   * change to the user's row drops (userChanged).
   */
  userAnswer?: string;
}

const isIdle = (context: Pick<AuthContext, 'lastActiveAt' | 'idleTimeoutMs'>, now: number) =>
  now - context.lastActiveAt > context.idleTimeoutMs;

/** "Chrome on Windows", "Safari on iOS"; null when the User-Agent says nothing useful. */
export function deviceNameFrom(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const what = browser.name ?? device.model;
  if (!what) return null;
  return os.name ? `${what} on ${os.name}` : what;
}

/**
 * Database-backed sessions with an in-process cache of lookups. Every change to a user's row or
 * sessions drops the cached copies. With several processes on PostgreSQL the change is broadcast
 * with NOTIFY, and the changing request waits until the database has echoed the notice back: by
 * then it has been delivered to every listening process too, so the caller's next request sees the
 * change wherever it lands. A process whose listening connection is down does not use the cache.
 */
export class SessionStore {
  /**
   * At most 50,000 sessions, each for CACHE_TTL_MS. lru-cache drops an expired entry only when it is read or
   * pushed out: the sweep (every CACHE_TTL_MS) lets the memory of a busy hour go once its sessions are quiet
   * (issue 33: RSS stayed up after load).
   */
  private readonly cache = new LRUCache<string, AuthContext>({
    max: 50_000,
    ttl: CACHE_TTL_MS,
    // The server's clock (tests set it), not the monotonic one.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
  private readonly awaitingEcho = new Map<string, () => void>();
  private sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly ttlMs: number,
    /** The idle timeout of sessions that do not ask for another (e.g. operators' shorter one). */
    private readonly idleTimeoutMs: number,
  ) {}

  /** Subscribes to other processes' changes (PostgreSQL); the embedded database is one process. */
  async start(): Promise<void> {
    this.sweep ??= setInterval(() => this.sweepExpired(), CACHE_TTL_MS).unref();
    if (this.database.kind !== 'postgres') return;
    await this.database.listen(
      INVALIDATION_CHANNEL,
      (payload) => {
        const [userId = '', nonce = ''] = payload.split(':');
        this.dropUser(userId);
        this.awaitingEcho.get(nonce)?.();
      },
      () => this.cache.clear(),
    );
  }

  /** Drops the cached sessions older than the cache time. */
  sweepExpired(): void {
    this.cache.purgeStale();
  }

  /** Stops the sweep of expired cached sessions. */
  stop(): void {
    clearInterval(this.sweep);
    this.sweep = undefined;
  }

  /** How many sessions the cache holds (expired ones included until the sweep). */
  get cachedCount(): number {
    return this.cache.size;
  }

  private get cacheUsable(): boolean {
    return this.database.listening;
  }

  async create(
    userId: string,
    client: { userAgent?: string; ip?: string },
    options: { idleTimeoutMs?: number } = {},
  ): Promise<{ token: string; id: string }> {
    const token = randomToken();
    const id = newId();
    await this.database.db.insert(sessions).values({
      id,
      userId,
      tokenHash: sha256(token),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      deviceName: deviceNameFrom(client.userAgent),
      ip: client.ip ?? null,
      expiresAt: new Date(Date.now() + this.ttlMs),
      idleTimeoutSeconds: Math.round((options.idleTimeoutMs ?? this.idleTimeoutMs) / 1000),
    });
    return { token, id };
  }

  /**
   * The session of a token: from the cache when it holds a live copy (no promise then: this is
   * every request's path), otherwise from the database; null when there is none or it has ended.
   */
  authenticate(token: string): AuthContext | Promise<AuthContext | null> {
    // Keyed by the token itself, so a cached session costs no hash; only the database holds hashes.
    const cached = this.cacheUsable ? this.cache.get(token) : undefined;
    if (cached) {
      const now = Date.now();
      if (cached.expiresAt > now && !isIdle(cached, now)) return cached;
    }
    return this.load(token);
  }

  private async load(token: string): Promise<AuthContext | null> {
    const tokenHash = sha256(token);
    const now = Date.now();
    const [row] = await this.database.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row || row.session.expiresAt.getTime() <= now) return null;
    const context: AuthContext = {
      sessionId: row.session.id,
      userId: row.user.id,
      user: row.user,
      expiresAt: row.session.expiresAt.getTime(),
      lastActiveAt: row.session.lastActiveAt.getTime(),
      idleTimeoutMs: row.session.idleTimeoutSeconds * 1000,
    };
    if (isIdle(context, now)) {
      // Gone for good: it no longer shows among the linked devices either.
      await this.database.db.delete(sessions).where(eq(sessions.id, context.sessionId));
      this.cache.delete(token);
      return null;
    }
    if (this.cacheUsable) this.cache.set(token, context);
    return context;
  }

  /**
   * Records activity at most every few minutes so that reads stay cheap; undefined (no promise) when
   * it is not due.
   */
  touch(context: AuthContext, ip: string | undefined): Promise<void> | undefined {
    const now = Date.now();
    if (now - context.lastActiveAt < LAST_ACTIVE_EVERY_MS) return undefined;
    context.lastActiveAt = now;
    return this.database.db
      .update(sessions)
      .set({ lastActiveAt: new Date(now), ...(ip ? { ip } : {}) })
      .where(eq(sessions.id, context.sessionId))
      .then(() => undefined);
  }

  /** Revokes one session of this user; false when it is not theirs or already gone. */
  async revoke(userId: string, sessionId: string): Promise<boolean> {
    const removed = await this.database.db
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    await this.userChanged(userId);
    return removed.length > 0;
  }

  async revokeAll(userId: string, options: { except?: string } = {}): Promise<void> {
    await this.database.db
      .delete(sessions)
      .where(
        options.except
          ? and(eq(sessions.userId, userId), ne(sessions.id, options.except))
          : eq(sessions.userId, userId),
      );
    await this.userChanged(userId);
  }

  /** Call after changing a user's row or sessions: every process re-reads them on the next request. */
  async userChanged(userId: string): Promise<void> {
    this.dropUser(userId);
    if (this.database.kind !== 'postgres') return;
    const nonce = randomToken(9);
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      this.awaitingEcho.set(nonce, resolve);
      timer = setTimeout(resolve, ECHO_TIMEOUT_MS);
    });
    try {
      await this.database.notify(INVALIDATION_CHANNEL, `${userId}:${nonce}`);
      await echoed;
    } finally {
      clearTimeout(timer);
      this.awaitingEcho.delete(nonce);
    }
  }

  private dropUser(userId: string) {
    for (const [key, context] of this.cache.entries()) {
      if (context.userId === userId) this.cache.delete(key);
    }
  }
}
