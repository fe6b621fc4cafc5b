import type { FastifyInstance } from 'fastify';
import { applyRoutes } from './applications';
import authRoutes from './auth/routes';
import catalogueRoutes from './catalogue/routes';
import contactRoutes from './contact/routes';
import documentRoutes from './documents/routes';
import { grievanceRoutes } from './grievances';
import handoffRoutes from './handoff/routes';
import healthRoutes from './health/routes';
import languageRoutes from './language/routes';
import newsletterRoutes from './newsletter/routes';
import notificationRoutes from './notifications/routes';
import { onTimeRecordRoutes } from './on-time-record';
import opsRoutes from './ops/routes';
import partnerRoutes from './partner/routes';
import { passportReadingRoutes } from './passport-reading';
import { paymentRoutes } from './payments';
import privacyRoutes from './privacy/routes';
import profileRoutes from './profile/routes';
import referralRoutes from './referrals/routes';
import { reviewRoutes } from './reviews';
import settingsRoutes from './settings/routes';
import { travellerRoutes } from './travellers';
import tripCheckRoutes from './trip-check/routes';
import { visaHistoryRoutes } from './visa-history';
import walletRoutes from './wallet/routes';
import { whatsappRoutes } from './whatsapp';
import wishlistRoutes from './wishlist/routes';

/** Every feature's routes, each registered on its own under /api (app.ts). */
export const featureRoutes: Array<(app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  // My Account (docs/product/my-account.md) and the partner API that feeds it.
  profileRoutes,
  documentRoutes,
  passportReadingRoutes,
  visaHistoryRoutes,
  wishlistRoutes,
  travellerRoutes,
  walletRoutes,
  referralRoutes,
  settingsRoutes,
  privacyRoutes,
  notificationRoutes,
  partnerRoutes,
  authRoutes,
  contactRoutes,
  whatsappRoutes,
  grievanceRoutes,
  newsletterRoutes,
  languageRoutes,
  catalogueRoutes,
  tripCheckRoutes,
  handoffRoutes,
  applyRoutes,
  paymentRoutes,
  reviewRoutes,
  onTimeRecordRoutes,
  opsRoutes,
];
