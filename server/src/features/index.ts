import type { FastifyInstance } from 'fastify';
import applyRoutes from './applications/apply-routes';
import authRoutes from './auth/routes';
import catalogueRoutes from './catalogue/routes';
import contactRoutes from './contact/routes';
import handoffRoutes from './handoff/routes';
import healthRoutes from './health/routes';
import languageRoutes from './language/routes';
import newsletterRoutes from './newsletter/routes';
import opsRoutes from './ops/routes';
import paymentRoutes from './payments/routes';
import { accountRoutes } from './profile/account-routes';

/** Every feature's routes, registered under /api. */
export const featureRoutes: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  ...accountRoutes,
  authRoutes,
  contactRoutes,
  newsletterRoutes,
  languageRoutes,
  catalogueRoutes,
  handoffRoutes,
  applyRoutes,
  paymentRoutes,
  opsRoutes,
];
