import { z } from 'zod';

const UpDown = z.enum(['up', 'down']);

export const HealthSchema = z.object({
  /**
   * ok: every dependency answers. degraded: an optional one is down (Redis: rate limits count per
   * process; notifications) and the server still serves. down: a required one is down (answered 503).
   */
  status: z.enum(['ok', 'degraded', 'down']),
  database: UpDown,
  databaseKind: z.enum(['pglite', 'postgres']),
  /** Whether this process hears other processes' changes (down: it serves without its caches). */
  notifications: UpDown,
  /** The job queue (e-mail, SMS, file removal): its tables answer and this process's workers run. */
  jobQueue: UpDown,
  /** Only when REDIS_URL is set. */
  redis: UpDown.optional(),
  /** Where uploaded files are kept: DATA_DIR/files (local) or the S3 bucket. */
  storage: UpDown,
  storageKind: z.enum(['local', 's3']),
  /** Free space on DATA_DIR's filesystem; down when nearly full. */
  disk: z.object({ status: UpDown, freeBytes: z.number().int(), totalBytes: z.number().int() }),
  /** What is down, in words (empty when all is well). */
  problems: z.array(z.string()),
});
export type Health = z.infer<typeof HealthSchema>;
