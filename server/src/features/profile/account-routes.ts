import type { FastifyInstance } from 'fastify';
import applicationRoutes from '../applications/routes';
import documentRoutes from '../documents/routes';
import notificationRoutes from '../notifications/routes';
import partnerRoutes from '../partner/routes';
import referralRoutes from '../referrals/routes';
import settingsRoutes from '../settings/routes';
import walletRoutes from '../wallet/routes';
import wishlistRoutes from '../wishlist/routes';
import profileRoutes from './routes';

/** My Account (SPEC 2.9) and the partner API that feeds it, registered together under /api. */
export const accountRoutes: Array<(app: FastifyInstance) => Promise<void>> = [
  profileRoutes,
  documentRoutes,
  applicationRoutes,
  wishlistRoutes,
  walletRoutes,
  referralRoutes,
  settingsRoutes,
  notificationRoutes,
  partnerRoutes,
];
