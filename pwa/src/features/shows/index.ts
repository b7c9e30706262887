/** The shows feature's public entry: what the rest of the app may use of it (pwa/src/README.md). */
export { SavedShowOr } from './SavedShowOr';
export { ShowSection } from './ShowSection';
export { keepShowOnDevice } from './storage/onDevice';
export { showFirstScreenQuery } from './public/firstScreen';
