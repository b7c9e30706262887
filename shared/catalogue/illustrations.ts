import { BODY_STYLES, type BodyStyle } from './body-styles';

/** The drawings a model without a picture can get: its body style's, or the Fiero's mid-engine shape. */
export const ILLUSTRATIONS = [...BODY_STYLES, 'hatchback', 'mid-engine'] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

/**
 * Lines sold mainly as hatchbacks (Astre, Sunbird, Phoenix, T1000: the catalogue files them under coupe or sedan,
 * since its body-style filter has no hatchback) and the mid-engine Fiero: drawn as what they were, not as a coupe.
 */
const BY_MODEL: Readonly<Record<string, Illustration>> = {
  fiero: 'mid-engine',
  astre: 'hatchback',
  sunbird: 'hatchback',
  phoenix: 'hatchback',
  t1000: 'hatchback',
};

const isBodyStyle = (value: string): value is BodyStyle => (BODY_STYLES as readonly string[]).includes(value);

/** The drawing for a model: its own when it has one, else its first (main) body style, else a coupe. */
export function illustrationOf(model: { slug: string; bodyStyles: readonly string[] }): Illustration {
  return BY_MODEL[model.slug] ?? model.bodyStyles.find(isBodyStyle) ?? 'coupe';
}
