/**
 * Every notification a user can receive: its category (for preferences) and its words, for the
 * in-app centre, the e-mail and the SMS. The e-mail's HTML and plain text both come from
 * `templates.ts`; here are only the words.
 */

import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@contract/account/notifications';
import { countryInSentence } from '@contract/catalogue-rules';
import { formatLongDate, formatMomentDateTime } from '@contract/dates';
import type { Lang } from '@contract/lang';
import { formatRupees, paiseToRupees } from '@contract/money';
import type { TFunction } from 'i18next';
import { mailT } from '../../i18n';
import { countryIn, noteIn, statusIn } from '../../i18n/stored-words';

export { NOTIFICATION_CATEGORIES, NOTIFICATION_CHANNELS, type NotificationCategory, type NotificationChannel };

export interface NotificationData {
  'application-status': {
    ref: string;
    country: string;
    status: string;
    note?: string | null;
    /** On submission: the option's processing time and the decision date it gives (YYYY-MM-DD). */
    processingDays?: number;
    decisionBy?: string;
  };
  'documents-requested': { ref: string; country: string; items: Array<{ label: string; note?: string | null }> };
  /** After approval: the traveller is asked to rate the service (docs/reviews.md). */
  'review-invitation': { ref: string; country: string };
  'payment-receipt': {
    ref: string;
    amountPaise: number;
    invoiceUrl?: string | null;
    /** The payment, whose tax invoice the e-mail carries (absent from receipts queued before attachments). */
    paymentId?: string;
    breakdown?: ReceiptBreakdown;
  };
  /**
   * Where each rupee of one refund went (docs/refunds.md#what-the-traveller-is-told): to the original payment method
   * (as the provider reported it) and to the wallet. Messages queued before this shape carry amountPaise and
   * destination instead.
   */
  refund: { ref: string } & (RefundParts | { amountPaise: number; destination: 'wallet' | 'provider' });
  /**
   * A missed on-time promise (docs/on-time.md): not decided by `promisedBy` (YYYY-MM-DD); the service fee and GST
   * given back, to the original payment method and the wallet (paise).
   */
  'on-time-compensation': {
    ref: string;
    country: string;
    promisedBy: string;
    providerPaise: number;
    walletPaise: number;
  };
  /** A payment that did not go through, whose wallet part came back (the only message of it). */
  'payment-failed': { ref: string; walletPaise: number };
  'wallet-credit': { amountPaise: number; remarks?: string | null; balancePaise: number };
  'wallet-debit': { amountPaise: number; remarks?: string | null; balancePaise: number };
  'referral-reward': { amountPaise: number; refereeName?: string | null };
  'new-device': { device: string; ip: string };
  'password-changed': Record<string, never>;
  'email-changed': { newEmail: string };
  'mobile-changed': Record<string, never>;
  'two-factor-changed': { enabled: boolean };
  'mobile-login-locked': Record<string, never>;
  'contact-reply': { subject: string; reply: string };
  /** Before the retention job deletes an application's documents, or an abandoned draft (YYYY-MM-DD, India's date). */
  'retention-notice': { ref: string; country: string; deleteOn: string; draft: boolean };
  /** "Download my data" is ready: the link (for the same signed-in user) and when it stops working (ISO moment). */
  'data-export-ready': { url: string; expiresAt: string };
  /** "Delete my account" was done: sent to the old address before it is erased; keptPayments when invoices stay. */
  'account-deleted': { keptPayments: boolean };
  'catalogue-change': { country: string; summary: string };
  /** A trip rule that decided a saved trip's verdict changed: look at the trip again. */
  'saved-trip-change': { name: string; country: string };
  /** A personal-data breach notice (DPDP Rules 2025 rule 7(1); docs/grievances-and-breaches.md). */
  'data-breach': {
    ref: string;
    description: string;
    descriptionHi?: string | null;
    /** ISO moments. */
    discoveredAt: string;
    occurredAt?: string | null;
    location: string;
    categories: string[];
    impact: string;
    measures: string;
    contact: { name: string; email: string };
  };
}
export type NotificationKind = keyof NotificationData;

/** A refund's message: how much to the original payment method (as the provider reported it), how much to the wallet. */
interface RefundParts {
  originalPaise: number;
  walletPaise: number;
  method?: string | null;
  /** The traveller asked for wallet credit instead of the original payment method. */
  walletChosen?: boolean;
  /** The provider could not take it back: it went to the wallet instead. */
  insteadOfProvider?: boolean;
}

/** What a payment paid for and how it was paid (the total is the receipt's amount). */
export interface ReceiptBreakdown {
  governmentFeePaise: number;
  serviceFeePaise: number;
  gstPaise: number;
  walletPaise: number;
  providerPaise: number;
}

/** What notifyUser takes: one event for one user, sent once per dedupeKey. */
export type UserNotification = {
  [K in NotificationKind]: {
    kind: K;
    userId: string;
    /** Unique per event, e.g. `application-status:HV-2026-123456:approved:<timeline row id>`. */
    dedupeKey: string;
    data: NotificationData[K];
  };
}[NotificationKind];

interface NotificationWords {
  title: string;
  body: string;
  /** A path on this site about what the notification concerns. */
  url: string;
  /** E-mail subject (the title when absent). */
  subject?: string;
  /** E-mail paragraphs (the body when absent). */
  paragraphs?: string[];
  /** SMS text (title and body when absent). */
  sms?: string;
  /** E-mail label and value rows under the paragraphs. */
  details?: Array<[label: string, value: string]>;
}

const SETTINGS = '/account/settings';

/** The words of one message in its reader's language. */
interface Words {
  t: TFunction<'mail'>;
  lang: Lang;
  product: string;
}

interface KindDefinition<K extends NotificationKind> {
  category: NotificationCategory;
  /** Channels this kind always uses, whatever the reader's preferences for its category (a notice the law asks for). */
  always?: readonly NotificationChannel[];
  words(data: NotificationData[K], words: Words): NotificationWords;
}

const applicationUrl = (ref: string) => `/account/applications/${encodeURIComponent(ref)}`;

export const KINDS: { [K in NotificationKind]: KindDefinition<K> } = {
  'application-status': {
    category: 'applications',
    words: ({ ref, country: english, status: label, note, processingDays, decisionBy }, { t, lang }) => {
      const country = countryIn(english, lang);
      const status = statusIn(label, lang);
      const body = note
        ? t('applicationStatus.bodyWithNote', { status, note: noteIn(note, lang) })
        : t('applicationStatus.body', { country, status });
      const next =
        decisionBy && processingDays
          ? t('applicationStatus.nextSteps', { date: formatLongDate(decisionBy, lang), days: processingDays })
          : null;
      return {
        title: t('applicationStatus.title', { country, ref, status }),
        body,
        url: applicationUrl(ref),
        ...(next ? { paragraphs: [body, next] } : {}),
      };
    },
  },
  'documents-requested': {
    category: 'applications',
    words: ({ ref, country: english, items }, { t, lang }) => {
      const country = countryIn(english, lang);
      return {
        title: t('documentsRequested.title', { ref }),
        body: t('documentsRequested.body', { country, items: items.map((item) => item.label).join(', ') }),
        url: applicationUrl(ref),
        paragraphs: [
          t('documentsRequested.intro', { country, ref }),
          ...items.map((item) => `${item.label}${item.note ? `: ${item.note}` : ''}`),
          t('documentsRequested.outro'),
        ],
      };
    },
  },
  'review-invitation': {
    category: 'applications',
    words: ({ ref, country: english }, { t, lang }) => {
      const country = countryIn(english, lang);
      const body = t('reviewInvitation.body', { country, ref });
      return {
        title: t('reviewInvitation.title', { country }),
        body,
        url: `${applicationUrl(ref)}#review`,
        paragraphs: [body, t('reviewInvitation.how')],
      };
    },
  },
  'payment-receipt': {
    category: 'payments',
    words: ({ ref, amountPaise, invoiceUrl, paymentId, breakdown }, { t, lang }) => {
      const amount = formatRupees(paiseToRupees(amountPaise), lang);
      return {
        title: t('paymentReceipt.title', { ref }),
        body: t(invoiceUrl ? 'paymentReceipt.bodyWithInvoice' : 'paymentReceipt.body', { amount, ref }),
        url: applicationUrl(ref),
        // The e-mail carries the invoice when it knows the payment (see receiptAttachments).
        ...(invoiceUrl && paymentId ? { paragraphs: [t('paymentReceipt.invoiceAttached', { amount, ref })] } : {}),
        ...(breakdown ? { details: receiptRows(t, lang, breakdown, amountPaise) } : {}),
      };
    },
  },
  refund: {
    category: 'payments',
    words: (data, { t, lang }) => {
      const parts: RefundParts =
        'originalPaise' in data
          ? data
          : data.destination === 'wallet'
            ? { originalPaise: 0, walletPaise: data.amountPaise }
            : { originalPaise: data.amountPaise, walletPaise: 0 };
      const rupees = (paise: number) => formatRupees(paiseToRupees(paise), lang);
      const lines = [
        ...(parts.originalPaise > 0
          ? [t('refund.toOriginal', { amount: rupees(parts.originalPaise), method: methodIn(t, parts.method) })]
          : []),
        ...(parts.walletPaise > 0 ? [t('refund.toWallet', { amount: rupees(parts.walletPaise) })] : []),
        ...(parts.walletChosen ? [t('refund.walletChosen')] : []),
        ...(parts.insteadOfProvider ? [t('refund.insteadOfProvider')] : []),
      ];
      return {
        title: t('refund.title', { amount: rupees(parts.originalPaise + parts.walletPaise), ref: data.ref }),
        body: lines.join(' '),
        url: applicationUrl(data.ref),
        paragraphs: lines,
      };
    },
  },
  'on-time-compensation': {
    category: 'payments',
    // Money we owe the traveller under our promise: told whatever the preferences say.
    always: ['email', 'inApp'],
    words: ({ ref, country: english, promisedBy, providerPaise, walletPaise }, { t, lang }) => {
      const rupees = (paise: number) => formatRupees(paiseToRupees(paise), lang);
      const values = { ref, country: countryIn(english, lang), date: formatLongDate(promisedBy, lang) };
      const amount = rupees(providerPaise + walletPaise);
      const body =
        providerPaise + walletPaise > 0
          ? t('onTimeCompensation.body', { ...values, amount })
          : t('onTimeCompensation.nothingLeft', values);
      const where = [
        ...(providerPaise > 0 ? [t('onTimeCompensation.provider', { amount: rupees(providerPaise) })] : []),
        ...(walletPaise > 0 ? [t('onTimeCompensation.wallet', { amount: rupees(walletPaise) })] : []),
      ];
      return {
        title: t('onTimeCompensation.title', values),
        body,
        url: applicationUrl(ref),
        paragraphs: [body, ...where, t('onTimeCompensation.stillWorking')],
      };
    },
  },
  'payment-failed': {
    category: 'payments',
    words: ({ ref, walletPaise }, { t, lang }) => ({
      title: t('paymentFailed.title', { ref }),
      body: t('paymentFailed.body', { amount: formatRupees(paiseToRupees(walletPaise), lang) }),
      url: applicationUrl(ref),
    }),
  },
  'wallet-credit': {
    category: 'payments',
    words: ({ amountPaise, remarks, balancePaise }, { t, lang }) => ({
      title: t('wallet.creditTitle', { amount: formatRupees(paiseToRupees(amountPaise), lang) }),
      body: balanceSentence(t, lang, balancePaise, remarks),
      url: '/account/wallet',
    }),
  },
  'wallet-debit': {
    category: 'payments',
    words: ({ amountPaise, remarks, balancePaise }, { t, lang }) => ({
      title: t('wallet.debitTitle', { amount: formatRupees(paiseToRupees(amountPaise), lang) }),
      body: balanceSentence(t, lang, balancePaise, remarks),
      url: '/account/wallet',
    }),
  },
  'referral-reward': {
    category: 'payments',
    words: ({ amountPaise, refereeName }, { t, lang }) => ({
      title: t('referralReward.title', { amount: formatRupees(paiseToRupees(amountPaise), lang) }),
      body: refereeName ? t('referralReward.namedBody', { name: refereeName }) : t('referralReward.body'),
      url: '/account/referrals',
    }),
  },
  'new-device': {
    category: 'security',
    words: ({ device, ip }, { t, product }) =>
      securityWords(t, t('newDevice.title'), t('newDevice.body', { product, device, ip })),
  },
  'password-changed': {
    category: 'security',
    words: (_data, { t, product }) => ({
      ...securityWords(t, t('passwordChanged.title'), t('passwordChanged.body', { product })),
      subject: t('passwordChanged.subject', { product }),
    }),
  },
  'email-changed': {
    category: 'security',
    words: ({ newEmail }, { t, product }) =>
      securityWords(t, t('emailChanged.title'), t('emailChanged.body', { product, email: newEmail })),
  },
  'mobile-changed': {
    category: 'security',
    words: (_data, { t, product }) => securityWords(t, t('mobileChanged.title'), t('mobileChanged.body', { product })),
  },
  'two-factor-changed': {
    category: 'security',
    words: ({ enabled }, { t, product }) =>
      securityWords(
        t,
        enabled ? t('twoFactor.onTitle') : t('twoFactor.offTitle'),
        enabled ? t('twoFactor.onBody', { product }) : t('twoFactor.offBody', { product }),
      ),
  },
  'mobile-login-locked': {
    category: 'security',
    words: (_data, { t, product }) => ({
      title: t('mobileLoginLocked.title'),
      body: t('mobileLoginLocked.body', { product }),
      url: SETTINGS,
    }),
  },
  'contact-reply': {
    category: 'applications',
    words: ({ subject, reply }, { t }) => ({
      title: t('contactReply.title', { subject }),
      body: reply,
      url: '/contact',
    }),
  },
  'data-export-ready': {
    category: 'security',
    // Asked for by the traveller a moment ago: it comes whatever the preferences say.
    always: ['email', 'inApp'],
    words: ({ url, expiresAt }, { t, lang }) => {
      const body = t('dataExportReady.body', { date: formatMomentDateTime(expiresAt, lang, 'Asia/Kolkata') });
      return { title: t('dataExportReady.title'), body, url, paragraphs: [body, t('dataExportReady.why')] };
    },
  },
  'account-deleted': {
    category: 'security',
    // The traveller's own request, confirmed a moment ago: told by e-mail whatever the preferences said.
    always: ['email'],
    words: ({ keptPayments }, { t }) => {
      const body = t('accountDeleted.body');
      const kept = keptPayments ? [t('accountDeleted.kept'), t('accountDeleted.keptWhy')] : [];
      return {
        title: t('accountDeleted.title'),
        body,
        url: '/',
        paragraphs: [body, t('accountDeleted.erased'), ...kept, t('accountDeleted.why')],
      };
    },
  },
  'retention-notice': {
    category: 'applications',
    // The traveller must hear before their documents go (docs/retention.md), even with application e-mails off.
    always: ['email', 'inApp'],
    words: ({ ref, country: english, deleteOn, draft }, { t, lang }) => {
      const values = { ref, country: countryIn(english, lang), date: formatLongDate(deleteOn, lang) };
      const body = t(draft ? 'retentionNotice.draftBody' : 'retentionNotice.body', values);
      return {
        title: t(draft ? 'retentionNotice.draftTitle' : 'retentionNotice.title', values),
        body,
        url: applicationUrl(ref),
        paragraphs: [body, t('retentionNotice.why')],
      };
    },
  },
  'catalogue-change': {
    category: 'offers',
    words: ({ country, summary }, { t, lang }) => ({
      // "Visa update for the United States"; in Hindi the country's Hindi name.
      title: t('catalogueChange.title', {
        country: lang === 'en' ? countryInSentence(country) : countryIn(country, lang),
      }),
      body: summary,
      url: `/visa/${encodeURIComponent(country.toLowerCase().replace(/\s+/g, '-'))}`,
    }),
  },
  'saved-trip-change': {
    category: 'offers',
    words: ({ name, country }, { t, lang }) => {
      const body = t('savedTripChange.body', { name, country: countryIn(country, lang) });
      return {
        title: t('savedTripChange.title', { name }),
        body,
        url: '/account/trips',
        paragraphs: [body, t('savedTripChange.why')],
      };
    },
  },
  'data-breach': {
    category: 'security',
    words: (data, { t, lang, product }) => {
      const description = lang === 'hi' && data.descriptionHi ? data.descriptionHi : data.description;
      const body = t('dataBreach.body', { product, ref: data.ref });
      const when = (iso: string) => formatMomentDateTime(iso, lang, 'Asia/Kolkata');
      return {
        title: t('dataBreach.title'),
        body,
        url: SETTINGS,
        paragraphs: [
          body,
          t('dataBreach.what', { description }),
          t('dataBreach.impact', { impact: data.impact }),
          t('dataBreach.measures', { measures: data.measures }),
          t('dataBreach.safety', { product }),
          t('dataBreach.contact', { name: data.contact.name, email: data.contact.email, ref: data.ref }),
        ],
        details: [
          [t('dataBreach.reference'), data.ref],
          ...(data.occurredAt ? [[t('dataBreach.occurred'), when(data.occurredAt)] as [string, string]] : []),
          [t('dataBreach.discovered'), when(data.discoveredAt)],
          [t('dataBreach.location'), data.location],
          [t('dataBreach.categories'), data.categories.map((code) => t(`dataBreach.category.${code}`)).join(', ')],
        ],
      };
    },
  },
};

/** Razorpay's payment methods (its payment entity's `method`) that a refund goes back to. */
const REFUND_METHODS = ['card', 'upi', 'netbanking', 'wallet', 'emi'] as const;

/** "your card", "your UPI account"…; "your original payment method" when the provider did not say. */
function methodIn(t: TFunction<'mail'>, method?: string | null): string {
  const known = REFUND_METHODS.find((name) => name === method);
  return t(known ? `refund.method.${known}` : 'refund.method.original');
}

/** The fee breakdown of a receipt; the wallet and online parts only when something was paid that way. */
function receiptRows(
  t: TFunction<'mail'>,
  lang: Lang,
  parts: ReceiptBreakdown,
  totalPaise: number,
): Array<[string, string]> {
  const rows: Array<[string, number]> = [
    [t('paymentReceipt.governmentFee'), parts.governmentFeePaise],
    [t('paymentReceipt.serviceFee'), parts.serviceFeePaise],
    [t('paymentReceipt.gst'), parts.gstPaise],
    ...(parts.walletPaise > 0 ? [[t('paymentReceipt.wallet'), parts.walletPaise] as [string, number]] : []),
    ...(parts.providerPaise > 0 ? [[t('paymentReceipt.provider'), parts.providerPaise] as [string, number]] : []),
    [t('paymentReceipt.total'), totalPaise],
  ];
  return rows.map(([label, paise]) => [label, formatRupees(paiseToRupees(paise), lang)]);
}

function balanceSentence(t: TFunction<'mail'>, lang: Lang, balancePaise: number, remarks?: string | null) {
  const balance = formatRupees(paiseToRupees(balancePaise), lang);
  return remarks ? t('wallet.balanceWithRemarks', { remarks, balance }) : t('wallet.balance', { balance });
}

/** A security message: the event, then what to do if it was not the reader. */
function securityWords(t: TFunction<'mail'>, title: string, body: string): NotificationWords {
  return { title, body, url: SETTINGS, paragraphs: [body, t('notYou')] };
}

/** The opening line of an e-mail to a traveller: "Hello Asha," or, without a name on the account, "Hello,". */
export function greeting(lang: Lang, name?: string | null): string {
  const first = name?.trim();
  return first ? mailT(lang)('layout.greeting', { name: first }) : mailT(lang)('layout.greetingNeutral');
}

/** A notification's words in a language (the reader's profile language for e-mail and SMS, the page's in-app). */
export function wordsFor(
  event: Pick<UserNotification, 'kind' | 'data'>,
  product: string,
  lang: Lang = 'en',
): NotificationWords {
  const definition = KINDS[event.kind] as KindDefinition<NotificationKind>;
  return definition.words(event.data as never, { t: mailT(lang), lang, product });
}

export const categoryOf = (kind: NotificationKind): NotificationCategory => KINDS[kind].category;

/** The channels a kind uses whatever the reader's preferences say. */
export const alwaysChannelsOf = (kind: NotificationKind): readonly NotificationChannel[] =>
  (KINDS[kind] as KindDefinition<NotificationKind>).always ?? [];
