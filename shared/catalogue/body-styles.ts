/** Body styles the model list filters on (docs/product/screens.md Model list). Apart from the schemas: first screens need only these. */
export const BODY_STYLES = ['coupe', 'sedan', 'convertible', 'wagon'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];
