import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from './features/catalogue';
import { seedPhotoSpecs } from './features/photo-check';
import { seedTripRules } from './features/trip-check';

/** Idempotent work run once the database is migrated, before the server listens (e.g. seeding). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [
  // Seeds, then lets every process reload its in-memory catalogue.
  async (app) => {
    const written = await seedCatalogue(app.database);
    if (written > 0) app.log.info({ rows: written }, 'catalogue seeded');
  },
  async (app) => {
    const added = await seedTripRules(app.database);
    if (added > 0) app.log.info({ rules: added }, 'trip rules seeded');
  },
  async (app) => {
    const added = await seedPhotoSpecs(app.database);
    if (added > 0) app.log.info({ specs: added }, 'photo specifications seeded');
  },
];
