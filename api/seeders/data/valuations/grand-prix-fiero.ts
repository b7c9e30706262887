import type { ValuationContent } from '@shared/catalogue/valuation-schemas';

/**
 * Approximate value-guide rows for the Grand Prix and the Fiero, in the four condition tiers used
 * by collector-car price guides (#1 excellent, #2 good, #3 fair, #4 poor; see
 * hagerty.com/valuationtools/classifications-and-conditions). They are rounded estimates in line
 * with published guides for 2025-2026, for the standard engine and body unless the notes say
 * otherwise; they are a starting point, not an appraisal. Trim names match the year files in
 * ../catalogue/grand-prix.ts and ../catalogue/fiero.ts.
 */

const LAST_UPDATED = '2026-11-01';

export const grandPrixFieroValuations: ValuationContent[] = [
  // Grand Prix ------------------------------------------------------------------------------
  {
    modelSlug: 'grand-prix',
    year: 1962,
    trim: 'Grand Prix',
    excellentValue: 52000,
    goodValue: 34000,
    fairValue: 21000,
    poorValue: 11000,
    notes:
      'Hardtop with the 303 hp 389 and automatic. Tri-Power, a four-speed and 8-lug wheels add substantially; the 16 Super Duty cars are valued individually, far above this range.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1963,
    trim: 'Grand Prix',
    excellentValue: 50000,
    goodValue: 33000,
    fairValue: 20000,
    poorValue: 10500,
    notes:
      'Hardtop with the 303 hp 389. The 421 H.O. Tri-Power with a four-speed can add 40 percent or more; documented 8-lug wheels add several thousand dollars.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1965,
    trim: 'Grand Prix',
    excellentValue: 40000,
    goodValue: 26000,
    fairValue: 15500,
    poorValue: 8000,
    notes:
      'Hardtop with the 389 and Turbo Hydra-Matic. 421 Tri-Power cars, especially the 376 hp H.O. with a four-speed, bring a clear premium.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1967,
    trim: 'Grand Prix Convertible',
    excellentValue: 62000,
    goodValue: 42000,
    fairValue: 26000,
    poorValue: 14000,
    notes:
      'One-year-only convertible (5,856 built) with the 350 hp 400. The 428 H.O. adds a premium; working hidden headlamps and a sound top mechanism matter.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1967,
    trim: 'Grand Prix Hardtop',
    excellentValue: 38000,
    goodValue: 24500,
    fairValue: 14500,
    poorValue: 7500,
    notes: 'Hardtop with the 350 hp 400. 428-powered cars add a premium.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1969,
    trim: 'Model J',
    excellentValue: 40000,
    goodValue: 26000,
    fairValue: 15500,
    poorValue: 8000,
    notes: 'Model J with the 350 hp 400 and automatic. A documented four-speed car is rare and worth considerably more.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1969,
    trim: 'SJ',
    excellentValue: 55000,
    goodValue: 36000,
    fairValue: 22000,
    poorValue: 11500,
    notes: 'SJ with the 370 hp 428. The 390 hp 428 H.O. and a four-speed each add substantially; documentation drives value.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1970,
    trim: 'SJ',
    excellentValue: 50000,
    goodValue: 33000,
    fairValue: 20000,
    poorValue: 10500,
    notes: 'SJ with the 370 hp 455. Hurst SSJ conversions are valued separately and well above this range when documented.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1973,
    trim: 'SJ',
    excellentValue: 30000,
    goodValue: 19000,
    fairValue: 11000,
    poorValue: 5500,
    notes:
      'SJ with the 250 hp (net) 455. Bucket seats and console, a sunroof and original paint help; base 400 cars run roughly 20-25 percent less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1977,
    trim: 'LJ',
    excellentValue: 22000,
    goodValue: 14000,
    fairValue: 8000,
    poorValue: 3800,
    notes:
      'LJ with a 400 or 350 V8. Low-mileage, original-interior survivors lead the market; T-top cars need careful inspection for leaks.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1986,
    trim: '2+2',
    excellentValue: 40000,
    goodValue: 28000,
    fairValue: 18000,
    poorValue: 10000,
    notes:
      'NASCAR homologation aero coupe (about 1,225 built). Unmodified, low-mileage cars with intact rear glass and aero nose bring the top figures; clones are worth far less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'grand-prix',
    year: 1989,
    trim: 'Turbo',
    excellentValue: 24000,
    goodValue: 15000,
    fairValue: 9000,
    poorValue: 4500,
    notes:
      'ASC/McLaren Turbo (about 750 built for 1989). Working HUD and electronics, original wheels and cladding, and low mileage drive the top values.',
    lastUpdated: LAST_UPDATED,
  },

  // Fiero -----------------------------------------------------------------------------------
  {
    modelSlug: 'fiero',
    year: 1984,
    trim: 'Indy Pace Car',
    excellentValue: 18000,
    goodValue: 11000,
    fairValue: 6500,
    poorValue: 3000,
    notes:
      'Indy 500 pace car replica (about 2,000 sold), 2.5 four. Complete original graphics and aero parts and documentation are essential.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'fiero',
    year: 1984,
    trim: 'SE',
    excellentValue: 12000,
    goodValue: 7000,
    fairValue: 4000,
    poorValue: 1800,
    notes: 'SE with the 2.5 four. Confirm the fire recall was done; four-speed cars are preferred.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'fiero',
    year: 1985,
    trim: 'GT',
    excellentValue: 19000,
    goodValue: 11500,
    fairValue: 7000,
    poorValue: 3500,
    notes: 'First-year notchback GT with the 140 hp V6. Manual-transmission cars bring a modest premium.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'fiero',
    year: 1986,
    trim: 'GT',
    excellentValue: 24000,
    goodValue: 15000,
    fairValue: 9000,
    poorValue: 4500,
    notes:
      'Fastback "1986 1/2" GT with the V6. Five-speed cars are the most sought after; unmodified examples are worth far more than kit-bodied or engine-swapped cars.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'fiero',
    year: 1988,
    trim: 'Fiero',
    excellentValue: 13000,
    goodValue: 8000,
    fairValue: 4500,
    poorValue: 2000,
    notes: 'Base coupe with the 2.5 four, valued above earlier base cars for the 1988 suspension and brakes.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'fiero',
    year: 1988,
    trim: 'Formula',
    excellentValue: 28000,
    goodValue: 17500,
    fairValue: 10500,
    poorValue: 5000,
    notes: 'One-year Formula (about 5,500 built) with the V6 and WS6 suspension. Five-speed cars and documented originals lead the market.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'fiero',
    year: 1988,
    trim: 'GT',
    excellentValue: 32000,
    goodValue: 20000,
    fairValue: 12000,
    poorValue: 6000,
    notes:
      'The most desirable Fiero: 1988 GT with the redesigned suspension. Five-speed, low-mileage, unmodified cars bring the top figures.',
    lastUpdated: LAST_UPDATED,
  },
];
