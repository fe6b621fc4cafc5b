import type Redis from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from './app-error';

export interface LimitRule {
  /** Unique name of the rule; also the key prefix. */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Counts attempts per key (IP, e-mail, number, account). Counters live in Redis when it is
 * configured, so limits hold across server processes; in memory otherwise, and in memory too while
 * the configured Redis cannot be reached (see connectRedis).
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis?: Redis,
    private readonly prefix = 'hv',
  ) {}

  private limiter(rule: LimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = {
        keyPrefix: `${this.prefix}:rl:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      // With Redis down, each process counts on its own (the insurance limiter) rather than refusing or waiting.
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            useRedisPackage: false,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /**
   * Spends one point from each (rule, key) pair; throws a 429 AppError when any is exhausted, with
   * the pair's own message when it has one.
   */
  async consume(...checks: Array<[rule: LimitRule, key: string | undefined, message?: string]>): Promise<void> {
    for (const [rule, key, message] of checks) {
      if (!key) continue;
      try {
        await this.limiter(rule).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw rateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)), message);
        }
        throw error;
      }
    }
  }

  /** Throws the 429 when this key has already spent every point of the rule, without spending one. */
  async assertNotBlocked(rule: LimitRule, key: string, message?: string): Promise<void> {
    const state = await this.limiter(rule).get(key);
    if (state && state.consumedPoints >= rule.points) {
      throw rateLimited(Math.max(1, Math.ceil(state.msBeforeNext / 1000)), message);
    }
  }

  /** True when this key has spent every point of the rule (nothing is spent by asking). */
  async exhausted(rule: LimitRule, key: string): Promise<boolean> {
    const state = await this.limiter(rule).get(key);
    return Boolean(state && state.consumedPoints >= rule.points);
  }

  /**
   * Counts one event (e.g. a wrong code) without refusing anything; returns the points left:
   * 0 exactly once, on the event that used the last one, and below 0 after that.
   */
  async spend(rule: LimitRule, key: string): Promise<number> {
    try {
      return (await this.limiter(rule).consume(key)).remainingPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return rule.points - error.consumedPoints;
      throw error;
    }
  }

  /** Refuses the key for this many seconds, whatever it has spent (a delay set from outside the rule). */
  async block(rule: LimitRule, key: string, seconds: number): Promise<void> {
    await this.limiter(rule).block(key, seconds);
  }

  /** Forgets a key's count (e.g. after a successful login). */
  async reset(rule: LimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }
}
