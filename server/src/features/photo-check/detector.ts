import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';

/**
 * Face detection on our own server (DESIGN 14): face-api's Tiny Face Detector and its tiny 68-point landmarks,
 * with the weights its npm package ships, on TensorFlow.js's WebAssembly backend (no native binary, nothing
 * fetched at run time), in a thread of its own (face-worker.mjs). Started on first use, one detection at a time,
 * the thread ended after an idle spell, which gives its memory back.
 */

export interface DetectedFace {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  /** Mean of the two eyes' landmarks, and the lowest jaw landmark (the chin). */
  eyes: { x: number; y: number };
  chin: { x: number; y: number };
}

export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Timers the detector uses to release its model when idle; tests hand in their own. */
export interface IdleTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: IdleTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

const WORKER = new URL('./face-worker.mjs', import.meta.url);
const DOWN = 'The photo check is not available right now. Please try again in a minute.';
/** A detector that failed is a dependency down (a 503); the next check starts a new thread. */
const detectorDown = () => new AppError('UNAVAILABLE', DOWN, { retryAfterSeconds: 30 });

type Answer = { id: number; faces?: DetectedFace[]; error?: string };

export class FaceDetector {
  private worker: Worker | undefined;
  private pending = new Map<number, { resolve(faces: DetectedFace[]): void; reject(error: Error): void }>();
  private queue: Promise<unknown> = Promise.resolve();
  private idleHandle: unknown;
  private busy = 0;
  private nextId = 0;

  constructor(
    private readonly idleMs: number,
    private readonly timers: IdleTimers = realTimers,
  ) {}

  /** Whether the detector's thread, with the model, is running. */
  get loaded(): boolean {
    return this.worker !== undefined;
  }

  /** The faces in an RGB image, one detection at a time across the process. */
  async faces(image: RgbImage): Promise<DetectedFace[]> {
    this.busy++;
    this.timers.clear(this.idleHandle);
    const run = this.queue.then(() => this.ask(image));
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      this.busy--;
      if (this.busy === 0) this.idleHandle = this.timers.set(() => void this.release(), this.idleMs);
    }
  }

  private ask(image: RgbImage): Promise<DetectedFace[]> {
    const id = ++this.nextId;
    const worker = this.thread();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const { data, width, height } = image;
      worker.postMessage({ id, image: { data, width, height } });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER);
    worker.unref();
    worker.on('message', ({ id, faces, error }: Answer) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (error) waiting?.reject(detectorDown());
      else waiting?.resolve(faces ?? []);
    });
    worker.on('error', () => this.fail(worker));
    worker.on('exit', () => this.fail(worker));
    this.worker = worker;
    return worker;
  }

  private fail(worker: Worker) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(detectorDown());
    this.pending.clear();
  }

  /** Ends the detector's thread, and with it the model's memory; the next detection starts a new one. */
  async release(): Promise<void> {
    const worker = this.worker;
    if (this.busy > 0 || !worker) return;
    this.worker = undefined;
    await worker.terminate();
  }
}

let shared: FaceDetector | undefined;

/** One detector per process: TensorFlow.js's backend is the process's, and one queue bounds the work. */
export function sharedFaceDetector(idleMs: number): FaceDetector {
  shared ??= new FaceDetector(idleMs);
  return shared;
}
