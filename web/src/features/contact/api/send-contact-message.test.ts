import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { CONTACT_FAILED, CONTACT_OFFLINE, contactErrorText, toContactPayload } from './send-contact-message';

describe('contact form messages', () => {
  it('shows the server message when the server sent one', () => {
    const error = new ApiError(429, 'Too many attempts. Please try again later.', 'RATE_LIMITED');
    expect(contactErrorText(error)).toBe('Too many attempts. Please try again later.');
  });

  it('falls back to the generic text when the answer carried no message', () => {
    expect(contactErrorText(new ApiError(502, 'HTTP 502', 'HTTP_ERROR'))).toBe(CONTACT_FAILED);
    expect(contactErrorText(new TypeError('boom'))).toBe(CONTACT_FAILED);
  });

  it('says the server could not be reached on a network failure', () => {
    expect(contactErrorText(new ApiError(0, 'offline', 'NETWORK_ERROR'))).toBe(CONTACT_OFFLINE);
  });

  it('sends the login fields empty for subjects that do not need them', () => {
    const payload = toContactPayload({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      subject: 'vaa',
      message: 'Hi',
      loginMobile: null,
      loginEmail: null,
    });
    expect(payload).toMatchObject({ loginMobile: '', loginEmail: '' });
  });
});
