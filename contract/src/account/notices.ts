/**
 * Notice and consent by purpose (docs/privacy.md). The notices' text lives here and only here, each under a
 * version: a consent records the version it was given under, so the words the traveller saw can be read back.
 * Changing a notice's words means a new version (a new entry, the old one kept). Apart from the consent schemas
 * (privacy.ts) so that a form can show a notice without loading zod.
 */

/** What a consent is for. application-processing and embassy-sharing are given per application. */
export const CONSENT_PURPOSES = ['application-processing', 'embassy-sharing', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface NoticeText {
  /** What is collected and why, one short paragraph. */
  summary: string;
  /** One line per consent asked for with this notice ({destination}: the country applied to). */
  consents: Partial<Record<ConsentPurpose, string>>;
}

export interface Notice {
  version: string;
  en: NoticeText;
  hi: NoticeText;
}

/** Every version of each notice, newest last; the newest is the one shown. */
export const NOTICE_HISTORY = {
  signup: [
    {
      version: 'signup-2026-11-26',
      en: {
        summary:
          'We collect your name, e-mail address and, later, the passport details and documents you add, to run your account and prepare the visa applications you ask for. We do not sell your data.',
        consents: {
          marketing: 'Send me offers and travel news by e-mail (optional; you can withdraw at any time).',
        },
      },
      hi: {
        summary:
          'हम आपका नाम, ई-मेल पता और बाद में आपके जोड़े गए पासपोर्ट विवरण व दस्तावेज़ लेते हैं, ताकि आपका खाता चला सकें और आपके कहे वीज़ा आवेदन तैयार कर सकें। हम आपका डेटा बेचते नहीं हैं।',
        consents: {
          marketing: 'मुझे ई-मेल से ऑफ़र और यात्रा समाचार भेजें (वैकल्पिक; आप कभी भी सहमति वापस ले सकते हैं)।',
        },
      },
    },
  ],
  apply: [
    {
      version: 'apply-2026-11-26',
      en: {
        summary:
          "To apply we use the travellers' passport details, photos and documents on this application, check them, and send them to the embassy or visa centre that decides it. We keep them only as long as the application and the law need.",
        consents: {
          'application-processing':
            'I agree that HelloVisa processes the personal data on this application to prepare and track it (needed to apply).',
          'embassy-sharing':
            'I agree that HelloVisa shares this data with the embassy or visa centre of {destination} to have the visa decided (needed to apply).',
        },
      },
      hi: {
        summary:
          'आवेदन के लिए हम इस आवेदन के यात्रियों के पासपोर्ट विवरण, फ़ोटो और दस्तावेज़ इस्तेमाल करते हैं, उन्हें जाँचते हैं और फ़ैसला करने वाले दूतावास या वीज़ा केंद्र को भेजते हैं। हम इन्हें सिर्फ़ तब तक रखते हैं जब तक आवेदन और क़ानून को ज़रूरत हो।',
        consents: {
          'application-processing':
            'मैं सहमत हूँ कि HelloVisa इस आवेदन का निजी डेटा उसे तैयार करने और ट्रैक करने के लिए प्रोसेस करे (आवेदन के लिए ज़रूरी)।',
          'embassy-sharing':
            'मैं सहमत हूँ कि HelloVisa वीज़ा पर फ़ैसले के लिए यह डेटा {destination} के दूतावास या वीज़ा केंद्र के साथ साझा करे (आवेदन के लिए ज़रूरी)।',
        },
      },
    },
  ],
} as const satisfies Record<'signup' | 'apply', readonly [Notice, ...Notice[]]>;

export type NoticeKind = keyof typeof NOTICE_HISTORY;

/** The notice shown now. */
export function currentNotice(kind: NoticeKind): Notice {
  const history: readonly Notice[] = NOTICE_HISTORY[kind];
  return history[history.length - 1]!;
}

/** A recorded version's notice (any kind), or undefined for an unknown version. */
export function noticeOfVersion(version: string): Notice | undefined {
  return Object.values(NOTICE_HISTORY)
    .flat()
    .find((notice) => notice.version === version);
}

/** The notice under which each purpose is asked. */
export const NOTICE_OF_PURPOSE: Record<ConsentPurpose, NoticeKind> = {
  'application-processing': 'apply',
  'embassy-sharing': 'apply',
  marketing: 'signup',
};
