import type { VisaPurpose } from '@contract/catalogue';
import type { Lang } from '@contract/lang';
import type { HeldDocumentKind } from '@contract/trip-check';

/** The reasons' sentences with {{placeholders}}, in English and Hindi side by side so neither can be missing. */
export const REASON_TEXTS = {
  'own-country': {
    en: 'This is your passport’s own country: no visa is needed.',
    hi: 'यह आपके पासपोर्ट का अपना देश है: वीज़ा की ज़रूरत नहीं।',
  },
  'visa-free': {
    en: '{{origin}} passport holders may visit {{country}} without a visa.',
    hi: '{{origin}} के पासपोर्ट वाले यात्री बिना वीज़ा के {{country}} जा सकते हैं।',
  },
  'visa-free-days': {
    en: 'Your stay of {{trip}} days fits within the {{days}} days {{origin}} passport holders may stay in {{country}} without a visa.',
    hi: 'आपका {{trip}} दिन का ठहराव उन {{days}} दिनों के भीतर है जितने {{origin}} के पासपोर्ट वाले यात्री बिना वीज़ा के {{country}} में रह सकते हैं।',
  },
  'stay-too-long': {
    en: 'Your stay of {{trip}} days is longer than the {{days}} days {{origin}} passport holders may stay in {{country}} without a visa: apply for a visa.',
    hi: 'आपका {{trip}} दिन का ठहराव उन {{days}} दिनों से लंबा है जितने {{origin}} के पासपोर्ट वाले यात्री बिना वीज़ा के {{country}} में रह सकते हैं: वीज़ा के लिए आवेदन करें।',
  },
  'purpose-not-covered': {
    en: 'Entering {{country}} without a visa covers {{covered}} trips, not a {{purpose}} trip: apply for a visa.',
    hi: 'बिना वीज़ा {{country}} में प्रवेश {{covered}} यात्राओं के लिए है, {{purpose}} यात्रा के लिए नहीं: वीज़ा के लिए आवेदन करें।',
  },
  'visa-on-arrival': {
    en: '{{origin}} passport holders can get a visa on arrival in {{country}}.',
    hi: '{{origin}} के पासपोर्ट वाले यात्रियों को {{country}} पहुँचने पर वीज़ा मिल सकता है।',
  },
  'held-document': {
    en: 'Because you hold a {{document}} of {{held}} valid until {{until}}, you can get {{grant}} in {{country}}.',
    hi: 'आपके पास {{until}} तक मान्य {{held}} का {{document}} है, इसलिए आपको {{country}} में {{grant}} मिल सकता है।',
  },
  eta: {
    en: '{{origin}} passport holders need an electronic travel authorisation (ETA) for {{country}}: apply online before you travel.',
    hi: '{{origin}} के पासपोर्ट वाले यात्रियों को {{country}} के लिए इलेक्ट्रॉनिक यात्रा अनुमति (ETA) चाहिए: यात्रा से पहले ऑनलाइन आवेदन करें।',
  },
  'e-visa': {
    en: '{{origin}} passport holders need an e-visa for {{country}}: apply online before you travel.',
    hi: '{{origin}} के पासपोर्ट वाले यात्रियों को {{country}} के लिए ई-वीज़ा चाहिए: यात्रा से पहले ऑनलाइन आवेदन करें।',
  },
  'visa-required': {
    en: '{{origin}} passport holders need a visa for {{country}} before they travel.',
    hi: '{{origin}} के पासपोर्ट वाले यात्रियों को यात्रा से पहले {{country}} का वीज़ा चाहिए।',
  },
  'no-admission': {
    en: '{{country}} does not currently admit {{origin}} passport holders.',
    hi: '{{country}} अभी {{origin}} के पासपोर्ट वाले यात्रियों को प्रवेश नहीं देता।',
  },
  'schengen-covered': {
    en: 'One Schengen visa covers {{country}}: apply for it at the consulate of {{main}}.',
    hi: 'एक शेंगेन वीज़ा {{country}} के लिए भी मान्य है: इसके लिए {{main}} के वाणिज्य दूतावास में आवेदन करें।',
  },
  'transit-airside': {
    en: 'You can change planes in {{country}} without a visa if you stay in the airport’s transfer area.',
    hi: 'अगर आप हवाई अड्डे के ट्रांसफ़र क्षेत्र में ही रहें, तो {{country}} में बिना वीज़ा विमान बदल सकते हैं।',
  },
  'transit-visa-free': {
    en: '{{origin}} passport holders may enter {{country}} without a visa, so changing planes there needs none.',
    hi: '{{origin}} के पासपोर्ट वाले यात्री बिना वीज़ा {{country}} में प्रवेश कर सकते हैं, इसलिए वहाँ विमान बदलने के लिए भी वीज़ा नहीं चाहिए।',
  },
  'transit-airport-visa': {
    en: 'Changing planes in {{country}} needs an airport transit visa for {{origin}} passport holders.',
    hi: '{{country}} में विमान बदलने के लिए {{origin}} के पासपोर्ट वाले यात्रियों को एयरपोर्ट ट्रांज़िट वीज़ा चाहिए।',
  },
  'transit-visa-required': {
    en: '{{country}} has no transit without a visa for {{origin}} passport holders: you need a visa even to change planes.',
    hi: '{{country}} में {{origin}} के पासपोर्ट वाले यात्रियों के लिए बिना वीज़ा ट्रांज़िट नहीं है: विमान बदलने के लिए भी वीज़ा चाहिए।',
  },
  'transit-exempt': {
    en: 'Your {{document}} of {{held}}, valid until {{until}}, lets you change planes in {{country}} without a transit visa.',
    hi: '{{until}} तक मान्य आपका {{held}} का {{document}} आपको बिना ट्रांज़िट वीज़ा {{country}} में विमान बदलने देता है।',
  },
  'transit-unknown': {
    en: 'We have no checked rule for changing planes in {{country}}: ask your airline before you book.',
    hi: '{{country}} में विमान बदलने का कोई जाँचा हुआ नियम हमारे पास नहीं है: बुकिंग से पहले अपनी एयरलाइन से पूछें।',
  },
  'passport-valid': {
    en: '{{place}}: your passport must be valid until at least {{needed}} ({{months}} months beyond your {{from}}); yours is valid until {{expiry}}.',
    hi: '{{place}}: आपका पासपोर्ट कम से कम {{needed}} तक मान्य होना चाहिए (आपके {{from}} के बाद {{months}} महीने); आपका {{expiry}} तक मान्य है।',
  },
  'passport-too-short': {
    en: '{{place}}: your passport must be valid until at least {{needed}} ({{months}} months beyond your {{from}}), but it expires on {{expiry}}: renew it before you travel.',
    hi: '{{place}}: आपका पासपोर्ट कम से कम {{needed}} तक मान्य होना चाहिए (आपके {{from}} के बाद {{months}} महीने), लेकिन यह {{expiry}} को समाप्त हो रहा है: यात्रा से पहले इसे नवीनीकृत कराएँ।',
  },
  'passport-validity-needed': {
    en: '{{place}}: your passport must be valid until at least {{needed}} ({{months}} months beyond your {{from}}).',
    hi: '{{place}}: आपका पासपोर्ट कम से कम {{needed}} तक मान्य होना चाहिए (आपके {{from}} के बाद {{months}} महीने)।',
  },
  'passport-blank-pages': {
    en: '{{place}}: your passport needs {{pages}} blank pages; you have {{have}}.',
    hi: '{{place}}: आपके पासपोर्ट में {{pages}} खाली पन्ने चाहिए; आपके पास {{have}} हैं।',
  },
  'passport-issued-within': {
    en: '{{place}}: your passport must have been issued within the last {{years}} years.',
    hi: '{{place}}: आपका पासपोर्ट पिछले {{years}} वर्षों के भीतर जारी हुआ होना चाहिए।',
  },
  'schengen-within': {
    en: 'You will have spent {{used}} of the {{max}} days allowed in any {{window}} days in the Schengen area ({{start}} – {{end}}): {{left}} days left.',
    hi: 'आप शेंगेन क्षेत्र में किसी भी {{window}} दिनों में अनुमत {{max}} में से {{used}} दिन बिता चुके होंगे ({{start}} – {{end}}): {{left}} दिन बाकी।',
  },
  'schengen-limit-reached': {
    en: 'You reach the {{max}} days allowed in any {{window}} days in the Schengen area on {{reached}}: you must leave the area by the end of that day.',
    hi: 'आप {{reached}} को शेंगेन क्षेत्र में किसी भी {{window}} दिनों में अनुमत {{max}} दिन पूरे कर लेंगे: उस दिन के अंत तक क्षेत्र छोड़ना होगा।',
  },
  'schengen-over-limit': {
    en: 'Your stays add up to {{used}} days in the Schengen area between {{start}} and {{end}}, more than the {{max}} days allowed in any {{window}} days: shorten the trip.',
    hi: '{{start}} और {{end}} के बीच शेंगेन क्षेत्र में आपके ठहराव {{used}} दिन के हो जाते हैं, जो किसी भी {{window}} दिनों में अनुमत {{max}} दिनों से ज़्यादा है: यात्रा छोटी करें।',
  },
  'schengen-main-longest': {
    en: 'Apply for the Schengen visa at the consulate of {{country}}, where you stay longest ({{days}} days).',
    hi: 'शेंगेन वीज़ा के लिए {{country}} के वाणिज्य दूतावास में आवेदन करें, जहाँ आप सबसे ज़्यादा समय ({{days}} दिन) रुकेंगे।',
  },
  'schengen-main-first': {
    en: 'Your stays are equally long: apply for the Schengen visa at the consulate of {{country}}, where you first enter the area.',
    hi: 'आपके ठहराव बराबर लंबे हैं: शेंगेन वीज़ा के लिए {{country}} के वाणिज्य दूतावास में आवेदन करें, जहाँ आप पहली बार क्षेत्र में प्रवेश करेंगे।',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ReasonCode = keyof typeof REASON_TEXTS;

const WORDS = {
  stale: { en: ' (last checked {{date}} — may be out of date)', hi: ' (अंतिम जाँच {{date}} — पुरानी हो सकती है)' },
  unverified: { en: 'Not yet confirmed: ', hi: 'अभी पुष्टि नहीं हुई: ' },
  schengenArea: { en: 'The Schengen area', hi: 'शेंगेन क्षेत्र' },
  arrival: { en: 'arrival', hi: 'आगमन' },
  departure: { en: 'departure', hi: 'प्रस्थान' },
  or: { en: ' or ', hi: ' या ' },
} as const satisfies Record<string, Record<Lang, string>>;

export const wordIn = (key: keyof typeof WORDS, lang: Lang): string => WORDS[key][lang];

const PURPOSE_WORDS: Record<VisaPurpose, Record<Lang, string>> = {
  tourist: { en: 'tourist', hi: 'पर्यटन' },
  business: { en: 'business', hi: 'व्यापार' },
  family: { en: 'family', hi: 'परिवार से मिलने की' },
  student: { en: 'study', hi: 'पढ़ाई की' },
  transit: { en: 'transit', hi: 'ट्रांज़िट' },
};
export const purposeWord = (purpose: VisaPurpose, lang: Lang) => PURPOSE_WORDS[purpose][lang];

const DOCUMENT_WORDS: Record<HeldDocumentKind, Record<Lang, string>> = {
  visa: { en: 'visa', hi: 'वीज़ा' },
  residence: { en: 'residence permit', hi: 'निवास परमिट' },
};
export const documentWord = (kind: HeldDocumentKind, lang: Lang) => DOCUMENT_WORDS[kind][lang];

const GRANT_WORDS: Record<string, Record<Lang, string>> = {
  'visa-free': { en: 'entry without a visa', hi: 'बिना वीज़ा प्रवेश' },
  'visa-on-arrival': { en: 'a visa on arrival', hi: 'आगमन पर वीज़ा' },
  eta: { en: 'an electronic travel authorisation', hi: 'इलेक्ट्रॉनिक यात्रा अनुमति' },
  'e-visa': { en: 'an e-visa', hi: 'ई-वीज़ा' },
};
const FOR_DAYS = { en: ' for up to {{days}} days', hi: ' ({{days}} दिन तक)' };
export function grantWords(category: string, days: number | undefined, lang: Lang): string {
  const words = GRANT_WORDS[category]?.[lang] ?? category;
  return days ? words + fill(FOR_DAYS[lang], { days }) : words;
}

/** A template cut at its placeholders: text at even places, placeholder names at odd ones. */
const cutTemplates = new Map<string, string[]>();

/**
 * Fills {{name}} placeholders; a name without a value stays as written. Every reason of every answer is filled,
 * so each template is cut once (a few dozen, all in REASON_TEXTS) instead of matched by a pattern each time.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  let parts = cutTemplates.get(template);
  if (!parts) {
    parts = template.split(/\{\{(\w+)\}\}/);
    cutTemplates.set(template, parts);
  }
  let text = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index]!;
    const value = values[name];
    text += (value === undefined ? `{{${name}}}` : String(value)) + parts[index + 1];
  }
  return text;
}
