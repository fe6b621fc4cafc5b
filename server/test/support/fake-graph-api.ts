import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: the path, the bearer token and the JSON body. */
export interface GraphRequest {
  path: string;
  authorization: string;
  body: {
    to: string;
    type: 'template' | 'text';
    template?: {
      name: string;
      language: { code: string };
      components: Array<{ type: string; parameters: Array<{ text: string }> }>;
    };
    text?: { body: string };
  };
  /** The wamid it answered with (none when it answered an error). */
  id?: string;
}

export interface FakeGraphApi {
  /** The base to give as WHATSAPP_API_URL (with a version, as Meta's). */
  url: string;
  requests: GraphRequest[];
  /** The next answers are these error statuses (e.g. 500, 429, 400), then success again. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text || '{}');
}

/** A local stand-in for Meta's Graph API: `POST /v26.0/{phone-number-id}/messages`, answering a wamid per message. */
export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const requests: GraphRequest[] = [];
  const failures: number[] = [];
  let sequence = 0;
  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = request.url ?? '';
    const recorded: GraphRequest = { path, authorization: request.headers.authorization ?? '', body };
    requests.push(recorded);
    const failure = failures.shift();
    response.setHeader('content-type', 'application/json');
    if (!/^\/v\d+\.\d+\/\d+\/messages$/.test(path) || request.method !== 'POST') {
      response.writeHead(404).end(JSON.stringify({ error: { message: 'Unknown path', code: 100 } }));
      return;
    }
    if (failure) {
      response.writeHead(failure).end(
        JSON.stringify({
          error: {
            message: failure === 400 ? 'Template name does not exist' : 'Busy',
            code: failure === 400 ? 132001 : 2,
          },
        }),
      );
      return;
    }
    recorded.id = `wamid.fake${++sequence}`;
    response.writeHead(200).end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: recorded.id }],
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v26.0`,
    requests,
    failNext: (...statuses) => failures.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
