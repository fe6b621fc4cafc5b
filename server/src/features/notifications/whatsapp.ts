/** A WhatsApp template message: its registered name and language, and the values of its body's placeholders. */
export interface WhatsappTemplate {
  name: string;
  language: string;
  parameters: string[];
}

/** WhatsApp Business Platform sender: a template, or free text inside the 24-hour customer-service window. */
export interface WhatsappProvider {
  readonly name: string;
  send(message: { to: string; template?: WhatsappTemplate; text?: string; reference: string }): Promise<{ id: string }>;
}

interface CloudApiSettings {
  token: string;
  phoneNumberId: string;
  /** Graph API base with its version, e.g. https://graph.facebook.com/v26.0 (a local fake in tests). */
  apiUrl: string;
}

const GRAPH_TIMEOUT_MS = 10_000;

/**
 * Refused for good by the provider (a 4xx other than 429: a bad number, an unapproved template, a closed window):
 * the message fails at once instead of being retried (channels.ts isPermanentFailure).
 */
export class ProviderRefusal extends Error {
  readonly permanent = true;
}

/** WhatsApp wants the number's digits, without the plus. */
const waNumber = (to: string) => to.replace(/\D/g, '');

function messageBody(to: string, template?: WhatsappTemplate, text?: string) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(to) };
  if (!template) return { ...base, type: 'text', text: { preview_url: false, body: text ?? '' } };
  const components =
    template.parameters.length > 0
      ? [{ type: 'body', parameters: template.parameters.map((value) => ({ type: 'text', text: value })) }]
      : [];
  return {
    ...base,
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}

/** The Cloud API's `POST /{phone-number-id}/messages` with the permanent token as a bearer. */
export function cloudApiProvider(settings: CloudApiSettings): WhatsappProvider {
  const endpoint = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp-cloud-api',
    async send({ to, template, text }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(messageBody(to, template, text)),
        signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        messages?: Array<{ id?: string }>;
        error?: { message?: string; code?: number };
      };
      if (!response.ok) {
        const detail = `WhatsApp answered ${response.status}: ${answer.error?.message ?? ''} (${answer.error?.code ?? '-'})`;
        const retryable = response.status === 429 || response.status >= 500;
        throw retryable ? new Error(detail) : new ProviderRefusal(detail);
      }
      const id = answer.messages?.[0]?.id;
      if (!id) throw new Error('WhatsApp answered without a message id.');
      return { id };
    },
  };
}
