import type { ValuationContent } from '@shared/catalogue/valuation-schemas';

/**
 * Approximate value-guide rows for the GTO and the 2+2, in the four condition tiers used by
 * collector-car price guides (#1 excellent, #2 good, #3 fair, #4 poor; see
 * hagerty.com/valuationtools/classifications-and-conditions). They are rounded estimates in line
 * with published guides for 2025-2026, for a two-door hardtop with the standard engine unless the
 * notes say otherwise; they are a starting point, not an appraisal. Trim names match the year files
 * in ../catalogue/gto.ts and ../catalogue/two-plus-two.ts.
 */

const LAST_UPDATED = '2026-11-01';

export const gtoValuations: ValuationContent[] = [
  {
    modelSlug: 'gto',
    year: 1964,
    trim: 'GTO',
    excellentValue: 85000,
    goodValue: 60000,
    fairValue: 41000,
    poorValue: 27000,
    notes:
      'Hardtop with the 325 hp 389. Tri-Power, a four-speed and the convertible body add substantially; as a LeMans option year, PHS documentation is essential to value.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1965,
    trim: 'GTO',
    excellentValue: 80000,
    goodValue: 56000,
    fairValue: 38000,
    poorValue: 25000,
    notes:
      'Hardtop with the 335 hp 389. The 360 hp Tri-Power and four-speed bring a clear premium; undocumented cars may be LeMans tributes and sell for far less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1966,
    trim: 'GTO',
    excellentValue: 74000,
    goodValue: 51000,
    fairValue: 34000,
    poorValue: 22000,
    notes:
      "Hardtop with the 335 hp 389; the pillared sports coupe is usually a little lower. Tri-Power cars, convertibles and four-speeds lead the market, and the year's high production keeps ordinary cars affordable.",
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1967,
    trim: 'GTO',
    excellentValue: 78000,
    goodValue: 54000,
    fairValue: 36000,
    poorValue: 23000,
    notes:
      'Hardtop with the 335 hp 400. Documented 400 HO and especially Ram Air cars, four-speeds, front disc brakes and the hood tachometer add value; two-barrel economy cars are worth less.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1968,
    trim: 'GTO',
    excellentValue: 68000,
    goodValue: 46000,
    fairValue: 30000,
    poorValue: 19000,
    notes:
      'Hardtop with the 350 hp 400. Ram Air and Ram Air II cars sell for well above these figures; hidden headlamps and a good original Endura nose help.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1969,
    trim: 'GTO',
    excellentValue: 72000,
    goodValue: 49000,
    fairValue: 32000,
    poorValue: 20000,
    notes:
      'Hardtop with the 350 hp 400. Ram Air III adds a moderate premium and Ram Air IV a large one; convertibles and four-speeds also rank higher.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1969,
    trim: 'GTO Judge',
    excellentValue: 140000,
    goodValue: 98000,
    fairValue: 68000,
    poorValue: 46000,
    notes:
      'Hardtop with the standard Ram Air III. Ram Air IV Judges and the 108 convertibles are worth far more; value depends on PHS proof of the WT1 Judge package.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1970,
    trim: 'GTO',
    excellentValue: 74000,
    goodValue: 50000,
    fairValue: 33000,
    poorValue: 21000,
    notes: 'Hardtop with the 350 hp 400. The 455, Ram Air III and especially Ram Air IV raise values, as do four-speeds and convertibles.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1970,
    trim: 'GTO Judge',
    excellentValue: 135000,
    goodValue: 94000,
    fairValue: 65000,
    poorValue: 44000,
    notes:
      'Hardtop with the standard Ram Air III. Ram Air IV cars and the 168 convertibles bring much more; documentation drives the price.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1971,
    trim: 'GTO',
    excellentValue: 60000,
    goodValue: 40000,
    fairValue: 26000,
    poorValue: 16000,
    notes: 'Hardtop with the 300 hp 400. The 455 HO and the convertible (last year offered) add a strong premium.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1971,
    trim: 'GTO Judge',
    excellentValue: 150000,
    goodValue: 105000,
    fairValue: 72000,
    poorValue: 48000,
    notes:
      'Hardtop with the standard 455 HO; a short, rare production run. The 17 convertibles are in a different price range entirely and trade privately or at major auctions.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1972,
    trim: 'GTO',
    excellentValue: 52000,
    goodValue: 35000,
    fairValue: 22000,
    poorValue: 13000,
    notes:
      'Hardtop with the 250 hp 400. One of the 646 documented 455 HO cars is worth considerably more; proof of the W62 GTO option separates real cars from LeMans look-alikes.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1973,
    trim: 'GTO',
    excellentValue: 38000,
    goodValue: 25000,
    fairValue: 16000,
    poorValue: 9000,
    notes:
      'Colonnade coupe with the 400. Low production has not made the 1973 car expensive; the 455, a four-speed and Sport Coupe trim help modestly.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: 'gto',
    year: 1974,
    trim: 'GTO',
    excellentValue: 38000,
    goodValue: 25000,
    fairValue: 16000,
    poorValue: 9500,
    notes:
      'Ventura-based coupe with the 350. The hatchback and a four-speed add a little; documentation of the WW3 option matters because clones are easy to build.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: '2-plus-2',
    year: 1964,
    trim: '2+2',
    excellentValue: 55000,
    goodValue: 38000,
    fairValue: 24000,
    poorValue: 14000,
    notes:
      'Sports coupe with a 389. A documented 421, especially the 421 HO Tri-Power with a four-speed, and the convertible bring much more.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: '2-plus-2',
    year: 1965,
    trim: '2+2',
    excellentValue: 65000,
    goodValue: 44000,
    fairValue: 28000,
    poorValue: 17000,
    notes:
      'Sports coupe with the standard 338 hp 421. Tri-Power and 421 HO cars, four-speeds, eight-lug wheels and convertibles command premiums.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: '2-plus-2',
    year: 1966,
    trim: '2+2',
    excellentValue: 65000,
    goodValue: 44000,
    fairValue: 28000,
    poorValue: 17000,
    notes:
      'Sports coupe with the standard 338 hp 421. The 376 hp 421 HO with a four-speed is the most sought-after combination; documented originality matters.',
    lastUpdated: LAST_UPDATED,
  },
  {
    modelSlug: '2-plus-2',
    year: 1967,
    trim: '2+2',
    excellentValue: 62000,
    goodValue: 42000,
    fairValue: 27000,
    poorValue: 16000,
    notes:
      'Sports coupe with the standard 360 hp 428. The 428 HO and convertibles are worth more; very low production makes good examples hard to find.',
    lastUpdated: LAST_UPDATED,
  },
];
