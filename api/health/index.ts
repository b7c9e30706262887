/** The health domain's face: what app.ts and other domains use of it (nothing else of the folder). */
export { notReadyBecause } from './routes';
