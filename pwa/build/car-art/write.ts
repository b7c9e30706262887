/**
 * `npm run draw:cars`: writes each model's drawing (drawings.ts) to pwa/public/car-art/<slug>.svg, the files the site
 * serves. Run after changing a drawing; a test fails while a file differs from what its drawing writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DRAWINGS, drawingSvg } from './drawings';

export const DRAWINGS_FOLDER = fileURLToPath(new URL('../../public/car-art/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const slug of Object.keys(DRAWINGS)) writeFileSync(`${DRAWINGS_FOLDER}${slug}.svg`, drawingSvg(slug));
  console.log(`Wrote ${Object.keys(DRAWINGS).length} drawings to ${DRAWINGS_FOLDER}`);
}
