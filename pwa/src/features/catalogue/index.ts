/**
 * The catalogue's public entry: what the rest of the app may use of it (pwa/src/README.md). Only what the first screens
 * load anyway (the home page reads the model list through it); the rest has entries of its own in public/, so that a
 * first screen never takes it with this one.
 */
export { BODY_STYLE_LABELS } from './modelFilters';
export { useModels } from './useModels';
