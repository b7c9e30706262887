import type { ValuationContent } from '../../../../shared/catalogue/valuation-schemas';

/**
 * Approximate value-guide rows for the Firebird's non-Trans Am trims, in the four condition tiers
 * used by collector-car price guides (#1 excellent, #2 good, #3 fair, #4 poor; see
 * hagerty.com/valuationtools/classifications-and-conditions). They are rounded estimates in line
 * with published guides for 2025-2026, for a coupe with the trim's standard engine unless the
 * notes say otherwise; they are a starting point, not an appraisal. Trim names match the year
 * file in ../catalogue/firebird.ts.
 */

const LAST_UPDATED = '2026-11-01';

export const firebirdValuations: ValuationContent[] = [
  {
    modelSlug: 'firebird',
    year: 1967,
    trim: 'Firebird',
    excellentValue: 42000,
    goodValue: 28000,
    fairValue: 18500,
    poorValue: 10500,
    notes:
      'Hardtop with the OHC six. First-year cars carry a small premium; convertibles and well-optioned cars bring more, while many sixes have been converted to V8s.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1967,
    trim: 'Firebird Sprint',
    excellentValue: 48000,
    goodValue: 32000,
    fairValue: 21000,
    poorValue: 12000,
    notes:
      'Documented Sprints with the original four-barrel OHC six and floor shift are scarce; value depends heavily on the Sprint-specific parts being present.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1967,
    trim: 'Firebird 400',
    excellentValue: 82000,
    goodValue: 56000,
    fairValue: 38000,
    poorValue: 24000,
    notes:
      'First-year 400 hardtop. Convertibles, four-speeds and the rare Ram Air option sell well above these figures; PHS documentation is essential.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1968,
    trim: 'Firebird 350',
    excellentValue: 48000,
    goodValue: 33000,
    fairValue: 22000,
    poorValue: 12500,
    notes:
      'The most common first-generation V8 car. Originality, colors and options such as air conditioning and the convertible body drive the spread.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1968,
    trim: 'Firebird 350 H.O.',
    excellentValue: 60000,
    goodValue: 41000,
    fairValue: 27000,
    poorValue: 16000,
    notes:
      'The 320 hp 350 H.O. is a respected sleeper; matching-numbers engines and a four-speed add value, and clones are common.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1968,
    trim: 'Firebird 400',
    excellentValue: 78000,
    goodValue: 53000,
    fairValue: 36000,
    poorValue: 22000,
    notes:
      'Standard 330 hp 400 hardtop. Ram Air and Ram Air II cars are worth far more; documentation of the original engine is the key value driver.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1969,
    trim: 'Firebird 350',
    excellentValue: 47000,
    goodValue: 32000,
    fairValue: 21000,
    poorValue: 12000,
    notes:
      'The one-year 1969 styling has a loyal following. Convertibles, factory air and desirable colors add value; rust repair quality matters more than mileage.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1969,
    trim: 'Firebird 400',
    excellentValue: 76000,
    goodValue: 52000,
    fairValue: 35000,
    poorValue: 21000,
    notes:
      'Standard 330 hp 400 hardtop. Ram Air III and especially Ram Air IV cars bring large premiums, as do convertibles; verify engine codes and PHS paperwork.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1970,
    trim: 'Esprit',
    excellentValue: 45000,
    goodValue: 30000,
    fairValue: 19500,
    poorValue: 11000,
    notes:
      'First-year second-generation luxury model with the 350. Unmodified Esprits are increasingly sought after because so many were turned into Formula or Trans Am clones.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1970,
    trim: 'Formula 400',
    excellentValue: 68000,
    goodValue: 46000,
    fairValue: 30000,
    poorValue: 17000,
    notes:
      'Standard 330 hp 400. Ram Air III and Ram Air IV Formulas sell for much more; a four-speed and documented drivetrain add value.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1971,
    trim: 'Formula',
    excellentValue: 62000,
    goodValue: 42000,
    fairValue: 27000,
    poorValue: 15500,
    notes:
      'Values are for a Formula 400. A documented 455 H.O. car commands a substantial premium, while a Formula 350 sits below these figures.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1973,
    trim: 'Formula',
    excellentValue: 52000,
    goodValue: 35000,
    fairValue: 22500,
    poorValue: 13000,
    notes:
      'Values are for a Formula 400. One of the 43 Super Duty 455 Formulas is worth many times more; a Formula 350 is worth less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1974,
    trim: 'Formula',
    excellentValue: 45000,
    goodValue: 30000,
    fairValue: 19000,
    poorValue: 10500,
    notes:
      'Values are for a Formula 400. Super Duty 455 Formulas are rare and far more valuable; the condition of the urethane nose and rust repair drive the spread.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1976,
    trim: 'Formula',
    excellentValue: 40000,
    goodValue: 27000,
    fairValue: 17000,
    poorValue: 9500,
    notes:
      'A 400-powered car with the W50 appearance package is the most desirable combination; 350 cars without it sit toward the lower figures.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1977,
    trim: 'Esprit',
    excellentValue: 30000,
    goodValue: 20000,
    fairValue: 12500,
    poorValue: 6500,
    notes:
      'V8 Esprits are worth more than V6 cars, and a documented Sky Bird brings a premium; original interiors and paint are valued.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1978,
    trim: 'Formula',
    excellentValue: 42000,
    goodValue: 28000,
    fairValue: 18000,
    poorValue: 10000,
    notes:
      'Values are for a 400-powered Formula; the W72 T/A 6.6 four-speed car is the most valuable, while 305 cars sell for noticeably less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1979,
    trim: 'Formula',
    excellentValue: 40000,
    goodValue: 27000,
    fairValue: 17000,
    poorValue: 9500,
    notes:
      'A W72 T/A 6.6 four-speed Formula tops the market; 301 cars are worth less. T-tops and original paint add value.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1980,
    trim: 'Firebird',
    excellentValue: 22000,
    goodValue: 14500,
    fairValue: 8500,
    poorValue: 4500,
    notes:
      'Base V6 or small-V8 car. Low-mileage, unmodified survivors are the main value driver; many base cars were used up or modified.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1982,
    trim: 'S/E',
    excellentValue: 17000,
    goodValue: 11000,
    fairValue: 6500,
    poorValue: 3500,
    notes:
      'First-year third-generation luxury model. V8 cars and original, low-mileage examples bring the most; rust and cracked interiors pull values down.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1985,
    trim: 'Firebird',
    excellentValue: 15000,
    goodValue: 9500,
    fairValue: 5500,
    poorValue: 3000,
    notes:
      'Base V6 car. Survivors with low mileage and original interiors are uncommon and bring the upper figures; V8 and T-top cars are worth more.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1987,
    trim: 'Formula',
    excellentValue: 27000,
    goodValue: 18000,
    fairValue: 11000,
    poorValue: 6000,
    notes:
      'Values assume a Tuned Port Injection car; the 5.7-liter Formula 350 is the most sought after, while carbureted 5.0 cars sit lower.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'firebird',
    year: 1989,
    trim: 'Formula',
    excellentValue: 28000,
    goodValue: 19000,
    fairValue: 11500,
    poorValue: 6000,
    notes:
      'Formula 350 cars command the premium; throttle-body 5.0 cars are worth less. Documented low mileage and an unmodified drivetrain matter most.',
    lastUpdated: LAST_UPDATED,
  },
];
