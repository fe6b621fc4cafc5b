import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverReason } from './server-reason';

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
