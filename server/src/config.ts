import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');
const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/)
    .default('hv'),
  PRODUCT_NAME: z.string().min(1).default('HelloVisa'),
  SUPPORT_EMAIL: z.email().default('support@hellovisa.example'),
  MAIL_FROM: z.string().default('HelloVisa <no-reply@hellovisa.example>'),
  SMTP_URL: optionalUrl,
  OUTBOX: bool,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  VISA_BOOKING_URL: z.url().default('https://visa.hellovisa.example/'),
  MAIN_SITE_URL: z.url().default('https://hellovisa.example/'),
  FLIGHT_BOOKING_URL: z.url().default('https://flights.hellovisa.example/'),
  TRACKING_URL: z.url().default('https://visa.hellovisa.example/track'),
  TRACKING_HOSTS: csv,
  PARTNER_API_KEY: z.string().optional(),
  REFERRAL_REWARD_INR: z.coerce.number().int().min(0).max(100_000).default(100),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; a bad variable stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && !e.OUTBOX) {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL: required in production (or set OUTBOX=1 to write mail to files)',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir,
    dbDir: path.join(dataDir, 'db'),
    filesDir: path.join(dataDir, 'files'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    productName: e.PRODUCT_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    visaBookingUrl: e.VISA_BOOKING_URL,
    mainSiteUrl: e.MAIN_SITE_URL,
    flightBookingUrl: e.FLIGHT_BOOKING_URL,
    trackingUrl: e.TRACKING_URL,
    trackingHosts: e.TRACKING_HOSTS.length > 0 ? e.TRACKING_HOSTS : [new URL(e.TRACKING_URL).host],
    partnerApiKey: e.PARTNER_API_KEY || undefined,
    referralRewardPaise: e.REFERRAL_REWARD_INR * 100,
    sessionTtlMs: e.SESSION_DAYS * 24 * 60 * 60 * 1000,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? 'web/dist'),
  };
}
