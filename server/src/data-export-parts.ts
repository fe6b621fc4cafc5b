import { applicationsForExport, embassyRecipients } from './features/applications';
import { countryName } from './features/catalogue';
import { documentsForExport } from './features/documents';
import { accountForExport } from './features/identity';
import { notificationsForExport } from './features/notifications';
import { paymentRecipients, paymentsForExport } from './features/payments';
import type { ExportPart } from './features/privacy';
import { profileForExport } from './features/profile';
import { referralsForExport } from './features/referrals';
import { reviewsForExport } from './features/reviews';
import { savedTripsForExport } from './features/trip-check';
import { walletForExport } from './features/wallet';

/**
 * "Download my data" (docs/privacy.md): what each module gives to the ZIP, through its public face. The privacy
 * module adds the consents; a module holding personal data adds its part here.
 */
export const dataExportParts: readonly ExportPart[] = [
  async (db, userId) => {
    const { account, sessions } = await accountForExport(db, userId);
    const { notifications, devices, whatsappOptIns, pushSubscriptions } = await notificationsForExport(db, userId);
    return {
      json: {
        'profile.json': { account, profile: await profileForExport(db, userId) },
        'notifications.json': notifications,
        'whatsapp-opt-ins.json': whatsappOptIns,
        'sessions.json': { sessions, devices, pushSubscriptions },
        'saved-trips.json': await savedTripsForExport(db, userId),
      },
    };
  },
  async (db, userId) => {
    const { applications, visaFiles } = await applicationsForExport(db, userId);
    const payments = await paymentsForExport(db, userId);
    return {
      json: {
        'applications.json': applications,
        'payments.json': payments,
        'wallet.json': await walletForExport(db, userId),
        'referrals.json': await referralsForExport(db, userId),
        'reviews.json': await reviewsForExport(db, userId),
        // Who else was given the data (DPDP Act s.11(1)(b)).
        'shared-with.json': [...paymentRecipients(payments), ...embassyRecipients(applications, countryName)],
      },
      files: visaFiles.map((v) => ({ name: `visas/${v.ref}-${v.filename}`, storageKey: v.storageKey })),
    };
  },
  async (db, userId) => {
    const docs = await documentsForExport(db, userId);
    return {
      json: { 'documents.json': docs.map(({ storageKey: _key, ...doc }) => doc) },
      files: docs.map((d) => ({ name: `documents/${d.id}-${d.filename}`, storageKey: d.storageKey })),
    };
  },
];
