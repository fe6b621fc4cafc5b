import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, errorStatus, fieldErrorsOf, serverReason } from './error-message';

const CONTACT = {
  fallback: '❌ Something went wrong.',
  offline: '❌ Could not connect to server. Please try again later.',
};

describe('errorMessage', () => {
  it('shows the server message when the server sent one', () => {
    const error = new ApiError(429, 'Too many attempts. Please try again later.', 'RATE_LIMITED');
    expect(errorMessage(error, CONTACT)).toBe('Too many attempts. Please try again later.');
    expect(errorMessage(error, 'Failed to send OTP')).toBe('Too many attempts. Please try again later.');
  });

  it('falls back to the fixed text when the answer carried no message or the failure is not the server', () => {
    expect(errorMessage(new ApiError(502, 'HTTP 502', 'HTTP_ERROR'), CONTACT)).toBe(CONTACT.fallback);
    expect(errorMessage(new TypeError('boom'), CONTACT)).toBe(CONTACT.fallback);
  });

  it('says the server could not be reached on a network failure, or the fixed text when the flow has no such text', () => {
    const offline = new ApiError(0, 'offline', 'NETWORK_ERROR');
    expect(errorMessage(offline, CONTACT)).toBe(CONTACT.offline);
    expect(errorMessage(offline, 'Failed to reset password')).toBe('Failed to reset password');
  });

  it("prefers a named field's message over the request's", () => {
    const error = new ApiError(400, 'Invalid request', 'VALIDATION', { email: 'Enter a valid email' });
    expect(errorMessage(error, { fallback: 'x', fields: ['email', 'token'] })).toBe('Enter a valid email');
    expect(errorMessage(error, { fallback: 'x', fields: ['token'] })).toBe('Invalid request');
  });
});

describe('fieldErrorsOf', () => {
  it("gives the server's per-field messages, and none for other failures", () => {
    expect(fieldErrorsOf(new ApiError(400, 'no', 'VALIDATION', { password: 'Too common' }))).toEqual({
      password: 'Too common',
    });
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});

describe('the reason shown under a fixed message', () => {
  it("is the server's message for a refused request", () => {
    expect(serverReason(new ApiError(415, 'Only PDF, JPG or PNG files', 'UNSUPPORTED'), 'Upload failed.')).toBe(
      'Only PDF, JPG or PNG files',
    );
    expect(serverReason(new ApiError(422, 'Current password is wrong', 'X'), 'Failed')).toBe(
      'Current password is wrong',
    );
  });

  it('is nothing for server faults, lost connections, bare statuses or a repeat of the fixed text', () => {
    expect(serverReason(new ApiError(500, 'Something went wrong', 'INTERNAL'), 'Failed')).toBeUndefined();
    expect(serverReason(new ApiError(0, 'Could not connect', 'NETWORK_ERROR'), 'Failed')).toBeUndefined();
    expect(serverReason(new ApiError(404, 'HTTP 404', 'HTTP_ERROR'), 'Failed')).toBeUndefined();
    expect(serverReason(new ApiError(400, 'Failed', 'X'), 'Failed')).toBeUndefined();
    expect(serverReason(new Error('boom'), 'Failed')).toBeUndefined();
  });
});

describe('errorStatus', () => {
  it("is the API's status, 0 when unreachable, and nothing for any other failure", () => {
    expect(errorStatus(new ApiError(401, 'Sign in', 'UNAUTHORIZED'))).toBe(401);
    expect(errorStatus(new ApiError(0, 'Could not connect', 'NETWORK_ERROR'))).toBe(0);
    expect(errorStatus(new Error('boom'))).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
});
