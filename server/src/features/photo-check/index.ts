export { photoSpecChanges, photoSpecsForConsole, savePhotoSpec, seedPhotoSpecs } from './repo';
