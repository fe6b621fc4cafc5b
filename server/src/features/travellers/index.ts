/** The saved-travellers module's public face: its routes. Its repository stays private to it. */
export { eraseSavedTravellers } from './erasure';
export { default as travellerRoutes } from './routes';
