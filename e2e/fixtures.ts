import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  purpose: string;
  code?: string;
  link?: string;
  createdAt: string;
}

const OUTBOX_DIR = path.resolve(E2E_DATA_DIR, 'outbox');

export async function readOutbox(): Promise<OutboxMessage[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(OUTBOX_DIR, file), 'utf8'))));
}

/** Waits for the newest message to `to` (optionally of a purpose) that arrived after `since`. */
export async function waitForMessage(
  to: string,
  options: { purpose?: string; since?: Date } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const match = (await readOutbox())
      .filter((m) => m.to === to && (!options.purpose || m.purpose === options.purpose))
      .filter((m) => !options.since || new Date(m.createdAt) >= options.since)
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no outbox message to ${to}${options.purpose ? ` (${options.purpose})` : ''}`);
}

let counter = 0;
export const uniqueEmail = (label = 'traveller') => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;

export const test = base;
export { expect };
