export type { OcrEngine } from './ocr-engine';
export type { PassportFile } from './reader';
export { readPassport, readVisa } from './reader';
export type { PassportRead } from './repo';
export { default as passportReadingRoutes } from './routes';
export {
  type DocumentReadDeps,
  type PassportDocument,
  passportEngine,
  readAndKeepDocument,
  storedPassportReading,
} from './service';
