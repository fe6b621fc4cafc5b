import type { FastifyInstance } from 'fastify';
import applicationRoutes from '../applications/routes';
import documentRoutes from '../documents/routes';
import partnerRoutes from '../partner/routes';
import walletRoutes from '../wallet/routes';
import wishlistRoutes from '../wishlist/routes';

/** My Account (SPEC 2.9) and the partner API that feeds it, registered together under /api. */
export const accountRoutes: Array<(app: FastifyInstance) => Promise<void>> = [
  documentRoutes,
  applicationRoutes,
  wishlistRoutes,
  walletRoutes,
  partnerRoutes,
];
