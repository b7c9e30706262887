import { BODY_STYLES, type BodyStyle } from '@shared/catalogue/body-styles';

/** What a model with no body style on record is drawn as: most Pontiac lines of 1958-1989 were sold as coupes. */
export const DEFAULT_CAR_ART_STYLE: BodyStyle = 'coupe';

const isBodyStyle = (value: string): value is BodyStyle => (BODY_STYLES as readonly string[]).includes(value);

/** The silhouette for a model: its first body style the drawings know (its main one, as the admin lists it). */
export function carArtStyle(bodyStyles: readonly string[]): BodyStyle {
  return bodyStyles.find(isBodyStyle) ?? DEFAULT_CAR_ART_STYLE;
}
