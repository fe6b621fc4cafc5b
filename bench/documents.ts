import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { type RunningServer, startServer } from '../server/test/server-process';
import { signUp } from './api';

/** Reads of each picture; the median is reported (the first read also loads the engine). */
const READS = Number(process.env.BENCH_DOCUMENT_READS ?? 7);
/** The server's idle time for the OCR engine here, so that its release is seen within the bench. */
const IDLE_SECONDS = 10;
const FIXTURES = 'server/test/fixtures/passports';

export interface DocumentPictureResult {
  picture: string;
  megapixels: number;
  bytes: number;
  reads: number;
  firstMs: number;
  medianMs: number;
  maxMs: number;
  valid: boolean;
}

export interface DocumentsBenchResult {
  pictures: DocumentPictureResult[];
  /** Resident memory (MB) before the first read, highest while reading, and after the engine's idle release. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterIdleMb: number;
  idleSeconds: number;
}

/**
 * A 12-megapixel phone photo (a photographed fixture scaled up to 4000 × 3000, JPEG as phones write it) and a
 * 300-dpi scan of an A4 page with the passport on it.
 */
async function pictures(): Promise<Array<{ name: string; data: Buffer }>> {
  const photo = await sharp(await readFile(`${FIXTURES}/14-ind-photo.jpg`))
    .resize({ width: 4000, height: 3000, fit: 'fill' })
    .jpeg({ quality: 88 })
    .toBuffer();
  const page = await readFile(`${FIXTURES}/03-ind-scan.jpg`);
  const scan = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#fbfbf8' } })
    .composite([{ input: page, left: 300, top: 400 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return [
    { name: '12 MP phone photo', data: photo },
    { name: '300 dpi A4 scan', data: scan },
  ];
}

async function read(server: RunningServer, cookie: string, data: Buffer): Promise<{ ms: number; valid: boolean }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'passport.jpg');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/documents/passport/read`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
  const body = (await response.json()) as { valid?: boolean };
  if (!response.ok) throw new Error(`passport read → ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, valid: body.valid === true };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One production server; each picture read READS times in turn, RSS sampled throughout, then left idle. */
export async function benchDocuments(port: number): Promise<DocumentsBenchResult> {
  const server = await startServer({
    port,
    env: { PASSPORT_OCR_IDLE_SECONDS: String(IDLE_SECONDS), PASSPORT_READS_PER_HOUR: '1000' },
  });
  try {
    const { cookie } = await signUp(server, 'bench-documents');
    const rssBeforeMb = await server.rssMb();
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
      server.rssMb().then(
        (rss) => {
          rssPeakMb = Math.max(rssPeakMb, rss);
        },
        () => undefined,
      );
    }, 200);
    const results: DocumentPictureResult[] = [];
    try {
      for (const picture of await pictures()) {
        const meta = await sharp(picture.data).metadata();
        const reads: Array<{ ms: number; valid: boolean }> = [];
        for (let i = 0; i < READS; i++) reads.push(await read(server, cookie, picture.data));
        const times = reads.map((r) => Math.round(r.ms));
        results.push({
          picture: picture.name,
          megapixels: Math.round(((meta.width ?? 0) * (meta.height ?? 0)) / 100_000) / 10,
          bytes: picture.data.length,
          reads: READS,
          firstMs: times[0]!,
          medianMs: median(times),
          maxMs: Math.max(...times),
          valid: reads.every((r) => r.valid),
        });
      }
    } finally {
      clearInterval(sampler);
    }
    // The engine goes after IDLE_SECONDS without a read; a little longer lets the memory be handed back.
    await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS + 10) * 1000));
    return {
      pictures: results,
      rssBeforeMb,
      rssPeakMb,
      rssAfterIdleMb: await server.rssMb(),
      idleSeconds: IDLE_SECONDS,
    };
  } finally {
    await server.stop();
  }
}
