import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * Tesseract's English data with its legacy (pattern-matching) model, read from its npm package. No OCR-B model is
 * published on npm; of the English models, the legacy one reads the zone's fillers (<) where the LSTM ones read
 * runs of them as K and L (docs/documents.md#passport-reading).
 */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
const CORE_PATH = path.dirname(require.resolve('tesseract.js-core/package.json'));

/** The only characters a machine-readable zone holds. */
const ZONE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

/** setTimeout and clearTimeout, injected so that a test can release the engine without waiting. */
export interface IdleTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: IdleTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface OcrEngine {
  /** The text Tesseract reads in a picture of one block of zone lines. */
  read(picture: Buffer): Promise<string>;
  /** Whether the Tesseract worker is loaded (it is dropped after the idle time). */
  readonly loaded: boolean;
  close(): Promise<void>;
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.TESSERACT_ONLY, {
    langPath: LANG_PATH,
    corePath: CORE_PATH,
    legacyCore: true,
    legacyLang: true,
    // The model is read from node_modules; nothing is written to (or read from) a cache.
    cacheMethod: 'none',
    gzip: true,
  });
  await worker.setParameters({
    tessedit_char_whitelist: ZONE_ALPHABET,
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    // The zone picture carries no resolution; Tesseract would otherwise guess one and say so on every read.
    user_defined_dpi: '300',
  });
  return worker;
}

/**
 * One Tesseract worker (a thread with ~100 MB of WebAssembly memory), started on first use, reading one picture
 * at a time (the calls queue), and terminated after `idleMs` without a read so that its memory goes back.
 */
export function ocrEngine({ idleMs, timers = realTimers }: { idleMs: number; timers?: IdleTimers }): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: unknown;
  let busy = 0;

  const release = async () => {
    const current = worker;
    worker = undefined;
    if (current) await (await current.catch(() => undefined))?.terminate();
  };
  const armIdle = () => {
    if (busy === 0) idle = timers.set(() => void release(), idleMs);
  };

  const read = (picture: Buffer) => {
    timers.clear(idle);
    busy++;
    const job = queue.then(async () => {
      worker ??= startWorker();
      const started = worker;
      try {
        return (await (await started).recognize(picture)).data.text;
      } catch (error) {
        // A worker that failed may be broken: the next read starts a new one.
        if (worker === started) await release();
        throw error;
      }
    });
    queue = job.catch(() => {});
    return job.finally(() => {
      busy--;
      armIdle();
    });
  };

  return {
    read,
    get loaded() {
      return worker !== undefined;
    },
    async close() {
      timers.clear(idle);
      await queue;
      await release();
    },
  };
}
