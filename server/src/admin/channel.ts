import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import type { Database } from '@db/client';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/ids';
import { type CommandInput, type CommandResult, findCommand } from './commands';

/**
 * The local channel through which `npm run admin` reaches a running server on the embedded database
 * (a PGlite directory can be open in one process only). The server listens on a loopback port and
 * writes the port and a fresh secret to DATA_DIR/admin-channel.json, readable by its own OS user
 * only; a command must present that secret.
 */
interface ChannelFile {
  port: number;
  token: string;
  pid: number;
}

interface ChannelRequest {
  command: string;
  args: string[];
  options: CommandInput['options'];
}

type ChannelAnswer = { ok: true; result: CommandResult } | { ok: false; status: number; error: string };

const MAX_REQUEST_BYTES = 64 * 1024;

export const channelFilePath = (dataDir: string) => path.join(dataDir, 'admin-channel.json');

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The command is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function runRequest(
  database: Database | Promise<Database>,
  config: Config,
  body: string,
): Promise<ChannelAnswer> {
  const request = JSON.parse(body) as ChannelRequest;
  const command = findCommand(request.command);
  if (!command) return { ok: false, status: 400, error: `Unknown command '${String(request.command)}'.` };
  const args = Array.isArray(request.args) ? request.args.map(String) : [];
  const result = await command.run(await database, { args, options: request.options ?? {}, config });
  return { ok: true, result };
}

function answerFor(error: unknown): ChannelAnswer {
  if (error instanceof AppError) return { ok: false, status: error.statusCode, error: error.message };
  if (error instanceof SyntaxError) return { ok: false, status: 400, error: 'The command is not valid JSON.' };
  return { ok: false, status: 500, error: error instanceof Error ? error.message : String(error) };
}

/**
 * Starts the channel; the returned function stops it and removes the file. Given the database while it is
 * still opening and migrating, the server holds the directory from its first moment: a command waits for it.
 */
export async function startAdminChannel(
  database: Database | Promise<Database>,
  config: Config,
): Promise<() => Promise<void>> {
  const token = randomToken();
  const server: Server = createServer(async (request, response) => {
    const presented = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    let answer: ChannelAnswer;
    if (request.method !== 'POST' || !safeEqual(presented, token)) {
      answer = { ok: false, status: 401, error: 'Not authorised.' };
    } else {
      answer = await readBody(request)
        .then((body) => runRequest(database, config, body), answerFor)
        .catch(answerFor);
    }
    response.writeHead(answer.ok ? 200 : answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const file = channelFilePath(config.dataDir);
  const contents: ChannelFile = { port, token, pid: process.pid };
  // Fresh every time: whatever is at that path (a stale file, a planted symbolic link) is removed,
  // and the exclusive create refuses to follow a link put back in between.
  await rm(file, { force: true });
  await writeFile(file, JSON.stringify(contents), { mode: 0o600, flag: 'wx' });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

async function readChannelFile(dataDir: string): Promise<ChannelFile | undefined> {
  const raw = await readFile(channelFilePath(dataDir), 'utf8').catch(() => undefined);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as ChannelFile;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The process id of a server that holds the data directory but did not answer (its channel file names a
 * process still running), or undefined when the file is missing or was left by a server that has stopped.
 */
export async function silentServer(dataDir: string): Promise<number | undefined> {
  const channel = await readChannelFile(dataDir);
  if (!channel || channel.pid === process.pid || !isRunning(channel.pid)) return undefined;
  return channel.pid;
}

/**
 * Sends a command to the running server; undefined when no server is running here (no channel file,
 * or a stale one left by a server that crashed).
 */
export async function askRunningServer(dataDir: string, request: ChannelRequest): Promise<ChannelAnswer | undefined> {
  const channel = await readChannelFile(dataDir);
  if (!channel) return undefined;
  try {
    const response = await fetch(`http://127.0.0.1:${channel.port}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return (await response.json()) as ChannelAnswer;
  } catch {
    return undefined;
  }
}
