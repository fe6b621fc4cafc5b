import type { FastifyInstance } from 'fastify';
import { seedCatalogueOnStart } from './features/catalogue/seed';

/** Idempotent work run once the database is migrated, before the server listens (e.g. seeding). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [seedCatalogueOnStart];
