import type { SourceRef, TrimNote, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac 2+2, model years 1964-1967 (US). Engine ratings are advertised gross figures.
 * Figures the sources did not settle (base prices, curb weights, 1967 production) are left out.
 */

const WIKIPEDIA_2PLUS2: SourceRef = {
  title: 'Pontiac 2+2',
  url: 'https://en.wikipedia.org/wiki/Pontiac_2%2B2',
  siteName: 'Wikipedia',
};
const PHS: SourceRef = {
  title: 'Pontiac Historic Services: factory documentation for Pontiacs',
  url: 'https://www.phs-online.com/',
  siteName: 'Pontiac Historic Services',
};
const HEMMINGS_1964: SourceRef = {
  title: 'Trophy Edition: 1964 Pontiac Catalina 2+2 Sports Coupe',
  url: 'https://www.hemmings.com/magazine/hcc/2012/11/Trophy-Edition---1964-Pontiac-Catalina-2-2-Sports-Coupe/3718021.html',
  siteName: 'Hemmings Classic Car',
};
const CARLIFE_1965: SourceRef = {
  title: 'Vintage Car Life Review: 1965 Pontiac Catalina 2+2 421 H.O.',
  url: 'https://www.curbsideclassic.com/vintage-reviews/1960s-vintage-reviews/gm-brands-1960s-vintage-reviews/vintage-car-life-review-1965-pontiac-catalina-22-421-ho-2-plus-2-does-not-equal-gto',
  siteName: 'Curbside Classic',
};
const HEMMINGS_1965: SourceRef = {
  title: '1965 Pontiac 2+2: Big Car, Big Power',
  url: 'https://www.hemmings.com/magazine/hmn/2007/05/1965-Pontiac-2-2/1453755.html',
  siteName: 'Hemmings Motor News',
};
const MOTORTREND_1965: SourceRef = {
  title: 'Motor Trend road test: 1965 Pontiac 2+2 (reprint)',
  url: 'http://pontiacserver.com/mt22_2.html',
  siteName: 'PontiacServer',
};
const HEMMINGS_1965_66: SourceRef = {
  title: "1965-'66 Pontiac Catalina 2+2",
  url: 'https://www.hemmings.com/magazine/mus/2008/12/1965--66-Pontiac-Catalina-2-2/1736332.html',
  siteName: 'Hemmings Muscle Machines',
};
const AUTOROUNDUP_1966: SourceRef = {
  title: 'Beautiful 1966 Pontiac Catalina 2+2 (Greg Zyla)',
  url: 'https://autoroundup.com/Vehicle/beautiful-1966-pontiac-catalina-article-1969.aspx',
  siteName: 'Auto Round-Up',
};
const HOONIVERSE_1964_67: SourceRef = {
  title: 'Obscure Muscle Car Garage: the 1964-67 Pontiac (Catalina) 2+2',
  url: 'https://www.hooniverse.com/hooniverse-obscure-muscle-car-garage-the-1964-67-pontiac-catalina-22/',
  siteName: 'Hooniverse',
};
const BARNFINDS_1967: SourceRef = {
  title: '1 of 280! 1967 Pontiac 428 2+2 Convertible',
  url: 'https://barnfinds.com/1-of-280-1967-pontiac-428-22-convertible',
  siteName: 'Barn Finds',
};

const IN_421 = '421 cu in (6.9 L)';
const TRANS_1965_67 = ['3-speed manual (floor shift)', '4-speed manual', '3-speed Turbo Hydra-Matic automatic'];

const PHS_VERIFY: TrimNote = {
  title: 'Prove it is a real 2+2',
  description:
    '2+2 badges, bucket seats and a console are easy to fit to an ordinary Catalina hardtop or convertible. Pontiac Historic Services (PHS) can supply the factory billing, which shows the 2+2 package and the original engine, transmission and axle.',
};
const FULL_SIZE_RUST: TrimNote = {
  title: 'Full-size body rust',
  description:
    'These big B-body cars rust in the lower rear quarters, trunk floor and drop-offs, floor pans, the bottoms of the doors and fenders, and the lower windshield and rear window channels. Convertibles also need a sound cowl and body mounts, so inspect underneath before judging by the paint.',
};
const TRIM_PARTS: TrimNote = {
  title: '2+2-specific trim is scarce',
  description:
    'Far fewer 2+2s were built than GTOs, so badges, interior trim and other 2+2-only parts are reproduced less and good used parts are hard to find. Buy the most complete car you can.',
};
const EIGHT_LUG: TrimNote = {
  title: 'Eight-lug aluminium wheels',
  description:
    "Pontiac's optional eight-lug aluminium wheel and brake-drum assemblies are highly prized and are also reproduced; many were added to cars later. The factory billing shows whether a car was born with them.",
};
const ENGINE_SWAPS: TrimNote = {
  title: 'Engines and carburettors are often changed',
  description:
    'Tri-Power set-ups and high-output parts are commonly added to 2+2s, and many cars have replacement engines. Check the engine code stamped on the front of the block and the casting date codes against the car and its paperwork before paying for a high-output car.',
};

export const twoPlusTwoYears: YearContent[] = [
  {
    year: 1964,
    overview:
      "Pontiac introduced the 2+2 for 1964 as a $291 option package (RPO W51) for the Catalina sports coupe and convertible, marketed as the GTO's big brother. It was a trim package rather than a performance group: bucket seats, a centre console with a vacuum gauge, special door panels and badging, with the Catalina's engines up to the 370 hp 421 HO Tri-Power available at extra cost. Only 7,998 Catalinas received it that year, against 32,450 GTOs.",
    changes: ['New for 1964: 2+2 option package for the Catalina sports coupe and convertible.'],
    productionNumbers: 7998,
    sources: [WIKIPEDIA_2PLUS2, HEMMINGS_1964, CARLIFE_1965],
    trims: [
      {
        name: '2+2',
        specs: {
          engines: [
            { name: '389 V8 2-bbl', note: 'with manual transmission', displacement: '389 cu in (6.4 L)', horsepower: 267 },
            { name: '389 V8 2-bbl', note: 'with Hydra-Matic', displacement: '389 cu in (6.4 L)', horsepower: 283 },
            { name: '421 V8 4-bbl', displacement: IN_421, horsepower: 320 },
            { name: '421 V8 Tri-Power (3 × 2-bbl)', displacement: IN_421, horsepower: 350 },
            { name: '421 HO V8 Tri-Power (3 × 2-bbl)', displacement: IN_421, horsepower: 370, torque: 460 },
          ],
          transmissions: ['4-speed manual (console shift)', 'Hydra-Matic automatic (console shift)'],
          dimensions: { wheelbaseIn: 120 },
        },
        issues: [
          {
            title: 'The VIN does not show the package',
            description:
              'As an option package the 1964 2+2 is identified only by its equipment and paperwork, not by its VIN, which reads as an ordinary Catalina. Tributes built from Catalinas are common.',
          },
          FULL_SIZE_RUST,
          ENGINE_SWAPS,
        ],
        tips: [PHS_VERIFY, EIGHT_LUG, TRIM_PARTS],
        sources: [WIKIPEDIA_2PLUS2, HEMMINGS_1964, CARLIFE_1965, HOONIVERSE_1964_67, PHS],
      },
    ],
  },
  {
    year: 1965,
    overview:
      "With GM's all-new 1965 B-body on a 121-inch wheelbase, the 2+2 became a real performance package: the $418.54 option added a 338 hp, 459 lb-ft 421 four-barrel, dual exhausts, a 3.42:1 axle, a floor-shifted three-speed and heavy-duty springs and shocks. Tri-Power 421s rated at 356 hp and, as the 421 HO, 376 hp were optional, and Car Life called its four-speed 421 HO test car one of the most satisfying cars it had driven. Production rose to 11,521, the 2+2's best year.",
    changes: [
      'New full-size body on a 121-inch wheelbase.',
      '421 V8 (338 hp), dual exhausts, 3.42:1 axle and heavy-duty suspension became standard in the package.',
      'Three-speed Turbo Hydra-Matic replaced the earlier Hydra-Matic.',
    ],
    productionNumbers: 11521,
    sources: [WIKIPEDIA_2PLUS2, HEMMINGS_1965, MOTORTREND_1965, CARLIFE_1965],
    trims: [
      {
        name: '2+2',
        specs: {
          engines: [
            { name: '421 V8 4-bbl', displacement: IN_421, horsepower: 338, torque: 459 },
            { name: '421 V8 Tri-Power (3 × 2-bbl)', displacement: IN_421, horsepower: 356 },
            { name: '421 HO V8 Tri-Power (3 × 2-bbl)', displacement: IN_421, horsepower: 376 },
          ],
          transmissions: TRANS_1965_67,
          dimensions: { wheelbaseIn: 121 },
        },
        issues: [FULL_SIZE_RUST, ENGINE_SWAPS, TRIM_PARTS],
        tips: [
          PHS_VERIFY,
          EIGHT_LUG,
          {
            title: 'Brakes for a heavy car',
            description:
              'A 1965 2+2 weighs over two tons and stops on drum brakes. Rebuild the drums, wheel cylinders and hoses to factory standard, and consider a dual-circuit master cylinder for safety if originality is not the goal.',
          },
        ],
        sources: [WIKIPEDIA_2PLUS2, HEMMINGS_1965, MOTORTREND_1965, CARLIFE_1965, PHS],
      },
    ],
  },
  {
    year: 1966,
    overview:
      'For 1966 the 2+2 was listed as a series of its own, still on the Catalina sports coupe and convertible, with twin-lens tail lamps, chrome bodyside gills and 2+2 badging. The standard engine remained the 338 hp 421 four-barrel, with the 356 hp Tri-Power and 376 hp 421 HO as options. Only 6,383 were built as buyers increasingly chose the smaller GTO.',
    changes: [
      'Listed as a separate series instead of a Catalina option.',
      'Facelift shared with the full-size line; twin-lens tail lamps and bodyside gills for the 2+2.',
    ],
    productionNumbers: 6383,
    sources: [WIKIPEDIA_2PLUS2, HEMMINGS_1965_66, AUTOROUNDUP_1966],
    trims: [
      {
        name: '2+2',
        specs: {
          engines: [
            { name: '421 V8 4-bbl', displacement: IN_421, horsepower: 338, torque: 459 },
            { name: '421 V8 Tri-Power (3 × 2-bbl)', displacement: IN_421, horsepower: 356 },
            { name: '421 HO V8 Tri-Power (3 × 2-bbl)', displacement: IN_421, horsepower: 376 },
          ],
          transmissions: TRANS_1965_67,
          dimensions: { wheelbaseIn: 121 },
        },
        issues: [FULL_SIZE_RUST, ENGINE_SWAPS, TRIM_PARTS],
        tips: [
          PHS_VERIFY,
          EIGHT_LUG,
          {
            title: 'The 421 HO has its own parts',
            description:
              'The 376 hp 421 HO used a hotter camshaft, its own exhaust manifolds and chromed air cleaners and valve covers. Check the engine code and these parts before paying for an HO car.',
          },
        ],
        sources: [WIKIPEDIA_2PLUS2, HEMMINGS_1965_66, AUTOROUNDUP_1966, PHS],
      },
    ],
  },
  {
    year: 1967,
    overview:
      "The 2+2's last US year brought the new 428 cu in V8 as standard, rated at 360 hp and 472 lb-ft with a four-barrel, with a 376 hp 428 HO optional. Sources disagree on its status: Wikipedia, citing Bonsall's Pontiac history, lists it as a Catalina option again for 1967, while other references describe a separate series. Sales were very small, and Pontiac dropped the 2+2 in the US after 1967, although it continued in Canada until 1970.",
    changes: ['428 V8 replaced the 421 (360 hp standard, 376 hp HO).', 'Final US model year for the 2+2.'],
    sources: [WIKIPEDIA_2PLUS2, BARNFINDS_1967, HOONIVERSE_1964_67],
    trims: [
      {
        name: '2+2',
        specs: {
          engines: [
            { name: '428 V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 360, torque: 472 },
            { name: '428 HO V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 376, torque: 462 },
          ],
          transmissions: TRANS_1965_67,
          dimensions: { wheelbaseIn: 121 },
        },
        issues: [FULL_SIZE_RUST, ENGINE_SWAPS, TRIM_PARTS],
        tips: [
          PHS_VERIFY,
          {
            title: 'Very low production makes parts cars scarce',
            description:
              'So few 1967 2+2s were built that donor cars are rare; many mechanical and body parts are shared with the 1967 Catalina, but 2+2 and 428 identification pieces must be sourced carefully.',
          },
        ],
        sources: [WIKIPEDIA_2PLUS2, BARNFINDS_1967, HOONIVERSE_1964_67, PHS],
      },
    ],
  },
];
