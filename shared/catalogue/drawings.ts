import { illustrationOf } from './illustrations';

/**
 * The models drawn for themselves: a side view of each one's best-known body in a colour of its era, one
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

/** Where the drawings are served from (the build copies pwa/public/ to the site's root). */
export const DRAWINGS_PATH = '/car-art/';

/**
 * The drawing that stands in for a model with no photo: its own, or, for a model an admin added since, its main body
 * style's (`style-<illustration>.svg`, shared/catalogue/illustrations.ts).
 */
export function drawingOf(model: { slug: string; bodyStyles: readonly string[] }): string {
  return `${DRAWINGS_PATH}${drawn.has(model.slug) ? model.slug : `style-${illustrationOf(model)}`}.svg`;
}
