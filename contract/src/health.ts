import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  databaseKind: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;
