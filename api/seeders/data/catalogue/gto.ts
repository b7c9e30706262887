import type { SourceRef, TrimNote, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac GTO, model years 1964-1974: overviews, production totals, specifications, common
 * issues and restoration tips. Engine ratings are advertised gross figures through 1971 and
 * SAE net from 1972. A figure the sources did not agree on is left out rather than guessed:
 * see the notes at each year.
 */

const WIKIPEDIA_GTO: SourceRef = {
  title: 'Pontiac GTO',
  url: 'https://en.wikipedia.org/wiki/Pontiac_GTO',
  siteName: 'Wikipedia',
};
const PHS: SourceRef = {
  title: 'Pontiac Historic Services: factory documentation for Pontiacs',
  url: 'https://www.phs-online.com/',
  siteName: 'Pontiac Historic Services',
};
const HOWSTUFFWORKS_1964_65: SourceRef = {
  title: '1964-1965 Pontiac GTO',
  url: 'https://auto.howstuffworks.com/1964-1965-pontiac-gto.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const CCMR_1964_67: SourceRef = {
  title: '1964-1967 Pontiac GTO collector car profile',
  url: 'http://www.collectorcarmarket.com/collector-car-profiles/Pontiac-GTO_1964-1967/1964-1967_Pontiac-GTO.html',
  siteName: 'Collector Car Market Review',
};
const CCC_1966: SourceRef = {
  title: '1966 Pontiac GTO Sports Coupe (original cost and production by body style)',
  url: 'https://www.classiccarcollection.org/category/featured/',
  siteName: 'Classic Car Collection, Kearney, Nebraska',
};
const SLASHGEAR_1967: SourceRef = {
  title: '5 Facts About The 1967 Pontiac GTO Only Hardcore Car Fans Know',
  url: 'https://www.slashgear.com/1579347/pontiac-gto-1967-facts-only-hardcore-car-fans-know/',
  siteName: 'SlashGear',
};
const HPP_1968_COTY: SourceRef = {
  title: '1968 Pontiac GTO: Motor Trend Car of the Year (reprint of the February 1968 article)',
  url: 'http://www.highperformancepontiac.com/features/1405_1968_pontiac_gto_motor_trend_car_of_the_year/',
  siteName: 'High Performance Pontiac',
};
const CONCEPTCARZ_1968: SourceRef = {
  title: '1968 Pontiac GTO',
  url: 'https://www.conceptcarz.com/w9707/pontiac-gto.aspx',
  siteName: 'conceptcarz.com',
};
const CURBSIDE_1969_JUDGE: SourceRef = {
  title: 'Curbside Classic: 1969 Pontiac GTO The Judge',
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1969-pontiac-gto-the-judge-here-come-da-judge/',
  siteName: 'Curbside Classic',
};
const SLASHGEAR_1969: SourceRef = {
  title: 'The coolest muscle cars of 1969 (GTO Judge production per Hemmings)',
  url: 'https://www.slashgear.com/1653196/coolest-muscle-cars-1969/',
  siteName: 'SlashGear',
};
const CARLIFE_1970: SourceRef = {
  title: 'Vintage Car Life Road Test: 1970 Pontiac GTO 455 and 400 Ram Air',
  url: 'https://curbsideclassic.com/vintage-reviews/1970s-vintage-reviews/gm-brands-1970s-vintage-reviews/vintage-car-life-road-test-1970-pontiac-gto-455-and-400-ram-air-there-is-a-substitute-for-cubic-inches',
  siteName: 'Curbside Classic',
};
const STREETMUSCLE_1971_JUDGE: SourceRef = {
  title: 'Rare Rides: The 1971 Pontiac GTO Judge Convertible',
  url: 'https://www.streetmusclemag.com/features/car-features/rare-rides-the-1971-pontiac-gto-judge-convertible/',
  siteName: 'Street Muscle',
};
const HEMMINGS_1972: SourceRef = {
  title: 'Wrecked, rescued and reunited: 1972 Pontiac GTO',
  url: 'https://www.hemmings.com/stories/article/wrecked-rescued-and-reunited-1972-pontiac-gto',
  siteName: 'Hemmings',
};
const HPP_1972: SourceRef = {
  title: 'The Golden Anniversary of GTO, part 9: 1972',
  url: 'http://www.highperformancepontiac.com/features/1409_the_golden_anniversary_of_gto_part_9/',
  siteName: 'High Performance Pontiac',
};
const HEMMINGS_1973: SourceRef = {
  title: 'Forgotten Goat: 1973 Pontiac GTO',
  url: 'https://www.hemmings.com/stories/article/forgotten-goat-1973-pontiac-gto',
  siteName: 'Hemmings',
};
const HEMMINGS_1974: SourceRef = {
  title: '1974 Pontiac GTO',
  url: 'https://www.hemmings.com/stories/article/1974-pontiac-gto',
  siteName: 'Hemmings',
};
const HPP_1974: SourceRef = {
  title: 'The 1974 Pontiac GTO',
  url: 'http://www.highperformancepontiac.com/features/hppp_0602_1974_pontiac_gto/',
  siteName: 'High Performance Pontiac',
};

const IN_389 = '389 cu in (6.4 L)';
const IN_400 = '400 cu in (6.6 L)';
const IN_455 = '455 cu in (7.5 L)';

const TRANS_1964_66 = ['3-speed manual (Hurst floor shifter)', '4-speed manual (Muncie)', '2-speed automatic'];
const TRANS_1967_73 = ['3-speed manual (Hurst floor shifter)', '4-speed manual (Muncie)', '3-speed Turbo Hydra-Matic automatic'];

// Notes that apply to more than one year.
const PHS_VERIFY: TrimNote = {
  title: 'Verify the car with Pontiac Historic Services',
  description:
    "Pontiac Historic Services (PHS) holds Pontiac's factory billing records and can supply copies of the original invoice and build data. A PHS report is the accepted way to prove a car left the factory as a GTO with its claimed engine, transmission, axle and options, and it matters a great deal to value.",
};
const OPTION_YEARS_CLONES: TrimNote = {
  title: 'The VIN does not prove a GTO',
  description:
    'For 1964 and 1965 the GTO was an option package on the LeMans, so the VIN and cowl tag read the same as any LeMans (1965 hardtops start 237, the LeMans series). Many LeMans and Tempests have been turned into GTO tributes, and only factory documentation settles the question.',
};
const A_BODY_GLASS_CHANNEL_RUST: TrimNote = {
  title: 'Rust around the windshield and rear window',
  description:
    'GM A-bodies of this era trap water at the bottom of the windshield and rear window openings, and the lower channels, cowl and the metal under vinyl tops rot from the inside. Check the trunk floor, the lower rear quarters behind the wheels and the floor pans as well; replacement panels are widely reproduced.',
};
const ENGINE_CODES: TrimNote = {
  title: 'Check the engine codes before paying for a "numbers-matching" car',
  description:
    'Pontiac stamped an engine identification code on the front of the block just below the passenger-side cylinder head, and the block and heads carry casting numbers and date codes. Compare them with the build date and with the PHS paperwork: replacement blocks and heads are common, and a date code later than the car is a red flag.',
};
const ENDURA: TrimNote = {
  title: 'Endura front bumper',
  description:
    'The body-colour urethane Endura nose (1968-1972) cracks, warps and sheds paint with age. Refinishing it needs a flexible primer and paint additive, and reproduction Enduras vary in fit, so an original nose in good condition is worth keeping.',
};
const RAM_AIR_PARTS: TrimNote = {
  title: 'Authentic Ram Air parts are expensive and widely copied',
  description:
    'Ram Air III and Ram Air IV cars used specific hood-scoop hardware, air-cleaner pans and, on the Ram Air IV, round-port heads, an aluminium intake manifold and special exhaust manifolds. Reproductions make it easy to dress up an ordinary 400, so confirm the engine code and the PHS record before paying a Ram Air price.',
};

export const gtoYears: YearContent[] = [
  {
    year: 1964,
    overview:
      "The GTO arrived for 1964 as an option package costing roughly $296 for the Tempest LeMans sports coupe, hardtop and convertible, slipping Pontiac's full-size 389 V8 past GM's rule against big engines in intermediates. The package brought a 325 hp four-barrel 389 (348 hp with the Tri-Power option), a floor-shifted three-speed with a Hurst shifter, stiffer springs, dual exhausts and bucket seats. Pontiac's sales staff had doubted it could sell 5,000, but 32,450 were built, and it is widely credited with starting the muscle-car era.",
    changes: [
      'New for 1964: GTO option package for the new body-on-frame A-body Tempest LeMans.',
      'Offered on the LeMans sports coupe (pillared), two-door hardtop and convertible.',
    ],
    productionNumbers: 32450,
    sources: [WIKIPEDIA_GTO, HOWSTUFFWORKS_1964_65, CCMR_1964_67],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: IN_389, horsepower: 325, torque: 428 },
            { name: '389 V8 Tri-Power (3 × 2-bbl)', displacement: IN_389, horsepower: 348, torque: 428 },
          ],
          transmissions: TRANS_1964_66,
          dimensions: { wheelbaseIn: 115, lengthIn: 203 },
        },
        issues: [
          OPTION_YEARS_CLONES,
          A_BODY_GLASS_CHANNEL_RUST,
          {
            title: 'Tri-Power carburettors out of tune',
            description:
              'The Tri-Power set-up runs on the centre carburettor and opens the two outer ones only near full throttle. Sticking outer carburettors, worn throttle shafts and mismatched jetting are common on cars that sat for years or were assembled from swap-meet parts.',
          },
        ],
        tips: [
          PHS_VERIFY,
          ENGINE_CODES,
          {
            title: 'Keep 1964-only details',
            description:
              'The 1964 car has its own front end with side-by-side quad headlamps, its own grille, emblems and trim (including the triangular GTO emblem on the dash); the restyled 1965 front end is different. Source date-correct pieces before starting body work.',
          },
        ],
        sources: [WIKIPEDIA_GTO, HOWSTUFFWORKS_1964_65, CCMR_1964_67, PHS],
      },
    ],
  },
  {
    year: 1965,
    overview:
      'Still a LeMans option for 1965, the GTO was restyled with vertically stacked headlamps and a single hood scoop, and grew 3.1 inches in overall length on the same 115-inch wheelbase. Revised heads and intake raised the 389 to 335 hp with a four-barrel and 360 hp with Tri-Power, and a dealer-installed kit could make the hood scoop functional. Production more than doubled to 75,352, most of them hardtops.',
    changes: [
      'Restyled front end with vertically stacked quad headlamps and a single hood scoop.',
      'Ratings rose to 335 hp (four-barrel) and 360 hp (Tri-Power).',
      'Overall length grew 3.1 inches on the unchanged 115-inch wheelbase.',
    ],
    productionNumbers: 75352,
    sources: [WIKIPEDIA_GTO, HOWSTUFFWORKS_1964_65, CCMR_1964_67],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: IN_389, horsepower: 335, torque: 431 },
            { name: '389 V8 Tri-Power (3 × 2-bbl)', displacement: IN_389, horsepower: 360, torque: 424 },
          ],
          transmissions: TRANS_1964_66,
          dimensions: { wheelbaseIn: 115, lengthIn: 206.1 },
        },
        issues: [
          OPTION_YEARS_CLONES,
          A_BODY_GLASS_CHANNEL_RUST,
          {
            title: 'Two-speed automatic',
            description:
              'Automatic cars of 1964-1966 use a two-speed automatic, which blunts acceleration and cruising manners; many have been swapped for a later Turbo Hydra-Matic. An original two-speed car should keep its transmission if originality matters to the buyer.',
          },
        ],
        tips: [
          PHS_VERIFY,
          ENGINE_CODES,
          {
            title: 'Functional hood scoop kit',
            description:
              'The fresh-air kit that opened the 1965 hood scoop was a dealer-installed part, so a car with it is not necessarily factory-equipped. Treat it as a period accessory unless the paperwork shows it.',
          },
        ],
        sources: [WIKIPEDIA_GTO, HOWSTUFFWORKS_1964_65, CCMR_1964_67, PHS],
      },
    ],
  },
  {
    year: 1966,
    overview:
      "The GTO became a series of its own for 1966, with VINs beginning 242, and received the new 'Coke-bottle' A-body with a tunnelled rear window and louvred tail-lamp panel. It kept the 335 hp and 360 hp 389 engines, although Tri-Power ended during the year when GM banned multiple carburettors outside the Corvette. With 96,946 built in sports coupe, hardtop and convertible form, 1966 was the GTO's best-selling year.",
    changes: [
      'GTO became a separate series (VIN prefix 242) instead of a LeMans option.',
      'New body with flowing rear quarters, tunnelled rear window and louvred tail-lamp panel.',
      'Plastic grille inserts, an industry first.',
      'Tri-Power discontinued during the model year.',
    ],
    productionNumbers: 96946,
    sources: [WIKIPEDIA_GTO, CCMR_1964_67, CCC_1966],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: IN_389, horsepower: 335, torque: 431 },
            { name: '389 V8 Tri-Power (3 × 2-bbl)', displacement: IN_389, horsepower: 360, torque: 424 },
          ],
          transmissions: TRANS_1964_66,
          dimensions: { wheelbaseIn: 115, lengthIn: 206.4 },
          basePriceUsd: 2783,
        },
        issues: [
          A_BODY_GLASS_CHANNEL_RUST,
          {
            title: 'Fragile one-year trim',
            description:
              'The plastic grille inserts get brittle with age and the louvred tail-lamp panel is a one-year part; good originals cost far more than reproductions. Check that both are present and undamaged when pricing a car.',
          },
        ],
        tips: [
          PHS_VERIFY,
          ENGINE_CODES,
          {
            title: 'Series code in the VIN',
            description:
              'From 1966 a true GTO VIN begins 242; a VIN beginning with another series code (for example a LeMans) is not a GTO, whatever badges it wears.',
          },
        ],
        sources: [WIKIPEDIA_GTO, CCMR_1964_67, CCC_1966, PHS],
      },
    ],
  },
  {
    year: 1967,
    overview:
      "For 1967 the 389 was bored out to 400 cu in and Tri-Power gave way to a Rochester Quadrajet four-barrel, with an economy two-barrel, the standard 335 hp engine, a 360 hp HO and a 360 hp Ram Air version. The two-speed automatic was replaced by the three-speed Turbo Hydra-Matic 400, often with the Hurst 'His/Hers' Dual-Gate shifter, and front disc brakes and a hood-mounted tachometer joined the options. Styling changes were limited to new grille inserts and eight tail lamps, and 81,722 were built.",
    changes: [
      '400 cu in V8 replaced the 389; Tri-Power replaced by a four-barrel Quadrajet.',
      'Three-speed Turbo Hydra-Matic replaced the two-speed automatic.',
      'New options: front disc brakes and a hood-mounted tachometer.',
      'New chrome grille inserts and eight tail lamps.',
    ],
    productionNumbers: 81722,
    sources: [WIKIPEDIA_GTO, CCMR_1964_67, SLASHGEAR_1967],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 2-bbl', note: 'economy option, automatic only', displacement: IN_400, horsepower: 255, torque: 397 },
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 335, torque: 441 },
            { name: '400 HO V8 4-bbl', displacement: IN_400, horsepower: 360, torque: 438 },
            { name: '400 V8 4-bbl Ram Air', displacement: IN_400, horsepower: 360, torque: 438 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 115 },
        },
        issues: [
          A_BODY_GLASS_CHANNEL_RUST,
          {
            title: 'Ram Air cars are rare and often faked',
            description:
              'The 1967 Ram Air package was built in small numbers, and its hood-scoop pan was shipped in the trunk for the dealer to fit. Claimed Ram Air cars need documentation.',
          },
        ],
        tips: [
          PHS_VERIFY,
          ENGINE_CODES,
          {
            title: 'Disc brakes and hood tach are valuable options',
            description:
              'Original 1967 front disc brakes and hood-mounted tachometers add value and are expensive to source; reproductions exist. Confirm them on the PHS billing before paying extra.',
          },
        ],
        sources: [WIKIPEDIA_GTO, CCMR_1964_67, SLASHGEAR_1967, PHS],
      },
    ],
  },
  {
    year: 1968,
    overview:
      "The 1968 GTO was all new on a shorter 112-inch-wheelbase two-door A-body with semi-fastback styling, a body-colour Endura front bumper and optional concealed headlamps, and it was named Motor Trend's Car of the Year. The standard 400 rose to 350 hp, the HO and the early Ram Air engine were rated 360 hp, and the Ram Air II with round-port heads replaced the Ram Air during the year at 366 hp. The pillared sports coupe was dropped, leaving the hardtop and convertible, and 87,684 were built.",
    changes: [
      'All-new body on a 112-inch wheelbase; pillared sports coupe dropped.',
      'Body-colour Endura front bumper; concealed headlamps optional; chrome-bumper Endura delete offered.',
      'Standard 400 raised to 350 hp; Ram Air II (366 hp) introduced during the year.',
      'Motor Trend Car of the Year.',
    ],
    productionNumbers: 87684,
    sources: [WIKIPEDIA_GTO, HPP_1968_COTY, CONCEPTCARZ_1968],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 2-bbl', note: 'economy option', displacement: IN_400, horsepower: 265 },
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 350, torque: 445 },
            { name: '400 HO V8 4-bbl', displacement: IN_400, horsepower: 360 },
            { name: '400 V8 4-bbl Ram Air', note: 'early 1968', displacement: IN_400, horsepower: 360 },
            { name: '400 V8 4-bbl Ram Air II', note: 'from spring 1968', displacement: IN_400, horsepower: 366 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112, lengthIn: 200.5 },
        },
        issues: [
          ENDURA,
          {
            title: 'Concealed headlamp doors',
            description:
              'The optional hidden headlamps are vacuum-operated; cracked hoses, leaking actuators and a failed vacuum reservoir leave the doors stuck open or shut. Rebuilt actuators and hose kits are available.',
          },
          A_BODY_GLASS_CHANNEL_RUST,
        ],
        tips: [
          PHS_VERIFY,
          RAM_AIR_PARTS,
          {
            title: 'Endura-delete cars are genuine',
            description:
              'A 1968 GTO with a chrome LeMans-style bumper can be a factory Endura-delete car (an option that year, not offered with hidden headlamps) rather than a converted LeMans. The PHS billing settles it.',
          },
        ],
        sources: [WIKIPEDIA_GTO, HPP_1968_COTY, CONCEPTCARZ_1968, PHS],
      },
    ],
  },
  {
    year: 1969,
    overview:
      'The 1969 GTO lost its front vent windows and gained a revised grille and tail lamps, while the engine line-up became the 350 hp 400, the 366 hp Ram Air III and the new 370 hp Ram Air IV, whose hood inlets could be closed by a cable from the dash. The Judge package (option WT1) launched on 19 December 1968 with a standard Ram Air III, rear spoiler, stripes and Rally II wheels without trim rings, initially only in Carousel Red. Total production was 72,287 including 6,833 Judges, and the GTO was outsold that year by the Chevelle SS 396 and Plymouth Road Runner.',
    changes: [
      'Front vent windows deleted; new grille and tail lamps; ignition moved to the steering column.',
      'Ram Air III (366 hp) and Ram Air IV (370 hp) replaced the HO and Ram Air II.',
      'Ram Air hood inlets could be closed from inside the car.',
      'The Judge package added in December 1968.',
    ],
    productionNumbers: 72287,
    sources: [WIKIPEDIA_GTO, CURBSIDE_1969_JUDGE, SLASHGEAR_1969],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 2-bbl', note: 'economy option', displacement: IN_400, horsepower: 265 },
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 350, torque: 445 },
            { name: '400 V8 4-bbl Ram Air III', displacement: IN_400, horsepower: 366, torque: 445 },
            { name: '400 V8 4-bbl Ram Air IV', displacement: IN_400, horsepower: 370, torque: 445 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112 },
        },
        issues: [ENDURA, A_BODY_GLASS_CHANNEL_RUST, RAM_AIR_PARTS],
        tips: [PHS_VERIFY, ENGINE_CODES],
        sources: [WIKIPEDIA_GTO, CURBSIDE_1969_JUDGE, PHS],
      },
      {
        name: 'GTO Judge',
        specs: {
          engines: [
            { name: '400 V8 4-bbl Ram Air III', note: 'standard', displacement: IN_400, horsepower: 366, torque: 445 },
            { name: '400 V8 4-bbl Ram Air IV', displacement: IN_400, horsepower: 370, torque: 445 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112 },
        },
        issues: [
          {
            title: 'Judge clones are everywhere',
            description:
              'Stripes, spoilers, T-handle shifters and Judge emblems are all reproduced, and many ordinary GTOs now wear them. Only 6,725 hardtops and 108 convertibles were built as Judges in 1969, and the package is confirmed only by the WT1 option on the factory paperwork.',
          },
          ENDURA,
          A_BODY_GLASS_CHANNEL_RUST,
        ],
        tips: [
          PHS_VERIFY,
          RAM_AIR_PARTS,
          {
            title: 'Get the first-year details right',
            description:
              'Early 1969 Judges were built only in Carousel Red, with other colours added during the year; the package used Rally II wheels without trim rings, a 60-inch rear spoiler and a Hurst T-handle shifter on manual cars. Judges at shows are scrutinised on these details.',
          },
        ],
        sources: [WIKIPEDIA_GTO, CURBSIDE_1969_JUDGE, SLASHGEAR_1969, PHS],
      },
    ],
  },
  {
    year: 1970,
    overview:
      "A facelift for 1970 replaced the hidden headlamps with exposed quad lamps in a new Endura nose and added sculpted fender 'eyebrows'. GM lifted its 400 cu in limit for intermediates, so a 360 hp, 500 lb-ft 455 joined the 350 hp 400 and the Ram Air III and Ram Air IV 400s; Pontiac also offered a short-lived Vacuum Operated Exhaust option early in the year. The Judge returned with new stripes and spoiler, but insurance surcharges on muscle cars cut total GTO production to 40,149.",
    changes: [
      'Restyled Endura nose with exposed quad headlamps; hidden headlamps dropped.',
      '455 V8 (360 hp) added after GM lifted the 400 cu in limit for intermediates.',
      'Ram Air hood inlets now vacuum-controlled.',
    ],
    productionNumbers: 40149,
    sources: [WIKIPEDIA_GTO, CARLIFE_1970],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 350, torque: 445 },
            { name: '400 V8 4-bbl Ram Air III', displacement: IN_400, horsepower: 366, torque: 445 },
            { name: '400 V8 4-bbl Ram Air IV', displacement: IN_400, horsepower: 370, torque: 445 },
            { name: '455 V8 4-bbl', displacement: IN_455, horsepower: 360, torque: 500 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112 },
        },
        issues: [
          ENDURA,
          A_BODY_GLASS_CHANNEL_RUST,
          {
            title: 'A 455 with a Ram Air hood is not a Ram Air engine',
            description:
              'The vacuum-controlled hood inlet could be ordered on the 455, but Pontiac did not treat that as a Ram Air engine: the Ram Air III and IV were specific 400s with their own camshafts and exhaust manifolds. Value a car by the engine code, not the hood.',
          },
        ],
        tips: [PHS_VERIFY, ENGINE_CODES, RAM_AIR_PARTS],
        sources: [WIKIPEDIA_GTO, CARLIFE_1970, PHS],
      },
      {
        name: 'GTO Judge',
        specs: {
          engines: [
            { name: '400 V8 4-bbl Ram Air III', note: 'standard', displacement: IN_400, horsepower: 366, torque: 445 },
            { name: '400 V8 4-bbl Ram Air IV', displacement: IN_400, horsepower: 370, torque: 445 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112 },
        },
        issues: [
          {
            title: 'Judge tributes',
            description:
              'As with 1969, the Judge stripes, spoiler and emblems are easy to add to an ordinary GTO. Only documentation proves a genuine Judge.',
          },
          ENDURA,
          A_BODY_GLASS_CHANNEL_RUST,
        ],
        tips: [PHS_VERIFY, RAM_AIR_PARTS],
        sources: [WIKIPEDIA_GTO, CARLIFE_1970, PHS],
      },
    ],
  },
  {
    year: 1971,
    overview:
      "A GM order to prepare for unleaded fuel lowered compression on every 1971 engine, and the Ram Air 400s were dropped. The GTO's standard 400 fell to 300 hp, a 325 hp 455 was offered with the automatic only, and the new round-port 455 HO was rated at 335 hp and 480 lb-ft. The facelift brought a new Endura nose with mesh grilles and the hood scoops moved to the leading edge; the Judge was cancelled in February 1971, with only 17 convertibles built, and total production fell to 10,532.",
    changes: [
      'Compression lowered on all engines; Ram Air III and IV dropped.',
      'New 455 HO (335 hp) became the top engine and standard in the Judge.',
      'Facelift with mesh grilles and hood scoops at the front edge of the hood.',
      'Judge cancelled in February 1971; last year for the GTO convertible.',
    ],
    productionNumbers: 10532,
    sources: [WIKIPEDIA_GTO, STREETMUSCLE_1971_JUDGE],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 300, torque: 400 },
            { name: '455 V8 4-bbl', note: 'automatic only', displacement: IN_455, horsepower: 325 },
            { name: '455 HO V8 4-bbl', displacement: IN_455, horsepower: 335, torque: 480 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112, lengthIn: 203.3 },
        },
        issues: [ENDURA, A_BODY_GLASS_CHANNEL_RUST],
        tips: [
          PHS_VERIFY,
          ENGINE_CODES,
          {
            title: 'Low-compression engines suit modern fuel',
            description:
              "The 1971 engines were designed for lower-octane fuel, so an original 400 or 455 HO runs on today's pump gasoline without the octane problems of earlier high-compression GTOs. Rebuilding to original specification keeps that advantage.",
          },
        ],
        sources: [WIKIPEDIA_GTO, STREETMUSCLE_1971_JUDGE, PHS],
      },
      {
        name: 'GTO Judge',
        specs: {
          engines: [{ name: '455 HO V8 4-bbl', note: 'standard', displacement: IN_455, horsepower: 335, torque: 480 }],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112, lengthIn: 203.3 },
        },
        issues: [
          {
            title: 'One of the rarest GTOs, and one of the most copied',
            description:
              'The Judge ended in February 1971 and just 17 convertibles were built; the known cars are tracked by enthusiasts. Any 1971 Judge, and especially a convertible, must come with factory documentation.',
          },
          ENDURA,
        ],
        tips: [PHS_VERIFY, ENGINE_CODES],
        sources: [WIKIPEDIA_GTO, STREETMUSCLE_1971_JUDGE, PHS],
      },
    ],
  },
  {
    year: 1972,
    overview:
      'For 1972 the GTO went back to being an option (W62) on the LeMans hardtop and, for the first time since 1967, a pillared coupe; the convertible and the Judge were gone. Ratings switched to SAE net: 250 hp for the standard 400, 250 hp for the 455, and 300 hp and 415 lb-ft for the 455 HO, fitted to only 646 cars. It was also the first year the VIN carried an engine code, and a long UAW strike delayed the new A-body, so the car was a facelift of 1971. Production was 5,807.',
    changes: [
      'GTO became the W62 option on the LeMans coupe and hardtop; no convertible or Judge.',
      'Engine ratings now SAE net.',
      'Engine code letter added to the VIN.',
    ],
    productionNumbers: 5807,
    sources: [WIKIPEDIA_GTO, HPP_1972, HEMMINGS_1972],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 250, torque: 325 },
            { name: '455 V8 4-bbl', note: 'automatic only', displacement: IN_455, horsepower: 250 },
            { name: '455 HO V8 4-bbl', displacement: IN_455, horsepower: 300, torque: 415 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112 },
        },
        issues: [
          {
            title: 'GTO or dressed-up LeMans?',
            description:
              'The Endura nose and most GTO equipment could be ordered on a LeMans Sport in 1972, so many look-alikes left the factory legitimately. Only the W62 option on the paperwork makes the car a GTO.',
          },
          ENDURA,
          A_BODY_GLASS_CHANNEL_RUST,
        ],
        tips: [
          PHS_VERIFY,
          {
            title: 'Read the engine letter in the VIN',
            description:
              'From 1972 the fifth VIN character identifies the engine; X marks a 455 HO. It is the first check on a car sold as a 455 HO, before the block codes and PHS paperwork.',
          },
        ],
        sources: [WIKIPEDIA_GTO, HPP_1972, HEMMINGS_1972, PHS],
      },
    ],
  },
  {
    year: 1973,
    overview:
      "The 1973 GTO was an option on the new 'Colonnade' LeMans coupe and LeMans Sport Coupe, the latter with louvred rear quarter windows. The 400 dropped to 230 hp with lower compression and EGR, and the 455 (250 hp, 370 lb-ft) was automatic only; the Super Duty 455 went to the Firebird Formula and Trans Am instead. Overshadowed by the new Grand Am, the GTO had its lowest production ever at 4,806.",
    changes: [
      "Moved to the new 'Colonnade' A-body with a 5 mph front bumper.",
      'Offered on the LeMans coupe and LeMans Sport Coupe only.',
      '400 lowered to 230 hp with EGR.',
    ],
    productionNumbers: 4806,
    sources: [WIKIPEDIA_GTO, HEMMINGS_1973],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: IN_400, horsepower: 230 },
            { name: '455 V8 4-bbl', note: 'automatic only', displacement: IN_455, horsepower: 250, torque: 370 },
          ],
          transmissions: TRANS_1967_73,
          dimensions: { wheelbaseIn: 112 },
        },
        issues: [
          {
            title: 'Heavy bumpers and body rust',
            description:
              'The heavy 5 mph front bumper and its mounts stress the front structure, and Colonnade bodies rust in the lower rear quarters, trunk floor and around the rear window. Check under the vinyl top if fitted.',
          },
          {
            title: 'EGR changes mid-year',
            description:
              'Pontiac was ordered to remove a time-delay feature from its EGR system, and cars built after 15 March 1973 have the revised system. Correct emissions hardware differs by build date, which matters for judged restorations.',
          },
        ],
        tips: [
          PHS_VERIFY,
          {
            title: 'Be wary of "factory" Super Duty claims',
            description:
              'The SD-455 was promoted for 1973, but Hemmings notes that GTO buyers were limited to the 400 and the regular 455. Treat any 1973 GTO sold as a factory SD-455 car with great caution unless it is documented.',
          },
        ],
        sources: [WIKIPEDIA_GTO, HEMMINGS_1973, PHS],
      },
    ],
  },
  {
    year: 1974,
    overview:
      'For its final year the GTO moved to the compact, X-body Ventura and Ventura Custom, as the WW3 option on the coupe and, uniquely, a hatchback. The only engine was a 350 cu in Pontiac V8 with a Quadrajet and 7.6:1 compression, rated at 200 hp and 295 lb-ft, breathing through a rear-facing Shaker hood scoop. Pontiac built 7,058 (5,335 coupes and 1,723 hatchbacks) before dropping the name.',
    changes: [
      'Moved to the compact Ventura on a 111-inch wheelbase with unit-body construction.',
      'Single engine: 350 V8 (200 hp); Shaker hood scoop.',
      'Hatchback body offered for the only time.',
    ],
    productionNumbers: 7058,
    sources: [WIKIPEDIA_GTO, HEMMINGS_1974, HPP_1974],
    trims: [
      {
        name: 'GTO',
        specs: {
          engines: [{ name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)', horsepower: 200, torque: 295 }],
          transmissions: ['3-speed manual (Hurst floor shifter)', '4-speed wide-ratio manual', '3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 111 },
        },
        issues: [
          {
            title: 'X-body rust',
            description:
              'The Ventura is a unit body with a bolted-on front subframe; check the rear frame rails and leaf-spring mounts, floor pans, trunk floor and the subframe mounting points for rust.',
          },
          {
            title: 'Ventura clones',
            description:
              'GTO grille, Shaker scoop and decals are easy to add to a V8 Ventura. The WW3 option must be on the factory paperwork.',
          },
        ],
        tips: [
          PHS_VERIFY,
          {
            title: 'Keep the Shaker parts',
            description:
              'The 1974 GTO is the only GTO with a Shaker scoop, and its scoop, air-cleaner base and seals are specific to the car. Preserve or repair the originals rather than substituting Firebird parts.',
          },
        ],
        sources: [WIKIPEDIA_GTO, HEMMINGS_1974, HPP_1974, PHS],
      },
    ],
  },
];
