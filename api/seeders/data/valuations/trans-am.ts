import type { ValuationContent } from '@shared/catalogue/valuation-schemas';

/**
 * Value-guide rows for the Trans Am, in whole USD for the four collector-guide condition tiers
 * (#1 excellent/concours, #2 good, #3 fair/driver, #4 poor/project). The figures are approximate
 * late-2025 to 2026 levels in line with the published collector-car price guides (Hagerty-style),
 * for a correct, numbers-matching car with its original drivetrain; documentation, rare options
 * and very low mileage move real cars well outside these ranges. Trim names match the catalogue
 * file api/seeders/data/catalogue/trans-am.ts.
 */

const LAST_UPDATED = '2026-11-01';

type Row = [year: number, trim: string, excellent: number, good: number, fair: number, poor: number, notes: string];

const rows: Row[] = [
  [
    1969,
    'Trans Am',
    175_000,
    128_000,
    95_000,
    68_000,
    'Ram Air III hardtop. Ram Air IV cars and the eight convertibles trade far higher; PHS documentation is essential because the VIN does not identify a Trans Am.',
  ],
  [
    1970,
    'Trans Am',
    105_000,
    76_000,
    52_000,
    36_000,
    'Ram Air III car. The 88 Ram Air IV cars command roughly double; four-speed cars bring a premium over automatics.',
  ],
  [1971, 'Trans Am', 95_000, 68_000, 47_000, 32_000, '455 H.O. car; four-speed cars bring a premium.'],
  [
    1972,
    'Trans Am',
    98_000,
    70_000,
    48_000,
    33_000,
    '455 H.O. car from a strike-shortened year (1,286 built); the 458 four-speed cars bring a premium.',
  ],
  [1973, 'Trans Am', 72_000, 50_000, 34_000, 22_000, 'Standard L75 455 car; original hood bird cars and four-speeds bring more.'],
  [
    1973,
    'Trans Am SD-455',
    185_000,
    135_000,
    98_000,
    70_000,
    'Documented Super Duty car with its original engine; four-speed cars are the most valuable.',
  ],
  [1974, 'Trans Am', 58_000, 40_000, 27_000, 17_000, '400 car; the optional L75 455 adds a modest premium.'],
  [
    1974,
    'Trans Am SD-455',
    150_000,
    108_000,
    78_000,
    55_000,
    'Documented Super Duty car with its original engine; the 212 four-speed cars bring more.',
  ],
  [1975, 'Trans Am', 55_000, 38_000, 25_000, 15_500, '400 car; the mid-year 455 H.O. four-speed cars bring a clear premium.'],
  [1976, 'Trans Am', 62_000, 43_000, 28_000, 17_500, '400 car; 455 four-speed cars bring a premium.'],
  [
    1976,
    'Limited Edition',
    95_000,
    66_000,
    44_000,
    28_000,
    'Black-and-gold 50th Anniversary car; Hurst T-top and 455 examples bring the most.',
  ],
  [
    1977,
    'Trans Am',
    72_000,
    50_000,
    33_000,
    21_000,
    '400 automatic car; W72 “T/A 6.6” and four-speed cars bring a premium, Olds 403 cars somewhat less.',
  ],
  [
    1977,
    'Special Edition',
    98_000,
    68_000,
    46_000,
    30_000,
    'Documented Y81/Y82 black-and-gold “Bandit” car; exceptional low-mileage originals have sold far above these levels.',
  ],
  [1978, 'Trans Am', 68_000, 47_000, 31_000, 19_500, '400 automatic car; W72 four-speed cars with WS6 bring a premium.'],
  [1978, 'Special Edition', 92_000, 64_000, 43_000, 28_000, 'Documented black-and-gold Y82 car with T-tops.'],
  [1978, 'Gold Special Edition', 80_000, 56_000, 37_000, 24_000, 'Documented Solar Gold Y88 car.'],
  [1979, 'Trans Am', 62_000, 43_000, 28_000, 17_000, 'Olds 403 automatic car; W72 four-speed WS6 cars bring a substantial premium.'],
  [
    1979,
    'Special Edition',
    80_000,
    55_000,
    36_000,
    23_000,
    'Documented Y84 black-and-gold car with the 403; W72 four-speed cars bring more.',
  ],
  [1979, '10th Anniversary', 82_000, 57_000, 38_000, 24_000, 'Automatic 403 car; the 1,817 W72 four-speed cars bring a clear premium.'],
  [1980, 'Turbo Trans Am', 48_000, 33_000, 21_000, 12_500, 'Turbo 301 car with its original engine.'],
  [1980, 'Indy 500 Pace Car', 52_000, 36_000, 23_000, 13_500, 'Documented Y85 pace-car replica with original turbo engine and interior.'],
  [1981, 'Turbo Trans Am', 46_000, 31_000, 20_000, 12_000, 'Turbo 301 car with its original engine.'],
  [1981, 'Daytona 500 Pace Car', 52_000, 36_000, 23_000, 13_500, 'Documented NASCAR pace-car replica (2,000 built).'],
  [1982, 'Trans Am', 28_000, 18_000, 10_500, 5_500, 'LG4 or Cross-Fire car; Recaro cars bring more.'],
  [
    1983,
    '25th Anniversary Daytona 500',
    36_000,
    24_000,
    15_000,
    8_500,
    'About 2,500 built; five-speed H.O. cars bring a premium over automatics.',
  ],
  [1984, '15th Anniversary', 40_000, 27_000, 17_000, 9_500, 'About 1,500 built; complete original white aero parts and interior matter.'],
  [1985, 'Trans Am', 30_000, 19_500, 11_500, 6_000, 'Tuned Port or H.O. car; low-mileage originals bring more.'],
  [1987, 'GTA', 38_000, 25_000, 15_000, 8_000, '350 Tuned Port automatic car; five-speed 305 cars trade similarly.'],
  [
    1989,
    '20th Anniversary Turbo Trans Am',
    70_000,
    52_000,
    38_000,
    27_000,
    'Unmodified car; a like-new example sold for $59,000 (before fees) on Bring a Trailer in 2024.',
  ],
];

export const transAmValuations: ValuationContent[] = rows.map(([year, trim, excellentValue, goodValue, fairValue, poorValue, notes]) => ({
  modelSlug: 'trans-am',
  year,
  trim,
  excellentValue,
  goodValue,
  fairValue,
  poorValue,
  notes,
  lastUpdated: LAST_UPDATED,
}));
