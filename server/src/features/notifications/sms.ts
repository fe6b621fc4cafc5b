/** India's DLT registration of an SMS to a +91 number: the principal entity, the sender header, the template. */
export interface DltFields {
  entityId?: string;
  header?: string;
  templateId?: string;
}

/**
 * An SMS gateway. The reference is stable across retries of one message (for the provider's logs); `dlt` comes
 * with messages to Indian numbers, for a gateway that takes the fields per message.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string; reference: string; dlt?: DltFields }): Promise<void>;
}

interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number or a Messaging Service SID (MG…), as registered for Indian DLT. */
  from: string;
  /** The API origin (a local fake server in tests). */
  apiUrl: string;
}

const TWILIO_TIMEOUT_MS = 10_000;

/**
 * Twilio's Programmable Messaging REST API (form-encoded POST, HTTP basic auth). Twilio takes no DLT fields per
 * message: the entity id and template ids are registered with Twilio's sender-ID team, which matches each text to
 * its template (docs/channels.md#sms-to-india-dlt). The DLT header is the sender to Indian numbers (`From`), unless
 * a Messaging Service (MG…) chooses the sender.
 */
export function twilioProvider(settings: TwilioSettings): SmsProvider {
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiUrl,
  ).toString();
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    async send({ to, text, dlt }) {
      const from = sender === 'From' && dlt?.header ? dlt.header : settings.from;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, [sender]: from, Body: text }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
