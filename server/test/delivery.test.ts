import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDelivery } from '../src/lib/delivery';

const received: Array<{ from: string; to: string[]; data: string }> = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('SMTP delivery', () => {
  it('sends e-mail through the configured SMTP server', async () => {
    const delivery = createDelivery({
      outboxDir: '/nonexistent',
      outboxEnabled: false,
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      mailFrom: 'HelloVisa <no-reply@hellovisa.example>',
      logger: pino({ level: 'silent' }),
    });
    await delivery.send({
      channel: 'email',
      to: 'traveller@example.com',
      purpose: 'signup',
      subject: 'Your HelloVisa code',
      text: 'Your code is 123456',
      code: '123456',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['traveller@example.com']);
    expect(received[0]?.from).toBe('no-reply@hellovisa.example');
    expect(received[0]?.data).toContain('Subject: Your HelloVisa code');
    expect(received[0]?.data).toContain('Your code is 123456');
  });

  it('refuses to send when neither SMTP nor the outbox is configured', async () => {
    const delivery = createDelivery({
      outboxDir: '/nonexistent',
      outboxEnabled: false,
      mailFrom: 'x@example.com',
      logger: pino({ level: 'silent' }),
    });
    await expect(
      delivery.send({ channel: 'sms', to: '+919876543210', purpose: 'login', text: 'code 1234' }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });
});
