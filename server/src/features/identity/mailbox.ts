const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for telling people apart (e.g. referral farming): lower-cased,
 * without a +tag, and for Gmail without dots (asha.rao+2@gmail.com and asharao@gmail.com are one
 * inbox). Never used to send mail or to sign in.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split('+')[0] || local;
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
