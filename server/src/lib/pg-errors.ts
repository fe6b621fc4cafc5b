/** PostgreSQL error codes, from the driver's error or the cause Drizzle wraps it in. */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL unique_violation, whether raised by pg or PGlite, wrapped by Drizzle or not. */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
