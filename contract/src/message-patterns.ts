/**
 * Catalogue keys with placeholders ('Please wait {{seconds}}s …') are the English text itself: a text with a value in
 * it is translated by matching it against these keys. The server (its API messages) and the web app (texts stored in
 * English) share the matching.
 */
export interface MessagePattern {
  key: string;
  names: string[];
  regex: RegExp;
}

/** The keys with placeholders, as patterns over the English text that capture each placeholder's value. */
export function messagePatterns(keys: string[]): MessagePattern[] {
  return keys
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
}

/** The key of the first pattern the text matches, with the placeholders' values; undefined when none matches. */
export function matchMessage(
  patterns: MessagePattern[],
  text: string,
): { key: string; values: Record<string, string> } | undefined {
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}
