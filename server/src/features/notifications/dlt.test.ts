import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig, SAMPLE_SUPPLIER } from '../../config';
import { failedMessages } from './deliver';
import { queueMessage } from './notify';

const DLT = {
  SMS_DLT_ENTITY_ID: '1101456780000012345',
  SMS_DLT_HEADER: 'HLVISA',
  SMS_DLT_TEMPLATES: 'login=1107161234567890123,login:hi=1107161234567890124',
};

let sequence = 0;
const indianMobile = () =>
  `+9196${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence % 100).padStart(2, '0')}`;

describe('DLT fields with Twilio', () => {
  const requests: URLSearchParams[] = [];
  let twilio: Server;
  let t: TestApp;

  beforeAll(async () => {
    twilio = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      requests.push(new URLSearchParams(body));
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1","status":"queued"}');
    });
    twilio.listen(0, '127.0.0.1');
    await once(twilio, 'listening');
    t = await startTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC-test',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
      ...DLT,
    });
  });
  afterAll(async () => {
    await t.close();
    twilio.close();
  });

  it('sends from the registered DLT header to an Indian number, and from the Twilio number elsewhere', async () => {
    const to = indianMobile();
    await queueMessage(t.database.db, { channel: 'sms', to, purpose: 'login', text: '4821 is your code' });
    await queueMessage(t.database.db, {
      channel: 'sms',
      to: '+447700900123',
      purpose: 'login',
      text: '5932 is your code',
    });
    await t.settled();
    expect(requests.find((body) => body.get('To') === to)?.get('From')).toBe('HLVISA');
    expect(requests.find((body) => body.get('To') === '+447700900123')?.get('From')).toBe('+15005550006');
  });
});

describe('DLT fields in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(DLT);
  });
  afterAll(() => t.close());

  it("keeps the entity id, header and the kind's template id in its language on the record", async () => {
    const to = indianMobile();
    await queueMessage(t.database.db, { channel: 'sms', to, purpose: 'login', text: '1234 आपका कोड है', lang: 'hi' });
    const sms = (await t.lastMessage(to, 'login')) as unknown as { dlt: object };
    expect(sms.dlt).toEqual({ entityId: DLT.SMS_DLT_ENTITY_ID, header: 'HLVISA', templateId: '1107161234567890124' });
  });

  it('sends a kind without a registered template outside production (kept on the record without one)', async () => {
    const to = indianMobile();
    await queueMessage(t.database.db, { channel: 'sms', to, purpose: 'verify-mobile', text: '7777 verifies' });
    const sms = (await t.lastMessage(to, 'verify-mobile')) as unknown as { dlt: { templateId?: string } };
    expect(sms.dlt.templateId).toBeUndefined();
  });
});

describe('DLT in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', OUTBOX: 'true', ...SAMPLE_SUPPLIER, ...DLT });
  });
  afterAll(() => t.close());

  it('refuses an SMS to an Indian number whose kind has no registered template: failed, shown to admins, not sent', async () => {
    const to = indianMobile();
    await queueMessage(t.database.db, { channel: 'sms', to, purpose: 'verify-mobile', text: '8888 verifies' });
    await queueMessage(t.database.db, { channel: 'sms', to, purpose: 'login', text: '9999 is your code' });
    await queueMessage(t.database.db, {
      channel: 'sms',
      to: '+447700900456',
      purpose: 'verify-mobile',
      text: '6666 verifies',
    });
    const sent = (await t.outbox()).filter((m) => m.channel === 'sms');
    expect(sent.filter((m) => m.to === to).map((m) => m.purpose)).toEqual(['login']);
    expect(sent.some((m) => m.to === '+447700900456')).toBe(true);
    const failed = (await failedMessages(t.database.db)).find((m) => m.to === to);
    expect(failed).toMatchObject({ purpose: 'verify-mobile', attempts: 1 });
    expect(failed?.lastError).toContain('No DLT template id is registered for "verify-mobile"');
  });
});

describe('DLT configuration', () => {
  it('takes template ids by kind or kind:language, and refuses anything else', () => {
    expect(loadConfig(DLT).dlt.templates.get('login:hi')).toBe('1107161234567890124');
    expect(() => loadConfig({ SMS_DLT_TEMPLATES: 'login=abc' })).toThrow(/digits of a DLT template id/);
    expect(() => loadConfig({ SMS_DLT_TEMPLATES: 'login:fr=1107161234567890124' })).toThrow(/kind:en/);
    expect(() => loadConfig({ SMS_DLT_HEADER: 'TOO-LONG-HEADER' })).toThrow(/sender header/);
  });
});
