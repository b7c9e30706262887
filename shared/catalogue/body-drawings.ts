import { DRAWINGS_PATH, DRAWN_MODELS, drawingOf } from './drawings';
import { ILLUSTRATIONS } from './illustrations';

/**
 * The later bodies drawn as well (`<slug>-<first year>.svg`), for the year pages of their years: the Endura-nosed
 * GTO of 1968–72, the Firebird's second and third bodies, the third Trans Am. A model's own drawing is its best-known
 * body; other years show it.
 */
export const GENERATION_DRAWINGS = [
  { slug: 'gto', from: 1968, to: 1972 },
  { slug: 'firebird', from: 1970, to: 1981 },
  { slug: 'firebird', from: 1982, to: 1989 },
  { slug: 'trans-am', from: 1982, to: 1989 },
] as const;
const generationName = ({ slug, from }: { slug: string; from: number }) => `${slug}-${from}`;

/** The drawing of a model year: its body's when that body is drawn, else the model's own (drawingOf). */
export function drawingOfYear(model: { slug: string; bodyStyles: readonly string[] }, year: number): string {
  const body = GENERATION_DRAWINGS.find((generation) => generation.slug === model.slug && year >= generation.from && year <= generation.to);
  return body ? `${DRAWINGS_PATH}${generationName(body)}.svg` : drawingOf(model);
}

/** The names of every drawing of a model or of a body (pwa/build/car-art/drawings.ts draws each). */
export const DRAWING_NAMES: readonly string[] = [...DRAWN_MODELS, ...GENERATION_DRAWINGS.map(generationName)];

/** Every drawing file, for the device to keep them all once the catalogue is on it (service-worker/sw.ts). */
export const ALL_DRAWINGS: readonly string[] = [
  ...DRAWING_NAMES.map((name) => `${DRAWINGS_PATH}${name}.svg`),
  ...ILLUSTRATIONS.map((illustration) => `${DRAWINGS_PATH}style-${illustration}.svg`),
];
