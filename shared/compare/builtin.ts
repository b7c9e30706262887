import type { CompareEntry } from './types';

/**
 * The six built-in models of docs/product/entities.md (compare built-in sample specs). They ship with the app, so the
 * compare page works with no network at all.
 *
 * Ratings are the advertised figures for the engine named in `engine`: SAE gross through 1971,
 * SAE net from 1972 (so the 1970s cars are not directly comparable with the 1960s ones). Prices are
 * the base price of the two-door hardtop/coupe when new, whole USD. Weights are factory shipping
 * weights. Where the sources we could check disagree or say nothing, the figure is null (shown as
 * not recorded) rather than guessed; each null below says why.
 *
 * Sources:
 * - 1967 GTO: 400 H.O. 4-bbl 360 hp / 438 lb-ft, standard 400 335 hp / 441 lb-ft
 *   (api/seeders/data/catalogue/gto.ts, after en.wikipedia.org/wiki/Pontiac_GTO); hardtop $2,871 and
 *   3,430 lb (Standard Catalog of American Cars 1946-1975; the convertible's $3,165 / 3,515 lb is
 *   confirmed by autosalesclassifieds.com "Man shops for family car, comes home with 1967 GTO").
 * - 1968 GTO: 400 4-bbl 350 hp / 445 lb-ft (catalogue gto.ts, conceptcarz.com/w9707/pontiac-gto.aspx);
 *   shipping weight 3,506 lb (usacarworld.com "The 1968 Pontiac GTO"). Base price null: conceptcarz
 *   gives $2,996 where the Standard Catalog lists $3,101 for the hardtop.
 * - 1969 GTO Judge: Ram Air III 400 366 hp / 445 lb-ft standard (catalogue gto.ts); $3,493 for the
 *   hardtop Judge (Chicago Tribune, 24 Nov 2003, "Life sentence"; the WT1 package itself was $332).
 *   Weight null: no source for the Judge specifically.
 * - 1977 Trans Am: W72 "T/A 6.6" 400 200 hp / 325 lb-ft (slashgear.com "4 facts about the 1977
 *   Pontiac Trans Am"; catalogue trans-am.ts); base price $5,456 (hagerty.com valuation tools, 1977
 *   Firebird). Weight null: figures found range from about 3,600 to 3,700 lb.
 * - 1979 Trans Am: W72 400 220 hp / 320 lb-ft, four-speed only (gmauthority.com 2021 "1979 Pontiac
 *   Trans Am headed to auction"; hemmings.com Hemmings Motor News, January 2010, "1979 Pontiac Trans
 *   Am"); base price $6,299 (transamcountry.com, Tenth Anniversary Trans Am pricing thread). Weight null.
 * - 1970 Firebird Formula 400: standard 400 4-bbl 330 hp (tran-zam.com/fhistory/1970Home.aspx; catalogue
 *   firebird.ts). Torque, base price and weight null: not confirmed by the sources above.
 */
export const BUILTIN_COMPARE_MODELS: readonly CompareEntry[] = [
  {
    value: '1967-gto',
    label: '1967 Pontiac GTO',
    model: 'GTO',
    year: 1967,
    trim: 'GTO',
    basePrice: 2871,
    engine: '400 cu in (6.6 L) V8 4-bbl, 400 H.O.',
    transmission: '3-speed manual (Hurst); 4-speed manual or 3-speed Turbo Hydra-Matic optional',
    weight: 3430,
    horsepower: 360,
    torque: 438,
    catalogue: { modelSlug: 'gto', trimSlug: 'gto' },
    source: 'builtin',
  },
  {
    value: '1968-gto',
    label: '1968 Pontiac GTO',
    model: 'GTO',
    year: 1968,
    trim: 'GTO',
    basePrice: null,
    engine: '400 cu in (6.6 L) V8 4-bbl',
    transmission: '3-speed manual (Hurst); 4-speed manual or 3-speed Turbo Hydra-Matic optional',
    weight: 3506,
    horsepower: 350,
    torque: 445,
    catalogue: { modelSlug: 'gto', trimSlug: 'gto' },
    source: 'builtin',
  },
  {
    value: '1969-gto-judge',
    label: '1969 Pontiac GTO Judge',
    model: 'GTO',
    year: 1969,
    trim: 'The Judge',
    basePrice: 3493,
    engine: '400 cu in (6.6 L) V8 4-bbl, Ram Air III',
    transmission: '3-speed manual (Hurst T-handle); 4-speed manual or 3-speed Turbo Hydra-Matic optional',
    weight: null,
    horsepower: 366,
    torque: 445,
    catalogue: { modelSlug: 'gto', trimSlug: 'gto-judge' },
    source: 'builtin',
  },
  {
    value: '1977-trans-am',
    label: '1977 Pontiac Trans Am',
    model: 'Trans Am',
    year: 1977,
    trim: 'Trans Am',
    basePrice: 5456,
    engine: '400 cu in (6.6 L) V8 4-bbl, "T/A 6.6" (W72)',
    transmission: '4-speed manual or 3-speed Turbo Hydra-Matic',
    weight: null,
    horsepower: 200,
    torque: 325,
    catalogue: { modelSlug: 'trans-am', trimSlug: 'trans-am' },
    source: 'builtin',
  },
  {
    value: '1979-trans-am',
    label: '1979 Pontiac Trans Am',
    model: 'Trans Am',
    year: 1979,
    trim: 'Trans Am',
    basePrice: 6299,
    engine: '400 cu in (6.6 L) V8 4-bbl, "T/A 6.6" (W72)',
    transmission: '4-speed manual (the only gearbox with the W72)',
    weight: null,
    horsepower: 220,
    torque: 320,
    catalogue: { modelSlug: 'trans-am', trimSlug: 'trans-am' },
    source: 'builtin',
  },
  {
    value: '1970-firebird-formula-400',
    label: '1970 Pontiac Firebird Formula 400',
    model: 'Firebird',
    year: 1970,
    trim: 'Formula 400',
    basePrice: null,
    engine: '400 cu in (6.6 L) V8 4-bbl',
    transmission: '3-speed manual; 4-speed manual or 3-speed Turbo Hydra-Matic optional',
    weight: null,
    horsepower: 330,
    torque: null,
    catalogue: { modelSlug: 'firebird', trimSlug: 'formula-400' },
    source: 'builtin',
  },
];

const BY_VALUE = new Map(BUILTIN_COMPARE_MODELS.map((entry) => [entry.value, entry]));

/** The built-in entry with this id, if there is one. */
export function findBuiltinModel(value: string): CompareEntry | undefined {
  return BY_VALUE.get(value);
}

export function isBuiltinModel(value: string): boolean {
  return BY_VALUE.has(value);
}
