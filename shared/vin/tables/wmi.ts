import type { WmiCountry } from './plants';

/**
 * World manufacturer identifiers (positions 1-3) of 17-character VINs.
 * docs/reference.md: 1G2 = Pontiac built in the USA; first character 2 = Canada, 3 = Mexico.
 * List of American GM VIN codes (pp.kpnet.fi/haydee/GM_VIN_codes.htm): 1G2/2G2/3G2 Pontiac; 1G1/2G1/3G1 Chevrolet,
 * 1G3/2G3 Oldsmobile, 1G4/2G4/3G4 Buick, 1G6 Cadillac (named in a warning when a non-Pontiac GM VIN is typed).
 */
export const COUNTRY_BY_FIRST_CHARACTER: Readonly<Record<string, WmiCountry>> = {
  '1': 'United States',
  '2': 'Canada',
  '3': 'Mexico',
};

export const PONTIAC_WMIS: readonly string[] = ['1G2', '2G2', '3G2'];

/** GM makes by the third character after "G", for the not-Pontiac warning. */
export const GM_MAKES: Readonly<Record<string, string>> = {
  '1': 'Chevrolet',
  '2': 'Pontiac',
  '3': 'Oldsmobile',
  '4': 'Buick',
  '6': 'Cadillac',
};
