import { type MessagePattern, matchMessage, messagePatterns } from '@contract/message-patterns';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

let patterns: { from: Record<string, unknown>; list: MessagePattern[] } | undefined;

/** The keys with placeholders ('Refund for application {{ref}}'), as patterns over the English text. */
function patternsOf(texts: Record<string, unknown>): MessagePattern[] {
  if (patterns?.from !== texts) patterns = { from: texts, list: messagePatterns(Object.keys(texts)) };
  return patterns.list;
}

/**
 * A text an application or the wallet stored in English when it happened (a checklist document, a timeline note,
 * a ledger remark), in the page's language. The English wording is the stored code: it is looked up as it is, or
 * matched against the known sentences with a value in them ('Refund for application HV-2026-…'); values that are
 * catalogue texts themselves are translated too. English pages, and texts nobody wrote in Hindi (an operator's own
 * note), show the stored English.
 */
export function useStoredText(): (text: string) => string {
  const { i18n } = useTranslation('messages');
  return storedTextIn(i18n);
}

/** useStoredText for an i18next instance (the page's). */
export function storedTextIn(i18n: I18n): (text: string) => string {
  const t = i18n.getFixedT(i18n.language, 'messages');
  return function translate(text: string): string {
    if (i18n.language === 'en' || !text) return text;
    const options = { keySeparator: false, nsSeparator: false } as const;
    if (i18n.exists(text, { ns: 'messages', ...options })) return t(text, options);
    const texts = (i18n.getResourceBundle(i18n.language, 'messages') ?? {}) as Record<string, unknown>;
    const match = matchMessage(patternsOf(texts), text);
    if (!match) return text;
    const values = Object.fromEntries(Object.entries(match.values).map(([name, value]) => [name, translate(value)]));
    return t(match.key, { ...options, ...values });
  };
}
