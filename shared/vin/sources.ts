/**
 * Where the VIN tables come from. Every table entry outside docs/product/validation.md names one of these in a comment;
 * codes no source here supports are left out (docs/reference.md: prefer leaving a field out to showing a wrong one).
 *
 * Not used on purpose: the pontiacsafari.com PlantCodes tables (http://pontiacsafari.com/PlantCodes/Codes.htm)
 * list the letters of the 1954-64 serial numbers, which differ from the 1965+ VIN letters (L was Linden then,
 * Van Nuys later), so they are not applied to 13- or 17-character VINs.
 */
export interface VinSource {
  id: string;
  title: string;
  url: string | null;
}

export const VIN_SOURCES = [
  { id: 'spec', title: 'Pontiac Hub’s VIN decoder rules (docs/product/validation.md in the project)', url: null },
  {
    id: 'reference',
    title: 'Pontiac Hub’s reference facts: Pontiac serial numbers and VINs (docs/reference.md in the project)',
    url: null,
  },
  {
    id: 'cfr565',
    title: '49 CFR 565: Vehicle Identification Number requirements (check digit, 565.15)',
    url: 'https://www.ecfr.gov/current/title-49/subtitle-B/chapter-V/part-565',
  },
  { id: 'calgary', title: 'Calgary Firebird Club: Firebird VIN decoding 1967-1980', url: 'http://www.calgaryfirebirdclub.com/VIN.html' },
  { id: 'transamworld', title: 'Trans Am World: second-generation VINs', url: 'http://www.transamworld.com/2genvins.php' },
  {
    id: 'carcraft',
    title: 'Car Craft (October 2019): GTO VINs and cowl tags, the 242 prefix from 1966',
    url: 'https://issuhub.com/view/index/17019?pageIndex=72',
  },
  {
    id: 'wiki-pontiac-assembly',
    title: 'Wikipedia: Pontiac Assembly ("Pontiac Assembly used VIN P")',
    url: 'https://en.wikipedia.org/wiki/Pontiac_Assembly',
  },
  {
    id: 'wiki-fiero',
    title: 'Wikipedia: Pontiac Fiero (P-body, built 1984-88 in Pontiac, Michigan)',
    url: 'https://en.wikipedia.org/wiki/Pontiac_Fiero',
  },
  {
    id: 'gm-plant-index',
    title: 'One Owner Collector Car: GM factory index (plant letters and digits)',
    url: 'http://oneownercollectorcar.com/index.php/dealerships/251-factory-index',
  },
  {
    id: 'gm-plant-list',
    title: 'GM assembly plant codes of the 17-character VIN (ellenow.com)',
    url: 'https://www.ellenow.com/p/10362506831',
  },
  {
    id: 'gm-vin-codes',
    title: 'List of American GM VIN codes (world manufacturer identifiers 1G2, 2G2, 3G2)',
    url: 'http://pp.kpnet.fi/haydee/GM_VIN_codes.htm',
  },
  {
    id: 'gm-service',
    title: 'GM service information, Pontiac VIN tables (body style: GM style 37 coupe, 69 sedan)',
    url: 'http://gm.saturn.team/Pontiac/Grand_Prix/1999/9/99/1051/47882',
  },
] as const satisfies readonly VinSource[];

export type VinSourceId = (typeof VIN_SOURCES)[number]['id'];
