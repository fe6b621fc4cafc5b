import type { FastifyInstance } from 'fastify';

/** Idempotent work run once the database is migrated, before the server listens (e.g. seeding). */
export const startupTasks: Array<(app: FastifyInstance) => Promise<void>> = [];
