/**
 * A single-sign-on token may arrive in the URL hash (`#sso=…`). The session lives in an httpOnly
 * cookie, so the app never keeps the token: it only removes it from the address bar and history,
 * keeping any other hash parameters.
 */
export function withoutSsoHash(hash: string): string | undefined {
  if (!/(^#|&)sso=/.test(hash)) return undefined;
  const rest = new URLSearchParams(hash.slice(1));
  rest.delete('sso');
  const remaining = rest.toString();
  return remaining ? `#${remaining}` : '';
}

export function stripSsoHash(location: Location = window.location, history: History = window.history): void {
  const hash = withoutSsoHash(location.hash);
  if (hash === undefined) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}
