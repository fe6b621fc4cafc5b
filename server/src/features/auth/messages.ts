import type { OutgoingMessage } from '../../lib/delivery';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function email(
  to: string,
  purpose: string,
  subject: string,
  paragraphs: string[],
  extra: Pick<OutgoingMessage, 'code' | 'link'>,
  product: string,
): OutgoingMessage {
  const signature = `The ${product} team`;
  const text = [...paragraphs, signature].join('\n\n');
  const html = [...paragraphs, signature]
    .map((paragraph) => {
      const safe = escapeHtml(paragraph);
      const linked = extra.link
        ? safe.replace(escapeHtml(extra.link), `<a href="${escapeHtml(extra.link)}">${escapeHtml(extra.link)}</a>`)
        : safe;
      const coded = extra.code
        ? linked.replace(extra.code, `<strong style="font-size:20px;letter-spacing:4px">${extra.code}</strong>`)
        : linked;
      return `<p>${coded}</p>`;
    })
    .join('\n');
  return { channel: 'email', to, purpose, subject, text, html, ...extra };
}

const IGNORE = 'If you did not ask for this, you can ignore this email.';

export function signupCodeEmail(product: string, to: string, code: string): OutgoingMessage {
  return email(
    to,
    'signup',
    `Your ${product} sign-up code`,
    [`Welcome to ${product}!`, `Your code to verify this email address is ${code}. It expires in 10 minutes.`, IGNORE],
    { code },
    product,
  );
}

export function verifyEmailCodeEmail(product: string, to: string, code: string): OutgoingMessage {
  return email(
    to,
    'verify-email',
    `Verify your email for ${product}`,
    [`Your ${product} email verification code is ${code}. It expires in 10 minutes.`, IGNORE],
    { code },
    product,
  );
}

export function resetLinkEmail(product: string, to: string, link: string): OutgoingMessage {
  return email(
    to,
    'reset',
    `Reset your ${product} password`,
    [
      `We received a request to reset the password of your ${product} account.`,
      `Open this link within 30 minutes to choose a new password: ${link}`,
      'The link works once. If you did not ask for a reset, ignore this email: your password stays the same.',
    ],
    { link },
    product,
  );
}

export function loginCodeSms(product: string, to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    purpose: 'login',
    text: `${code} is your ${product} login OTP. It expires in 10 minutes. Never share it with anyone.`,
    code,
  };
}

export function verifyMobileCodeSms(product: string, to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    purpose: 'verify-mobile',
    text: `${code} is your ${product} OTP to verify this mobile number. It expires in 10 minutes.`,
    code,
  };
}
