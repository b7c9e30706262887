import type { ValuationContent } from '@shared/catalogue/valuation-schemas';

/**
 * Pontiac Bonneville value guide: four condition tiers (#1 concours, #2 excellent, #3 good
 * driver, #4 fair/project) in whole USD, approximating published collector-car price guides
 * (Hagerty-style) for 2025-2026. Each row prices the body style named in its notes with the
 * standard engine; trim names match api/seeders/data/catalogue/bonneville.ts.
 */

const LAST_UPDATED = '2026-11-01';

export const bonnevilleValuations: ValuationContent[] = [
  {
    modelSlug: 'bonneville',
    year: 1958,
    trim: 'Bonneville',
    excellentValue: 95000,
    goodValue: 65000,
    fairValue: 43000,
    poorValue: 25000,
    notes:
      'Convertible with the standard four-barrel 370. Tri-Power adds roughly 10-15%; a documented factory fuel-injected car (about 200 built) is worth far more. Sport Coupe hardtops sell for roughly half the convertible figures.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1959,
    trim: 'Bonneville',
    excellentValue: 105000,
    goodValue: 72000,
    fairValue: 48000,
    poorValue: 28000,
    notes:
      'Convertible with the four-barrel 389. The first Wide-Track year is the most sought-after early Bonneville; Tri-Power adds roughly 10-15%. Sport Coupes bring about half, Vista hardtop sedans and Safari wagons less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1960,
    trim: 'Bonneville',
    excellentValue: 90000,
    goodValue: 60000,
    fairValue: 40000,
    poorValue: 23000,
    notes:
      'Convertible with the four-barrel 389. Tri-Power and original eight-lug aluminium wheels add value; hardtops sell for roughly half.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1962,
    trim: 'Bonneville',
    excellentValue: 70000,
    goodValue: 47000,
    fairValue: 30000,
    poorValue: 17000,
    notes:
      'Convertible with the four-barrel 389 and Hydra-Matic. Tri-Power 389 or 421 cars, and four-speeds, bring significant premiums; a genuine Super Duty car is valued individually.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1964,
    trim: 'Bonneville',
    excellentValue: 62000,
    goodValue: 42000,
    fairValue: 27000,
    poorValue: 15000,
    notes:
      'Convertible with the standard 389. Optional 421s add roughly 15-25%; Sport Coupe hardtops sell for about 60% of convertible values.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1965,
    trim: 'Bonneville',
    excellentValue: 60000,
    goodValue: 40000,
    fairValue: 26000,
    poorValue: 14000,
    notes:
      'Convertible with the 325-hp 389. 421 Tri-Power (356/376 hp) cars bring roughly 20-30% more; Brougham-equipped Vista hardtop sedans sell for well under half.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1967,
    trim: 'Bonneville',
    excellentValue: 52000,
    goodValue: 34000,
    fairValue: 22000,
    poorValue: 12000,
    notes: 'Convertible with the 400 V8. 428 cars add roughly 10-20%; hardtop coupes sell for about half.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1970,
    trim: 'Bonneville',
    excellentValue: 48000,
    goodValue: 32000,
    fairValue: 21000,
    poorValue: 11000,
    notes:
      'Convertible with the standard 455, the last Bonneville convertible year. Hardtop coupes sell for roughly half, sedans and Safari wagons less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1976,
    trim: 'Bonneville Brougham',
    excellentValue: 20000,
    goodValue: 13000,
    fairValue: 8000,
    poorValue: 4000,
    notes: 'Hardtop coupe or sedan with the 400 V8; a 455 adds modestly. Low-mileage, unrusted original cars set the top of the market.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1979,
    trim: 'Bonneville Brougham',
    excellentValue: 19000,
    goodValue: 12500,
    fairValue: 7500,
    poorValue: 4000,
    notes: 'Two-door coupe with the 301 V8; sedans sell for roughly 20% less. The optional 400 or 403 V8 adds a little.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1984,
    trim: 'Bonneville',
    excellentValue: 13000,
    goodValue: 8500,
    fairValue: 5500,
    poorValue: 2800,
    notes: 'Mid-size G-body four-door sedan with the 3.8 V6; V8 cars bring slightly more. Values track the wider G-body market.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'bonneville',
    year: 1988,
    trim: 'Bonneville SSE',
    excellentValue: 11000,
    goodValue: 7000,
    fairValue: 4200,
    poorValue: 2200,
    notes:
      'First-year SSE sedan with the 3800 V6. Complete cladding, spoiler and working SSE electronics matter; LE sedans sell for roughly 30-40% less.',
    lastUpdated: LAST_UPDATED,
  },
];
