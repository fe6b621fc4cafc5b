/** Shown in place of the code while the account has none (docs/product/my-account.md#referrals). */
export const CODE_PLACEHOLDER = 'XXXXXX';

/** docs/product/my-account.md#referrals: without a link from the server, it is the site origin + /signup?ref= + code. */
export function referralLinkOf(info: { code?: string | null; link?: string | null }, origin: string): string {
  if (info.link) return info.link;
  return `${origin}/signup?ref=${encodeURIComponent(info.code || CODE_PLACEHOLDER)}`;
}

/** The invitation text shared by WhatsApp and e-mail: it carries the code and the link. */
export function shareText(productName: string, code: string, link: string): string {
  return `Join me on ${productName} and make your next visa application easy. Sign up with my referral code ${code}: ${link}`;
}

export interface ShareLinks {
  whatsapp: string;
  email: string;
  link: string;
}

/** WhatsApp share link, a mail draft with the subject 'Join <product>', and the referral link itself. */
export function shareLinks(productName: string, code: string, link: string): ShareLinks {
  const text = shareText(productName, code, link);
  const subject = `Join ${productName}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
    link,
  };
}
