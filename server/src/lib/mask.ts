/** Keeps the last characters only: enough to tell documents apart on the phone, not to use them. */
export function mask(value: string | null, visible: number): string | null {
  if (!value) return value;
  return `${'•'.repeat(Math.max(value.length - visible, 3))}${value.slice(-visible)}`;
}

/**
 * An application reference (HV-<year>-<6 digits>) as a public page shows it: the prefix and the last four digits,
 * e.g. HV-•••••••3456, so its traveller recognises it and nobody else can look it up.
 */
export function maskReference(ref: string): string {
  const [prefix, ...rest] = ref.split('-');
  return rest.length > 0 ? `${prefix}-${mask(rest.join('-'), 4)}` : (mask(ref, 4) ?? '');
}
