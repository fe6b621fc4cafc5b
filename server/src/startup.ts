import type { FastifyInstance } from 'fastify';
import { seedCatalogueOnStart } from './features/catalogue/seed';
import { fillMissingMailboxes } from './features/referrals/service';

/** Idempotent work run once the database is migrated, before the server listens (e.g. seeding). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [
  seedCatalogueOnStart,
  (app) => fillMissingMailboxes(app.database.db),
];
