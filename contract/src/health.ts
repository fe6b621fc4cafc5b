import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** Whether this process hears other processes' changes (down: it serves without its caches). */
  notifications: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
