import type { Lang } from '@contract/lang';
import { matchMessage, messagePatterns } from '@contract/message-patterns';
import serverMessagesHi from '@contract/messages.hi.json' with { type: 'json' };
import i18next, { type TFunction } from 'i18next';
import mailEn from './mail.en.json' with { type: 'json' };
import mailHi from './mail.hi.json' with { type: 'json' };

/**
 * The server's words in both languages, with the same library as the web app (i18next).
 * - `mail`: e-mails, SMS and notifications, by key (mail.en.json / mail.hi.json).
 * - `server-messages`: what the API answers (errors, field errors, `message`), keyed by the English text the
 *   code already uses, so that every `AppError('…')` and contract message reads the same in English and is
 *   looked up for Hindi at the edge (the error plugin and the response hook).
 */
const i18n = i18next.createInstance();
i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {
    en: { mail: mailEn },
    hi: { mail: mailHi, 'server-messages': serverMessagesHi },
  },
  ns: ['mail', 'server-messages'],
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The words of e-mails, SMS and notifications in a language. */
export const mailT = (lang: Lang): TFunction<'mail'> => i18n.getFixedT(lang, 'mail');

/** English messages with a number in them ('Please wait 30s …'), as patterns over their catalogue keys. */
const patterns = messagePatterns(Object.keys(serverMessagesHi));

const hindi = serverMessagesHi as Record<string, string>;

/** A message the API is about to send, in the request's language (unknown texts stay as they are). */
export function translateServerMessage(message: string, lang: Lang): string {
  if (lang === 'en') return message;
  const exact = hindi[message];
  if (exact) return exact;
  const match = matchMessage(patterns, message);
  if (!match) return message;
  return i18n.t(match.key, {
    lng: 'hi',
    ns: 'server-messages',
    keySeparator: false,
    nsSeparator: false,
    ...match.values,
  });
}

/** Every text of the envelope translated: the message and each field's message. */
export function translateFields(fields: Record<string, string> | undefined, lang: Lang) {
  if (!fields || lang === 'en') return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, translateServerMessage(text, lang)]));
}
