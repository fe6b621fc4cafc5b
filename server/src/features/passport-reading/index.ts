export type { OcrEngine } from './ocr-engine';
export type { PassportFile } from './reader';
export { readPassport } from './reader';
export { default as passportReadingRoutes } from './routes';
export { passportEngine, storedPassportReading } from './service';
