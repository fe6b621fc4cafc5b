import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/routes';

/** Every feature's routes, registered under /api. */
export const featureRoutes: Array<(app: FastifyInstance) => Promise<void>> = [healthRoutes];
