import type { FastifyInstance } from 'fastify';
import catalogueRoutes from './catalogue/routes';
import contactRoutes from './contact/routes';
import handoffRoutes from './handoff/routes';
import healthRoutes from './health/routes';
import newsletterRoutes from './newsletter/routes';
import { accountRoutes } from './profile/account-routes';

/** Every feature's routes, registered under /api. */
export const featureRoutes: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  ...accountRoutes,
  contactRoutes,
  newsletterRoutes,
  catalogueRoutes,
  handoffRoutes,
];
