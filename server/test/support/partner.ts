import type { TestApp, TestClient } from '../test-app';

export const TEST_PARTNER_KEY = 'test-partner-key-0123456789abcdef01';

/** A client of the booking site: partner key, no cookies. */
export function partnerClient(t: TestApp): TestClient {
  const client = t.client();
  client.headers.authorization = `Bearer ${TEST_PARTNER_KEY}`;
  return client;
}

let sequence = 0;
export const uniqueKey = (label = 'key') => `${label}-${Date.now()}-${++sequence}`;
