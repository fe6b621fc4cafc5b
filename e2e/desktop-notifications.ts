import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The desktop's notification server for a browser under test: Chromium on Linux shows a web notification through the
 * freedesktop notification service on the session D-Bus (org.freedesktop.Notifications) when one is running, and
 * turns the service's ActionInvoked "default" signal (the user clicking the notification) into the service worker's
 * `notificationclick`. This runs a private bus (dbus-daemon) and serves that name on it, so a test sees each
 * notification the browser shows and clicks it as a user would.
 * Source: Desktop Notifications Specification 1.2, https://specifications.freedesktop.org/notification-spec/1.2/;
 * D-Bus Specification (wire format, authentication), https://dbus.freedesktop.org/doc/dbus-specification.html.
 */
export interface DesktopNotifications {
  /** DBUS_SESSION_BUS_ADDRESS for the browser. */
  address: string;
  /** The notifications shown so far. */
  shown: ShownNotification[];
  /** Clicks a shown notification (its default action). */
  click(id: number): void;
  close(): Promise<void>;
}

export interface ShownNotification {
  id: number;
  appName: string;
  summary: string;
  body: string;
  actions: string[];
}

const NAME = 'org.freedesktop.Notifications';
const OBJECT = '/org/freedesktop/Notifications';

// The D-Bus wire format, little-endian: just what this service sends and receives.
const ALIGN: Record<string, number> = { y: 1, b: 4, n: 2, q: 2, i: 4, u: 4, x: 8, t: 8, d: 8, h: 4 };
ALIGN.s = ALIGN.o = ALIGN.a = 4;
ALIGN.g = ALIGN.v = 1;
ALIGN['('] = ALIGN['{'] = 8;

/** The end of the single complete type starting at `start` of a signature. */
function typeEnd(signature: string, start: number): number {
  const code = signature[start];
  if (code === 'a') return typeEnd(signature, start + 1);
  if (code === '(' || code === '{') {
    let at = start + 1;
    while (signature[at] !== (code === '(' ? ')' : '}')) at = typeEnd(signature, at);
    return at + 1;
  }
  return start + 1;
}

function types(signature: string): string[] {
  const list: string[] = [];
  for (let at = 0; at < signature.length; ) {
    const end = typeEnd(signature, at);
    list.push(signature.slice(at, end));
    at = end;
  }
  return list;
}

class Writer {
  bytes: number[] = [];
  pad(to: number) {
    while (this.bytes.length % to) this.bytes.push(0);
  }
  u32(value: number) {
    this.pad(4);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value >>> 0);
    this.bytes.push(...buffer);
  }
  write(type: string, value: unknown): void {
    const code = type[0];
    if (code === 'y') this.bytes.push(Number(value));
    else if (code === 'u' || code === 'i' || code === 'b') this.u32(Number(value));
    else if (code === 's' || code === 'o') {
      const text = Buffer.from(String(value));
      this.u32(text.length);
      this.bytes.push(...text, 0);
    } else if (code === 'g') {
      const text = Buffer.from(String(value));
      this.bytes.push(text.length, ...text, 0);
    } else if (code === 'v') {
      const [signature, inner] = value as [string, unknown];
      this.write('g', signature);
      this.write(signature, inner);
    } else if (code === 'a') {
      this.u32(0);
      const lengthAt = this.bytes.length - 4;
      const element = type.slice(1);
      this.pad(ALIGN[element[0] ?? 'y'] ?? 1);
      const start = this.bytes.length;
      for (const item of value as unknown[]) this.write(element, item);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(this.bytes.length - start);
      this.bytes.splice(lengthAt, 4, ...length);
    } else if (code === '(' || code === '{') {
      this.pad(8);
      types(type.slice(1, -1)).forEach((member, index) => {
        this.write(member, (value as unknown[])[index]);
      });
    } else throw new Error(`D-Bus type ${type} is not written here`);
  }
}

class Reader {
  constructor(
    readonly buffer: Buffer,
    public at = 0,
  ) {}
  align(to: number) {
    this.at = Math.ceil(this.at / to) * to;
  }
  read(type: string): unknown {
    const code = type[0] ?? '';
    this.align(ALIGN[code] ?? 1);
    switch (code) {
      case 'y':
        return this.buffer[this.at++];
      case 'b':
      case 'u':
      case 'h':
        this.at += 4;
        return this.buffer.readUInt32LE(this.at - 4);
      case 'i':
        this.at += 4;
        return this.buffer.readInt32LE(this.at - 4);
      case 'n':
        this.at += 2;
        return this.buffer.readInt16LE(this.at - 2);
      case 'q':
        this.at += 2;
        return this.buffer.readUInt16LE(this.at - 2);
      case 'x':
      case 't':
      case 'd':
        this.at += 8;
        return this.buffer.subarray(this.at - 8, this.at);
      case 's':
      case 'o': {
        const length = this.buffer.readUInt32LE(this.at);
        this.at += 4 + length + 1;
        return this.buffer.toString('utf8', this.at - length - 1, this.at - 1);
      }
      case 'g': {
        const length = this.buffer[this.at] ?? 0;
        this.at += 1 + length + 1;
        return this.buffer.toString('utf8', this.at - length - 1, this.at - 1);
      }
      case 'v': {
        const signature = this.read('g') as string;
        return this.read(signature);
      }
      case 'a': {
        const length = this.buffer.readUInt32LE(this.at);
        this.at += 4;
        const element = type.slice(1);
        this.align(ALIGN[element[0] ?? 'y'] ?? 1);
        const end = this.at + length;
        const items: unknown[] = [];
        while (this.at < end) items.push(this.read(element));
        return items;
      }
      case '(':
      case '{':
        return types(type.slice(1, -1)).map((member) => this.read(member));
      default:
        throw new Error(`D-Bus type ${type} is not read here`);
    }
  }
}

interface Message {
  type: number;
  serial: number;
  fields: Map<number, unknown>;
  body: unknown[];
}

const METHOD_CALL = 1;
const METHOD_RETURN = 2;
const ERROR = 3;
const SIGNAL = 4;
const FIELD = {
  path: 1,
  interface: 2,
  member: 3,
  errorName: 4,
  replySerial: 5,
  destination: 6,
  sender: 7,
  signature: 8,
};
const FIELD_TYPE: Record<number, string> = { 1: 'o', 2: 's', 3: 's', 4: 's', 5: 'u', 6: 's', 7: 's', 8: 'g' };

function encode(type: number, serial: number, fields: Array<[number, unknown]>, signature = '', body: unknown[] = []) {
  const payload = new Writer();
  types(signature).forEach((member, index) => {
    payload.write(member, body[index]);
  });
  const all = signature ? [...fields, [FIELD.signature, signature] as [number, unknown]] : fields;
  const header = new Writer();
  header.bytes.push('l'.charCodeAt(0), type, 0, 1);
  header.u32(payload.bytes.length);
  header.u32(serial);
  header.write(
    'a(yv)',
    all.map(([code, value]) => [code, [FIELD_TYPE[code], value]]),
  );
  header.pad(8);
  return Buffer.from([...header.bytes, ...payload.bytes]);
}

/** Whole messages at the start of `buffer`, and what is left of it. */
function decode(buffer: Buffer): { messages: Message[]; rest: Buffer } {
  const messages: Message[] = [];
  let at = 0;
  while (buffer.length - at >= 16) {
    const bodyLength = buffer.readUInt32LE(at + 4);
    const fieldsLength = buffer.readUInt32LE(at + 12);
    const headerEnd = Math.ceil((16 + fieldsLength) / 8) * 8;
    if (buffer.length - at < headerEnd + bodyLength) break;
    const message = buffer.subarray(at, at + headerEnd + bodyLength);
    const reader = new Reader(message, 12);
    const fields = new Map((reader.read('a(yv)') as Array<[number, unknown]>).map(([code, value]) => [code, value]));
    const signature = (fields.get(FIELD.signature) as string | undefined) ?? '';
    const bodyReader = new Reader(message.subarray(headerEnd));
    messages.push({
      type: message[1] ?? 0,
      serial: message.readUInt32LE(8),
      fields,
      body: types(signature).map((member) => bodyReader.read(member)),
    });
    at += headerEnd + bodyLength;
  }
  return { messages, rest: buffer.subarray(at) };
}

async function startBus(dir: string): Promise<{ address: string; daemon: ChildProcess }> {
  const address = `unix:path=${path.join(dir, 'bus')}`;
  const daemon = spawn('dbus-daemon', ['--session', `--address=${address}`, '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [printed] = (await once(daemon.stdout!, 'data')) as [Buffer];
  if (!printed.toString().startsWith('unix:')) throw new Error(`dbus-daemon said ${printed}`);
  return { address: printed.toString().trim(), daemon };
}

/** Authenticates as this process's user (EXTERNAL), then speaks messages. */
async function connectToBus(address: string): Promise<Socket> {
  const socketPath = /unix:path=([^,]+)/.exec(address)?.[1];
  if (!socketPath) throw new Error(`Not a unix socket address: ${address}`);
  const socket = connect(socketPath);
  await once(socket, 'connect');
  const uid = Buffer.from(String(process.getuid?.() ?? 0)).toString('hex');
  socket.write(`\0AUTH EXTERNAL ${uid}\r\n`);
  const [answer] = (await once(socket, 'data')) as [Buffer];
  if (!answer.toString().startsWith('OK ')) throw new Error(`The bus refused us: ${answer}`);
  socket.write('BEGIN\r\n');
  return socket;
}

export async function startDesktopNotifications(): Promise<DesktopNotifications> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hv-bus-'));
  const { address, daemon } = await startBus(dir);
  const socket = await connectToBus(address);
  const shown: ShownNotification[] = [];
  const owners = new Map<number, string>();
  const waiting = new Map<number, (message: Message) => void>();
  let serial = 0;
  let pending: Buffer = Buffer.alloc(0);

  const send = (type: number, fields: Array<[number, unknown]>, signature?: string, body?: unknown[]) => {
    serial += 1;
    socket.write(encode(type, serial, fields, signature, body));
    return serial;
  };
  const call = (member: string, signature: string, body: unknown[]) =>
    new Promise<Message>((resolve) => {
      const sent = send(
        METHOD_CALL,
        [
          [FIELD.path, '/org/freedesktop/DBus'],
          [FIELD.interface, 'org.freedesktop.DBus'],
          [FIELD.member, member],
          [FIELD.destination, 'org.freedesktop.DBus'],
        ],
        signature,
        body,
      );
      waiting.set(sent, resolve);
    });

  /** The browser's calls to the notification service. */
  const answer = (message: Message) => {
    const member = message.fields.get(FIELD.member) as string;
    const sender = message.fields.get(FIELD.sender) as string;
    const reply = (signature?: string, body?: unknown[]) =>
      send(
        METHOD_RETURN,
        [
          [FIELD.replySerial, message.serial],
          [FIELD.destination, sender],
        ],
        signature,
        body,
      );
    if (member === 'GetCapabilities') reply('as', [['actions', 'body']]);
    else if (member === 'GetServerInformation') reply('ssss', ['e2e', 'HelloVisa', '1', '1.2']);
    else if (member === 'Notify') {
      const [appName, replacesId, , summary, body, actions] = message.body as [
        string,
        number,
        string,
        string,
        string,
        string[],
      ];
      const id = replacesId || shown.length + 1;
      shown.push({ id, appName, summary, body, actions });
      owners.set(id, sender);
      reply('u', [id]);
    } else if (member === 'CloseNotification') reply();
    else
      send(
        ERROR,
        [
          [FIELD.replySerial, message.serial],
          [FIELD.destination, sender],
          [FIELD.errorName, 'org.freedesktop.DBus.Error.UnknownMethod'],
        ],
        's',
        [`${member} is not served here`],
      );
  };

  socket.on('data', (chunk: Buffer) => {
    const { messages, rest } = decode(Buffer.concat([pending, chunk]));
    pending = rest;
    for (const message of messages) {
      const replyTo = message.fields.get(FIELD.replySerial) as number | undefined;
      if ((message.type === METHOD_RETURN || message.type === ERROR) && replyTo !== undefined) {
        waiting.get(replyTo)?.(message);
        waiting.delete(replyTo);
      } else if (message.type === METHOD_CALL) answer(message);
    }
  });

  await call('Hello', '', []);
  // DBUS_NAME_FLAG_DO_NOT_QUEUE: 1 means this connection is the name's primary owner.
  const requested = await call('RequestName', 'su', [NAME, 4]);
  if (requested.body[0] !== 1) throw new Error(`Could not own ${NAME}: ${requested.body[0]}`);

  return {
    address,
    shown,
    click(id) {
      const signal = (member: string, signature: string, body: unknown[]) =>
        send(
          SIGNAL,
          [
            [FIELD.path, OBJECT],
            [FIELD.interface, NAME],
            [FIELD.member, member],
            [FIELD.destination, owners.get(id) ?? ''],
          ],
          signature,
          body,
        );
      signal('ActionInvoked', 'us', [id, 'default']);
    },
    async close() {
      socket.destroy();
      daemon.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
