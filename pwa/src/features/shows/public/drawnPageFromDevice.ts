/**
 * What the service worker needs of the shows feature to answer a saved show's page as this device last drew it
 * (service-worker/drawnPage.ts). Every file behind it runs in the worker too: no React, no DOM (eslint.config.js).
 */
export { drawnPageDocument } from '../drawnPageDocument';
export { drawnPageOnDevice } from '../storage/drawnPageOnDevice';
