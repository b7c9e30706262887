import { ILLUSTRATIONS, illustrationOf } from './illustrations';

/**
 * The models drawn for themselves (issue 47): a side view of each one's best-known body in a colour of its era, one
 * SVG file per model under pwa/public/car-art/ (`<slug>.svg`). No two share a drawing.
 */
export const DRAWN_MODELS = [
  'chieftain',
  'super-chief',
  'star-chief',
  'bonneville',
  'catalina',
  'ventura',
  'tempest',
  'grand-prix',
  'lemans',
  '2-plus-2',
  'gto',
  'executive',
  'firebird',
  'trans-am',
  'grand-ville',
  'grand-safari',
  'grand-am',
  'astre',
  'sunbird',
  'can-am',
  'phoenix',
  't1000',
  'j2000',
  '6000',
  'parisienne',
  'fiero',
  'safari',
] as const;

const drawn: ReadonlySet<string> = new Set(DRAWN_MODELS);

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

/** Where the drawings are served from (the build copies pwa/public/ to the site's root). */
export const DRAWINGS_PATH = '/car-art/';

/**
 * The drawing that stands in for a model with no photo: its own, or, for a model an admin added since, its main body
 * style's (`style-<illustration>.svg`, shared/catalogue/illustrations.ts).
 */
export function drawingOf(model: { slug: string; bodyStyles: readonly string[] }): string {
  return `${DRAWINGS_PATH}${drawn.has(model.slug) ? model.slug : `style-${illustrationOf(model)}`}.svg`;
}

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
