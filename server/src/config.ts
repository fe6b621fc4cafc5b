import { isIP } from 'node:net';
import path from 'node:path';
import { GSTIN_INVALID, gstState, isValidGstin } from '@contract/apply/gst';
import { z } from 'zod';
import { KEY_ID_PATTERN, type Keyring } from './lib/file-encryption';

const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');
/** An empty variable (`LOG_LEVEL=` in a copied .env) counts as unset. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
const optionalUrl = unsetWhenEmpty(z.url().optional());
const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops' X-Forwarded-For to believe: off, a hop count (`1`, or `true`, is the one proxy in
 * front), or a comma-separated list of proxy addresses/CIDRs. Never "every hop": that would let a
 * caller choose its own IP.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] | false => {
    const text = (value ?? '').trim();
    if (text === '' || text === '0' || text === 'false') return false;
    if (text === 'true') return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0 && entries.length > 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `expected a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8), not "${bad.join(', ')}"`,
    });
    return z.NEVER;
  });

const EnvSchema = z.object({
  NODE_ENV: unsetWhenEmpty(z.enum(['development', 'test', 'production']).default('development')),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
  /** Origins besides PUBLIC_URL's allowed to send cookie-carrying writes (e.g. the Vite dev server). */
  ALLOWED_ORIGINS: csv,
  LOG_LEVEL: unsetWhenEmpty(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  /** Unset: readable lines at a terminal outside production, JSON lines otherwise. */
  LOG_FORMAT: unsetWhenEmpty(z.enum(['json', 'pretty']).optional()),
  /** Which requests get a log line: `all`, or `notable` (failed, 4xx/5xx or slow). Unset: see lib/terminal-log.ts. */
  LOG_REQUESTS: unsetWhenEmpty(z.enum(['all', 'notable']).optional()),
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
  /** The grievance officer the privacy policy names (docs/grievances-and-breaches.md); reminders go to the e-mail. */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(120).default('Grievance Officer'),
  GRIEVANCE_OFFICER_ROLE: z.string().trim().min(1).max(200).default('Grievance Officer, HelloVisa Travel Services'),
  GRIEVANCE_OFFICER_EMAIL: z.email().default('grievance@hellovisa.example'),
  GRIEVANCE_OFFICER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('HelloVisa Travel Services, 12 MG Road, Bengaluru 560001, Karnataka, India'),
  SMTP_URL: optionalUrl,
  OUTBOX: bool,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** An external booking site to hand over to (docs/product/partner.md#hand-off); unset, the booking site is this server's /apply. */
  VISA_BOOKING_URL: optionalUrl,
  MAIN_SITE_URL: z.url().default('https://hellovisa.example/'),
  FLIGHT_BOOKING_URL: z.url().default('https://flights.hellovisa.example/'),
  TRACKING_URL: z.url().default('https://visa.hellovisa.example/track'),
  TRACKING_HOSTS: csv,
  PARTNER_API_KEY: z
    .union([z.literal(''), z.string().min(32, 'must be at least 32 characters (or empty to turn the partner API off)')])
    .optional(),
  REFERRAL_REWARD_INR: z.coerce.number().int().min(0).max(100_000).default(100),
  /** docs/on-time.md#home-figures: the home page shows its own figures once this many applications were decided… */
  HOME_FIGURES_MIN_DECIDED: z.coerce.number().int().min(1).max(10_000_000).default(100),
  /** …and this many reviews published; until then it keeps the standing figures. */
  HOME_FIGURES_MIN_REVIEWS: z.coerce.number().int().min(1).max(10_000_000).default(50),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days without a request after which a session ends (0.5 = 12 hours). */
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(365).default(7),
  /** docs/retention.md: days after an application is decided or cancelled until its documents are deleted. */
  RETENTION_DOCUMENT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Days a draft may stay unchanged before it is deleted. */
  RETENTION_DRAFT_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Days the traveller is told before a deletion (and always given to download). */
  RETENTION_NOTICE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Days outbox files (messages written to DATA_DIR/outbox) are kept. */
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WEB_DIST_DIR: z.string().optional(),
  /** The bound on the built web app's pages held in memory, all encodings together (plugins/page-memory.ts). */
  PAGE_MEMORY_MB: z.coerce.number().min(0).max(1024).default(32),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  TEST_PAYMENTS: bool,
  API_DOCS: bool,
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** India's DLT (docs/channels.md#sms-to-india-dlt): the principal entity id, the sender header, template ids per kind. */
  SMS_DLT_ENTITY_ID: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{6,30}$/, 'expected the digits of the DLT entity id')
      .optional(),
  ),
  SMS_DLT_HEADER: unsetWhenEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9]{3,11}$/, 'expected the registered sender header (3 to 11 letters or digits)')
      .optional(),
  ),
  SMS_DLT_TEMPLATES: unsetWhenEmpty(z.string().optional()),
  WHATSAPP_TOKEN: unsetWhenEmpty(z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: unsetWhenEmpty(
    z
      .string()
      .regex(/^\d{1,30}$/, 'expected the digits of the phone number id')
      .optional(),
  ),
  WHATSAPP_APP_SECRET: unsetWhenEmpty(z.string().optional()),
  WHATSAPP_VERIFY_TOKEN: unsetWhenEmpty(z.string().optional()),
  /** Meta's Graph API, with its version (docs/channels.md#the-graph-api-version); a local fake in tests. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v26.0'),
  WHATSAPP_TEMPLATES: unsetWhenEmpty(z.string().optional()),
  /** Web Push VAPID keys (docs/channels.md#browser-push), base64url: the P-256 public point and private scalar. */
  VAPID_PUBLIC_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'expected the 65-byte uncompressed P-256 public key, base64url')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'expected the 32-byte P-256 private key, base64url')
      .optional(),
  ),
  /** Who the push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: unsetWhenEmpty(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'expected a mailto: or https: URL')
      .optional(),
  ),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  S3_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(10),
  /** The bucket's own encryption, on top of the files' (docs/operations.md#files-encrypted-at-rest). */
  S3_SSE: unsetWhenEmpty(z.enum(['AES256', 'aws:kms']).optional()),
  S3_SSE_KMS_KEY_ID: unsetWhenEmpty(z.string().optional()),
  /** `id:base64-of-32-bytes` pairs, comma-separated: every master key a stored file may be wrapped under. */
  FILES_MASTER_KEYS: unsetWhenEmpty(z.string().optional()),
  /** The key new files (and the rotation) wrap under; may be left out when FILES_MASTER_KEYS lists one key. */
  FILES_MASTER_KEY_ID: unsetWhenEmpty(z.string().optional()),
  /** Refuse stored files without an encryption header (once `rotate-file-keys` has encrypted the old ones). */
  FILES_REFUSE_PLAINTEXT: bool,
  /** Facts of the trip check checked longer ago than this many months are shown as possibly out of date. */
  TRIP_FACTS_STALE_MONTHS: z.coerce.number().int().min(1).max(60).default(6),
  /** Trip checks one address may ask for per minute. */
  TRIP_CHECK_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Visa photo checks and fixes one address may ask for per minute (each runs the face detector). */
  PHOTO_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** The face detector's weights are freed after this many idle seconds (docs/documents.md). */
  PHOTO_MODEL_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Seconds without a passport read after which the OCR engine is unloaded and its memory returned. */
  PASSPORT_OCR_IDLE_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** Passport readings one account may ask for per hour. */
  PASSPORT_READS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** The business that issues the GST tax invoices (CGST Rules 2017, rule 46(a)). */
  SUPPLIER_LEGAL_NAME: z.string().trim().max(120).optional(),
  SUPPLIER_ADDRESS: z.string().trim().max(300).optional(),
  SUPPLIER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || isValidGstin(value), GSTIN_INVALID)
    .optional(),
});

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`Invalid configuration:\n  ALLOWED_ORIGINS: "${url}" is not an origin such as https://example.com`);
  }
}

export type Config = ReturnType<typeof loadConfig>;

function razorpayConfig(e: z.infer<typeof EnvSchema>) {
  const keys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (keys.every((key) => !key)) return undefined;
  if (!keys.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together: set all three or none',
    );
  }
  return {
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
  };
}

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
  const twilio = twilioSettings(e);
  const whatsapp = whatsappSettings(e);
  const push = pushSettings(e);
  const dlt = dltSettings(e);
  const supplier = supplierSettings(e);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: [new URL(publicUrl).origin, ...e.ALLOWED_ORIGINS.map(originOf)],
    logLevel: e.LOG_LEVEL ?? 'info',
    /** LOG_LEVEL was given: at a terminal, every request is logged too (see lib/terminal-log.ts). */
    logLevelChosen: e.LOG_LEVEL !== undefined,
    logFormat: e.LOG_FORMAT,
    logRequests: e.LOG_REQUESTS,
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
    grievanceOfficer: {
      name: e.GRIEVANCE_OFFICER_NAME,
      role: e.GRIEVANCE_OFFICER_ROLE,
      email: e.GRIEVANCE_OFFICER_EMAIL,
      address: e.GRIEVANCE_OFFICER_ADDRESS,
    },
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    visaBookingUrl: e.VISA_BOOKING_URL ?? null,
    mainSiteUrl: e.MAIN_SITE_URL,
    flightBookingUrl: e.FLIGHT_BOOKING_URL,
    trackingUrl: e.TRACKING_URL,
    trackingHosts: e.TRACKING_HOSTS.length > 0 ? e.TRACKING_HOSTS : [new URL(e.TRACKING_URL).host],
    partnerApiKey: e.PARTNER_API_KEY || undefined,
    referralRewardPaise: e.REFERRAL_REWARD_INR * 100,
    homeFigures: { minDecided: e.HOME_FIGURES_MIN_DECIDED, minReviews: e.HOME_FIGURES_MIN_REVIEWS },
    sessionTtlMs: e.SESSION_DAYS * 24 * 60 * 60 * 1000,
    sessionIdleMs: Math.round(e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000),
    retention: {
      documentDays: e.RETENTION_DOCUMENT_DAYS,
      draftDays: e.RETENTION_DRAFT_DAYS,
      noticeDays: e.RETENTION_NOTICE_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? 'web/dist'),
    pageMemoryBytes: Math.round(e.PAGE_MEMORY_MB * 1024 * 1024),
    razorpay: razorpayConfig(e),
    tripCheck: { staleMonths: e.TRIP_FACTS_STALE_MONTHS, perMinute: e.TRIP_CHECK_PER_MINUTE },
    photoCheck: { perMinute: e.PHOTO_CHECKS_PER_MINUTE, modelIdleMs: e.PHOTO_MODEL_IDLE_SECONDS * 1000 },
    passportReading: { idleMs: e.PASSPORT_OCR_IDLE_SECONDS * 1000, perHour: e.PASSPORT_READS_PER_HOUR },
    /** The built-in test payment page: always outside production, in production only with TEST_PAYMENTS=1. */
    testPayments: e.NODE_ENV !== 'production' || e.TEST_PAYMENTS,
    /** The interactive API docs at /api/docs: always outside production, in production only with API_DOCS=1. */
    apiDocs: e.NODE_ENV !== 'production' || e.API_DOCS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          timeoutMs: Math.round(e.S3_TIMEOUT_SECONDS * 1000),
          serverSideEncryption: e.S3_SSE,
          kmsKeyId: e.S3_SSE_KMS_KEY_ID,
        }
      : undefined,
    files: {
      /** Unset: a key generated once into DATA_DIR (lib/file-keys.ts), for the embedded quick start only. */
      keyring: fileKeyring(e),
      legacyPlaintext: !e.FILES_REFUSE_PLAINTEXT,
    },
    /** Messages without SMTP (or an SMS provider) go to outbox files: always outside production. */
    outboxEnabled: e.NODE_ENV !== 'production' || e.OUTBOX,
    twilio,
    dlt,
    whatsapp,
    push,
    supplier,
    jobs: {
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      timeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      pollingSeconds: e.JOB_POLL_SECONDS,
    },
  };
}

const invalid = (variable: string, problem: string) => new Error(`Invalid configuration:\n  ${variable}: ${problem}`);

/**
 * Web Push: the VAPID key pair from configuration (both or neither; neither: generated on first start and kept in the
 * database), and the subject push services are told to write to (default: mailto: SUPPORT_EMAIL).
 */
function pushSettings(e: z.output<typeof EnvSchema>) {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw invalid('VAPID_PUBLIC_KEY', 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  }
  return {
    keys: e.VAPID_PUBLIC_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY! } : undefined,
    subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
  };
}

/** FILES_MASTER_KEYS and FILES_MASTER_KEY_ID as a keyring; undefined when neither is set. */
export function parseFileKeyring(list: string | undefined, currentId: string | undefined): Keyring | undefined {
  if (!list) {
    if (currentId) throw invalid('FILES_MASTER_KEY_ID', 'set FILES_MASTER_KEYS too (the keys it chooses from)');
    return undefined;
  }
  const keys = new Map<string, Buffer>();
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [id = '', encoded = ''] = entry.split(':', 2);
    if (!KEY_ID_PATTERN.test(id)) {
      throw invalid('FILES_MASTER_KEYS', `"${id}" is not a key id (1–32 letters, digits, ".", "_" or "-")`);
    }
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9+/]{43}=?$/.test(encoded) || key.length !== 32) {
      throw invalid(
        'FILES_MASTER_KEYS',
        `the key of "${id}" must be 32 random bytes in base64 (openssl rand -base64 32)`,
      );
    }
    if (keys.has(id)) throw invalid('FILES_MASTER_KEYS', `"${id}" is listed twice`);
    keys.set(id, key);
  }
  if (keys.size === 0) throw invalid('FILES_MASTER_KEYS', 'expected id:base64-key pairs, comma-separated');
  const chosen = currentId ?? (keys.size === 1 ? [...keys.keys()][0] : undefined);
  if (!chosen) throw invalid('FILES_MASTER_KEY_ID', 'required when FILES_MASTER_KEYS lists several keys');
  if (!keys.has(chosen)) throw invalid('FILES_MASTER_KEY_ID', `"${chosen}" is not one of FILES_MASTER_KEYS`);
  return { keys, currentId: chosen };
}

function fileKeyring(e: z.output<typeof EnvSchema>): Keyring | undefined {
  const keyring = parseFileKeyring(e.FILES_MASTER_KEYS, e.FILES_MASTER_KEY_ID);
  if (!keyring && e.S3_BUCKET) {
    throw invalid(
      'FILES_MASTER_KEYS',
      'required with S3_BUCKET (every process sharing the bucket needs the same keys)',
    );
  }
  return keyring;
}

/** Outside production a sample supplier stands in, so invoices can be tried; production must name the real one. */
export const SAMPLE_SUPPLIER = {
  SUPPLIER_LEGAL_NAME: 'HelloVisa Travel Services Private Limited (sample)',
  SUPPLIER_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
  SUPPLIER_GSTIN: '29AABCH1234K1ZN',
};

function supplierSettings(e: z.output<typeof EnvSchema>) {
  const keys = ['SUPPLIER_LEGAL_NAME', 'SUPPLIER_ADDRESS', 'SUPPLIER_GSTIN'] as const;
  const missing = keys.filter((key) => !e[key]);
  if (missing.length > 0 && e.NODE_ENV === 'production') {
    throw new Error(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required in production (it is printed on every tax invoice)`).join('\n')}`,
    );
  }
  const source = missing.length === keys.length ? SAMPLE_SUPPLIER : e;
  if (keys.some((key) => !source[key])) {
    throw new Error(
      'Invalid configuration:\n  SUPPLIER_LEGAL_NAME, SUPPLIER_ADDRESS and SUPPLIER_GSTIN go together: set all three or none',
    );
  }
  const gstin = source.SUPPLIER_GSTIN!;
  return {
    legalName: source.SUPPLIER_LEGAL_NAME!,
    address: source.SUPPLIER_ADDRESS!,
    gstin,
    state: gstState(gstin.slice(0, 2))!,
  };
}

function twilioSettings(e: z.output<typeof EnvSchema>) {
  if (e.SMS_PROVIDER !== 'twilio') return undefined;
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter((key) => !e[key]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((key) => `  ${key}: required when SMS_PROVIDER=twilio`).join('\n')}`,
    );
  }
  return {
    accountSid: e.TWILIO_ACCOUNT_SID ?? '',
    authToken: e.TWILIO_AUTH_TOKEN ?? '',
    from: e.TWILIO_FROM ?? '',
    apiUrl: e.TWILIO_API_URL,
  };
}

/**
 * `key=value` pairs, comma-separated, keys `kind` or `kind:lang` (e.g. `login=1107…,login:hi=1107…`): DLT template
 * ids and WhatsApp templates are both registered per kind and language.
 */
export function parseKindMap(variable: string, text: string | undefined, value: RegExp, expected: string) {
  const map = new Map<string, string>();
  for (const entry of (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [key = '', item = ''] = entry.split('=', 2).map((part) => part.trim());
    if (!/^[a-z][a-z-]*(:(en|hi))?$/.test(key)) throw invalid(variable, `"${key}" is not a kind, or kind:en / kind:hi`);
    if (!value.test(item)) throw invalid(variable, `the value of "${key}" should be ${expected}`);
    map.set(key, item);
  }
  return map;
}

/** A WhatsApp template as configured: `name/language` (e.g. application_status/hi). */
const TEMPLATE_PATTERN = /^[a-z0-9_]{1,512}\/[A-Za-z_]{2,6}$/;

/**
 * The templates WhatsApp messages use by default, per kind and language (docs/channels.md#templates): the names a
 * deployment registers with Meta, or overrides with WHATSAPP_TEMPLATES.
 */
export const DEFAULT_WHATSAPP_TEMPLATES: Record<string, string> = {
  'application-status:en': 'application_status/en',
  'application-status:hi': 'application_status/hi',
  'documents-requested:en': 'documents_requested/en',
  'documents-requested:hi': 'documents_requested/hi',
  'security:en': 'security_notice/en',
  'security:hi': 'security_notice/hi',
  'support-reply:en': 'support_reply/en',
  'support-reply:hi': 'support_reply/hi',
};

function whatsappSettings(e: z.output<typeof EnvSchema>) {
  const sending = [e.WHATSAPP_TOKEN, e.WHATSAPP_PHONE_NUMBER_ID];
  if (sending.some(Boolean) && !sending.every(Boolean)) {
    throw invalid('WHATSAPP_TOKEN', 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together: set both or neither');
  }
  const webhook = [e.WHATSAPP_APP_SECRET, e.WHATSAPP_VERIFY_TOKEN];
  if (webhook.some(Boolean) && !webhook.every(Boolean)) {
    throw invalid(
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN go together: set both or neither',
    );
  }
  const configured = parseKindMap('WHATSAPP_TEMPLATES', e.WHATSAPP_TEMPLATES, TEMPLATE_PATTERN, 'name/language');
  const templates = new Map([...Object.entries(DEFAULT_WHATSAPP_TEMPLATES), ...configured]);
  return {
    /** Unset: WhatsApp messages go to the outbox. */
    api: e.WHATSAPP_TOKEN
      ? {
          token: e.WHATSAPP_TOKEN,
          phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
          apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
        }
      : undefined,
    /** Unset: the webhook answers 404. */
    webhook: e.WHATSAPP_APP_SECRET
      ? { appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN! }
      : undefined,
    templates,
  };
}

function dltSettings(e: z.output<typeof EnvSchema>) {
  return {
    entityId: e.SMS_DLT_ENTITY_ID,
    header: e.SMS_DLT_HEADER,
    templates: parseKindMap('SMS_DLT_TEMPLATES', e.SMS_DLT_TEMPLATES, /^\d{6,30}$/, 'the digits of a DLT template id'),
  };
}
