import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Face detection on our own server (DESIGN 14): face-api's Tiny Face Detector and its tiny 68-point landmarks,
 * with the weights its npm package ships, on TensorFlow.js's WebAssembly backend (no native binary, nothing
 * fetched at run time). Loaded on first use, one detection at a time, the weights released after an idle spell.
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

type FaceApi = typeof import('@vladmandic/face-api');

const require = createRequire(import.meta.url);
const MIN_CONFIDENCE = 0.5;
/** The detector's input (a multiple of 32): a visa photo's one large face needs no more (docs/documents.md). */
const INPUT_SIZE = 416;

async function loadFaceApi(): Promise<FaceApi> {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const tf = faceapi.tf as unknown as {
    setWasmPaths(dir: string): void;
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
  };
  tf.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(models);
  return faceapi;
}

const mean = (points: Array<{ x: number; y: number }>) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

async function detect(faceapi: FaceApi, image: RgbImage): Promise<DetectedFace[]> {
  const tensor = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
  try {
    const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_CONFIDENCE });
    const found = await faceapi.detectAllFaces(tensor as never, options).withFaceLandmarks(true);
    return found.map(({ detection, landmarks }) => {
      const jaw = landmarks.getJawOutline();
      return {
        score: detection.score,
        box: { x: detection.box.x, y: detection.box.y, width: detection.box.width, height: detection.box.height },
        eyes: mean([...landmarks.getLeftEye(), ...landmarks.getRightEye()]),
        chin: jaw.reduce((low, p) => (p.y > low.y ? p : low), jaw[0]!),
      };
    });
  } finally {
    tensor.dispose();
  }
}

export class FaceDetector {
  private loading: Promise<FaceApi> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private idleHandle: unknown;
  private busy = 0;

  constructor(
    private readonly idleMs: number,
    private readonly timers: IdleTimers = realTimers,
  ) {}

  /** Whether the model is in memory. */
  get loaded(): boolean {
    return this.loading !== undefined;
  }

  /** The faces in an RGB image, one detection at a time across the process. */
  async faces(image: RgbImage): Promise<DetectedFace[]> {
    this.busy++;
    this.timers.clear(this.idleHandle);
    const run = this.queue.then(async () => detect(await this.model(), image));
    this.queue = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      this.busy--;
      if (this.busy === 0) this.idleHandle = this.timers.set(() => void this.release(), this.idleMs);
    }
  }

  private model(): Promise<FaceApi> {
    this.loading ??= loadFaceApi().catch((error) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  /** Frees the weights and the backend; the next detection loads them again. */
  async release(): Promise<void> {
    if (this.busy > 0 || !this.loading) return;
    const faceapi = await this.loading;
    this.loading = undefined;
    faceapi.nets.tinyFaceDetector.dispose();
    faceapi.nets.faceLandmark68TinyNet.dispose();
    // Drops the WebAssembly backend's instance; the backend's factory stays registered, so the next load starts a
    // new one.
    (faceapi.tf as unknown as { engine(): { reset(): void } }).engine().reset();
  }
}

let shared: FaceDetector | undefined;

/** One detector per process: TensorFlow.js's backend is the process's, and one queue bounds the work. */
export function sharedFaceDetector(idleMs: number): FaceDetector {
  shared ??= new FaceDetector(idleMs);
  return shared;
}
