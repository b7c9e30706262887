/** docs/product/limits.md: the catalogue covers Pontiacs of these model years. */
export const CATALOGUE_FIRST_YEAR = 1958;
export const CATALOGUE_LAST_YEAR = 1989;
