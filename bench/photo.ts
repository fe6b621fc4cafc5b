import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { rssMbOf, startServer } from '../server/test/server-process';

/** Checks after the first (which loads the model), one after another as a traveller would. */
const CHECKS = 10;
/** The detector's weights are freed after this many idle seconds (PHOTO_MODEL_IDLE_SECONDS), then RSS is read. */
const IDLE_SECONDS = 5;

export interface PhotoBenchResult {
  megapixels: number;
  /** The first check: the face detector loads (WebAssembly backend, weights from node_modules). */
  firstCheckMs: number;
  medianCheckMs: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterIdleMb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A 2-megapixel photo: the compliant fixture enlarged, as a phone's front camera would send it. */
async function twoMegapixelPhoto(): Promise<Buffer> {
  const source = await readFile('server/test/photos/compliant.jpg');
  return sharp(source).resize(1250, 1607).jpeg({ quality: 90 }).toBuffer();
}

async function timedCheck(url: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('destination', 'TH');
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${url}/api/documents/photo/check`, {
    method: 'POST',
    body: form,
    headers: { origin: url },
  });
  const answer = (await response.json()) as { ok?: boolean };
  if (response.status !== 200 || answer.ok !== true) throw new Error(`photo check answered ${response.status}`);
  return Math.round(performance.now() - started);
}

/** The visa photo check of a 2-megapixel photo on the production server (issue 31: median under 1.5 s). */
export async function benchPhoto(port: number): Promise<PhotoBenchResult> {
  const server = await startServer({
    port,
    env: { PHOTO_CHECKS_PER_MINUTE: '1000', PHOTO_MODEL_IDLE_SECONDS: String(IDLE_SECONDS) },
  });
  try {
    const photo = await twoMegapixelPhoto();
    const rssBeforeMb = await rssMbOf(server.pid);
    let rssPeakMb = rssBeforeMb;
    const firstCheckMs = await timedCheck(server.url, photo);
    const times: number[] = [];
    for (let n = 0; n < CHECKS; n++) {
      times.push(await timedCheck(server.url, photo));
      rssPeakMb = Math.max(rssPeakMb, await rssMbOf(server.pid));
    }
    await new Promise((resolve) => setTimeout(resolve, (IDLE_SECONDS + 3) * 1000));
    return {
      megapixels: 2.0,
      firstCheckMs,
      medianCheckMs: median(times),
      rssBeforeMb,
      rssPeakMb,
      rssAfterIdleMb: await rssMbOf(server.pid),
    };
  } finally {
    await server.stop();
  }
}
