// The face detector's thread (detector.ts): TensorFlow.js and the weights live here, so that ending the thread
// when idle gives their memory back. Plain JavaScript: the built server starts it from this source file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const MIN_CONFIDENCE = 0.5;
/** The detector's input (a multiple of 32): a visa photo's one large face needs no more (docs/documents.md). */
const INPUT_SIZE = 416;

async function loadFaceApi() {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
  faceapi.tf.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`);
  await faceapi.tf.setBackend('wasm');
  await faceapi.tf.ready();
  const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(models);
  return faceapi;
}

const mean = (points) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

async function detect(faceapi, { data, width, height }) {
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data), [height, width, 3], 'int32');
  try {
    const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: MIN_CONFIDENCE });
    const found = await faceapi.detectAllFaces(tensor, options).withFaceLandmarks(true);
    return found.map(({ detection, landmarks }) => {
      const jaw = landmarks.getJawOutline();
      const { x, y, width: w, height: h } = detection.box;
      // Plain objects: face-api's points keep their coordinates behind getters, which a message does not carry.
      const chin = jaw.reduce((low, p) => (p.y > low.y ? p : low), jaw[0]);
      return {
        score: detection.score,
        box: { x, y, width: w, height: h },
        eyes: mean([...landmarks.getLeftEye(), ...landmarks.getRightEye()]),
        chin: { x: chin.x, y: chin.y },
      };
    });
  } finally {
    tensor.dispose();
  }
}

const loading = loadFaceApi();
parentPort.on('message', async ({ id, image }) => {
  try {
    parentPort.postMessage({ id, faces: await detect(await loading, image) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
