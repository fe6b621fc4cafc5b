import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

let patterns: { from: Record<string, unknown>; list: Pattern[] } | undefined;

/** The keys with placeholders ('Refund for application {{ref}}'), as patterns over the English text. */
function patternsOf(texts: Record<string, unknown>): Pattern[] {
  if (patterns?.from === texts) return patterns.list;
  const list = Object.keys(texts)
    .filter((key) => key.includes('{{'))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{\{\w+\}\})/)
        .map((part) => {
          const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { key, names, regex: new RegExp(`^${source}$`) };
    });
  patterns = { from: texts, list };
  return list;
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
    for (const { key, names, regex } of patternsOf(texts)) {
      const match = regex.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, index) => [name, translate(match[index + 1] ?? '')]));
      return t(key, { ...options, ...values });
    }
    return text;
  };
}
