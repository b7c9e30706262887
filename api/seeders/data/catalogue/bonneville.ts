import type { SourceRef, TrimNote, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac Bonneville, model years 1958-1989: overviews, key changes, production totals where a
 * source gives one, specifications, common issues and restoration tips. Engine ratings are
 * advertised gross figures through 1971 and SAE net from 1972. Where the sources disagree on a
 * figure (several standard-engine ratings of the early 1960s and mid 1970s, most production
 * totals, most base prices) it is left out rather than guessed.
 */

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

const WIKIPEDIA: SourceRef = {
  title: 'Pontiac Bonneville',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Bonneville',
  siteName: 'Wikipedia',
};
const HSW_INTRO: SourceRef = {
  title: '1957-1987 Pontiac Bonneville',
  url: 'https://auto.howstuffworks.com/1957-1987-pontiac-bonneville.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1959: SourceRef = {
  title: '1957-1987 Pontiac Bonneville: 1959 Pontiac Bonneville',
  url: 'https://auto.howstuffworks.com/1957-1987-pontiac-bonneville6.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1960_64: SourceRef = {
  title: '1957-1987 Pontiac Bonneville: 1960, 1961, 1962, 1963, 1964 Pontiac Bonneville',
  url: 'https://auto.howstuffworks.com/1957-1987-pontiac-bonneville7.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1965_70: SourceRef = {
  title: '1957-1987 Pontiac Bonneville: 1965-1970 Pontiac Bonneville',
  url: 'https://auto.howstuffworks.com/1957-1987-pontiac-bonneville8.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1970S: SourceRef = {
  title: '1957-1987 Pontiac Bonneville: Pontiac Bonneville in the 1970s',
  url: 'https://auto.howstuffworks.com/1957-1987-pontiac-bonneville9.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1980S: SourceRef = {
  title: '1957-1987 Pontiac Bonneville: Pontiac Bonneville in the 1980s',
  url: 'https://auto.howstuffworks.com/1957-1987-pontiac-bonneville10.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const OCW_1958: SourceRef = {
  title: '1958 Bonneville flew high with aircraft style',
  url: 'https://www.oldcarsweekly.com/features/1958-bonneville-flew-high-with-aircraft-style',
  siteName: 'Old Cars Weekly',
};
const AUWM_WIDE_TRACK: SourceRef = {
  title: 'Wide Track: Bunkie Knudsen, Pete Estes, and the Pontiac Renaissance (page 3)',
  url: 'https://ateupwithmotor.com/model-histories/pontiac-wide-track-history/3/',
  siteName: 'Ate Up With Motor',
};
const AUWM_WIDE_TRACK_5: SourceRef = {
  title: 'Wide Track: Bunkie Knudsen, Pete Estes, and the Pontiac Renaissance (page 5)',
  url: 'https://ateupwithmotor.com/model-histories/pontiac-wide-track-history/5',
  siteName: 'Ate Up With Motor',
};
const GMA_1958_SIA: SourceRef = {
  title: '1958 Pontiac Bonneville Tri-Power: History Alley',
  url: 'https://gmauthority.com/blog/2014/12/1958-pontiac-bonneville-tri-power-history-alley',
  siteName: 'GM Authority',
};
const HAGERTY_1959_WAGON: SourceRef = {
  title: 'The 1959 Bonneville wagon was a flashy family hauler',
  url: 'https://hagerty.com/media/opinion/the-1959-bonneville-wagon-was-a-flashy-family-hauler',
  siteName: 'Hagerty',
};
const AUTOMOBILE_1959: SourceRef = {
  title: 'Collectible Classic: 1959 Pontiac Bonneville',
  url: 'https://www.automobilemag.com/news/1959-pontiac-bonneville/',
  siteName: 'Automobile Magazine',
};
const HEACOCK_1959: SourceRef = {
  title: '1959 Pontiac Bonneville: Wide Track',
  url: 'https://heacockclassic.com/articles/1959-pontiac-bonneville-wide-track',
  siteName: 'Heacock Classic',
};
const ACM_1960: SourceRef = {
  title: "Car Stories: ACM's 1960 Pontiac Bonneville Convertible",
  url: 'https://www.americascarmuseum.org/2017/02/17/7494/',
  siteName: "America's Car Museum",
};
const WILDABOUTCARS_8LUG: SourceRef = {
  title: '1967 Grand Prix convertible (Pontiac eight-lug wheels, 1960-1968)',
  url: 'http://wildaboutcarsonline.com/cgi-bin/pub9990327521141.cgi?itemid=9990420429217&action=viewad&categoryid=9970403904143&page=1&placeonpage=10&totaldisplayed=50',
  siteName: 'Wild About Cars',
};
const CONCEPTCARZ_1962: SourceRef = {
  title: '1962 Pontiac Bonneville',
  url: 'https://www.conceptcarz.com/w7038/pontiac-bonneville.aspx',
  siteName: 'conceptcarz.com',
};
const HEMMINGS_1962_CONV: SourceRef = {
  title: '1962 Pontiac Bonneville convertible (auction report)',
  url: 'https://www.hemmings.com/magazine/hcc/2009/07/1962-Pontiac-Bonneville-convertible/1846480.html',
  siteName: 'Hemmings Classic Car',
};
const HEMMINGS_1963_64: SourceRef = {
  title: "1963-'64 Pontiac Bonneville Convertible (buyer's guide)",
  url: 'https://www.hemmings.com/magazine/mus/2007/06/1963--64-Pontiac-Bonneville-Convertible/1466435.html',
  siteName: 'Hemmings Muscle Machines',
};
const CURBSIDE_1963: SourceRef = {
  title: 'Curbside Classic: 1963 Pontiac Bonneville Convertible',
  url: 'https://curbsideclassic.com/curbside-classics-american/curbside-classic-1963-pontiac-bonneville-convertible-sexier-than-a-catalina-4-door',
  siteName: 'Curbside Classic',
};
const HEMMINGS_1965_GUIDE: SourceRef = {
  title: "1965 Pontiac Bonneville Convertible (buyer's guide)",
  url: 'https://www.hemmings.com/magazine/hcc/2007/04/1965-Pontiac-Bonneville-Convertible/1437041.html',
  siteName: 'Hemmings Classic Car',
};
const HEMMINGS_1965_HMN: SourceRef = {
  title: '1965 Pontiac Bonneville convertible: a muscular drop-top without the GTO badge',
  url: 'https://www.hemmings.com/magazine/hmn/2009/07/1965-Pontiac-Bonneville-convertible/1846691.html',
  siteName: 'Hemmings Motor News',
};
const PONTIACSERVER_1965: SourceRef = {
  title: '1965 Pontiac Bonneville 421 (John F. Katz)',
  url: 'http://pontiacserver.com/aw65bonne.html',
  siteName: 'PontiacServer',
};
const DECATUR_1965: SourceRef = {
  title: 'Classic Classics: Pontiac Bonneville convertible, big cruiser from the 60s',
  url: 'https://www.decaturdaily.com/business/classic-classics-pontiac-bonneville-convertible-big-cruiser-from-the-60s/article_2e12c0bf-065b-5ab6-8304-865c603a6406.html',
  siteName: 'The Decatur Daily',
};
const CURBSIDE_1967: SourceRef = {
  title: 'Curbside Classic: 1967 Pontiac Bonneville, long, longer, longest tail',
  url: 'https://curbsideclassic.com/curbside-classics-american/curbside-classic-1967-pontiac-bonneville-daily-driver-long-longer-longest-tail',
  siteName: 'Curbside Classic',
};
const BARNFINDS_1967_428: SourceRef = {
  title: '1 of 280! 1967 Pontiac 428 2+2 Convertible (428 ratings from factory brochures)',
  url: 'https://barnfinds.com/1-of-280-1967-pontiac-428-22-convertible',
  siteName: 'Barn Finds',
};
const GMA_1969: SourceRef = {
  title: '1969 Pontiac Bonneville being auctioned online',
  url: 'https://gmauthority.com/blog/2024/11/1969-pontiac-bonneville-being-auctioned-online/',
  siteName: 'GM Authority',
};
const MACS_GRAND_VILLE: SourceRef = {
  title: 'Pretender to the throne: 1971-75 Pontiac Grand Ville',
  url: 'https://macsmotorcitygarage.com/pretender-to-the-throne-1971-75-pontiac-grand-ville',
  siteName: "Mac's Motor City Garage",
};
const PONTIAC_7176_XS4ALL: SourceRef = {
  title: '1971-1976 Pontiac full size',
  url: 'https://mjs.home.xs4all.nl/Pontiac%20full%20size%20web.htm',
};
const HAGERTY_1976_BROUGHAM: SourceRef = {
  title: '1976 Pontiac Bonneville Brougham: Last call for truly large luxury',
  url: 'https://www.hagerty.com/media/opinion/klockau-classics/1976-pontiac-bonneville-brougham-last-call-for-truly-large-luxury/',
  siteName: 'Hagerty',
};
const CURBSIDE_1977_RT: SourceRef = {
  title: 'Vintage Review: 1977 Pontiac Bonneville Brougham (Road & Track, November 1976)',
  url: 'https://www.curbsideclassic.com/vintage-reviews/vintage-review-1977-pontiac-bonneville-brougham/',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1978: SourceRef = {
  title: "Curbside Classic: 1978 Pontiac Bonneville Brougham - No, Pontiac didn't just make Firebirds in the '70s",
  url: 'https://www.curbsideclassic.com/curbside-classics-american/1978-pontiac-bonneville-brougham-no-pontiac-didnt-just-make-firebirds-in-the-70s/',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1979: SourceRef = {
  title: 'Curbside Classic: 1979 Pontiac Bonneville Brougham Coupe - Who needs a Cadillac?',
  url: 'https://curbsideclassic.com/curbside-classics-american/curbside-classic-1979-pontiac-bonneville-brougham-coupe-who-needs-a-cadillac',
  siteName: 'Curbside Classic',
};
const CARSGONEBY_1978: SourceRef = {
  title: '1978 Pontiac Bonneville',
  url: 'https://carsgoneby.blogspot.com/2024/11/1978-pontiac-bonneville.html',
  siteName: 'Cars Gone By',
};
const AUTOWEEK_1980: SourceRef = {
  title: 'Junkyard Treasure: 1980 Pontiac Bonneville sedan',
  url: 'https://www.autoweek.com/car-life/classic-cars/a1714196/junkyard-treasure-1980-pontiac-bonneville-sedan',
  siteName: 'Autoweek',
};
const CURBSIDE_1981_DIESEL: SourceRef = {
  title: "COAL: 1981 Pontiac Bonneville Diesel - Smoke 'em if you got 'em",
  url: 'https://curbsideclassic.com/cars-of-a-lifetime/coal-1981-pontiac-bonneville-diesel-smoke-em-if-you-got-em',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1983_MODEL_G: SourceRef = {
  title: 'Curbside Classic: 1983 Pontiac Bonneville "Model G" Wagon',
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1983-pontiac-bonneville-model-g-wagon/',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1984_LE: SourceRef = {
  title: 'Curbside Classic: 1984 Pontiac Bonneville LE - Better than a new Volkswagen',
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1984-pontiac-bonneville-le-better-than-a-new-volkswagen/',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1989_LE: SourceRef = {
  title: "Curbside Classic: 1989 Pontiac Bonneville LE - The many lives of the '80s Bonneville",
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1989-pontiac-bonneville-le-the-many-lives-of-the-80s-bonneville/',
  siteName: 'Curbside Classic',
};
const TRIBUNE_1987_SE: SourceRef = {
  title: 'Bonneville SE late, but not lagging (James Mateja, October 12, 1986)',
  url: 'http://articles.chicagotribune.com/1986-10-12/business/8603160967_1_lesabre-bonneville-se-h-body',
  siteName: 'Chicago Tribune',
};
const WAPO_1987: SourceRef = {
  title: "washingtonpost.com's view: 1987 Pontiac Bonneville",
  url: 'https://www.cars.com/reviews/washingtonpost-coms-view-1420689088257',
  siteName: 'Cars.com',
};
const CURBSIDE_1987_SE: SourceRef = {
  title: 'COAL: 1987 Pontiac Bonneville SE - The Yuppiemobile',
  url: 'https://www.curbsideclassic.com/cars-of-a-lifetime/coal-1987-pontiac-bonneville-se-the-yuppiemobile/',
  siteName: 'Curbside Classic',
};
const TRIBUNE_SSE: SourceRef = {
  title: "chicagotribune.com's view: Pontiac Bonneville (SSE introduced for 1988)",
  url: 'https://www.cars.com/reviews/chicagotribune-coms-view-1420689072581/',
  siteName: 'Cars.com',
};
const GENERATION_HO_SSE: SourceRef = {
  title: 'Pontiac Bonneville SSE',
  url: 'http://www.generationhighoutput.com/tag/pontiac/page/2/',
  siteName: 'Generation High Output',
};

// ---------------------------------------------------------------------------------------------
// Common issues and restoration tips, by generation
// ---------------------------------------------------------------------------------------------

const ISSUES_1958: TrimNote[] = [
  {
    title: 'Ever-Level air suspension',
    description:
      'The optional Ever-Level rear air suspension of 1958 proved unreliable when new; leaking bags, valves and lines are common, and many cars were converted to coil springs long ago.',
  },
  {
    title: 'Brake fade',
    description:
      'The 1958 drums have a small lining area and poor cooling, so hard stops bring dramatic and uneven fade. Inspect drums, linings and hoses before driving in traffic.',
  },
  {
    title: 'Scarce exterior trim',
    description:
      "The one-year 1958 styling carries a great deal of model-specific chrome and stainless trim (the 'guided missile' side spears, Bonneville scripts and rear-fender stars), and good pieces are getting hard to find.",
  },
];
const TIPS_1958: TrimNote[] = [
  {
    title: 'Verify fuel injection and Tri-Power claims',
    description:
      'Only about 200 Bonnevilles are believed to have left the factory with Rochester fuel injection, so an injected car should be backed by documentation; Tri-Power was a far cheaper option and is more commonly seen.',
  },
  {
    title: 'Check the X-frame',
    description:
      'The 1958 cruciform frame has no side rails, so rust in the floor pans and rockers affects body rigidity more than on a perimeter-frame car; inspect the frame centre section and floor supports from underneath.',
  },
];

const ISSUES_1959_60: TrimNote[] = [
  {
    title: 'Weak drum brakes',
    description:
      'Like other big cars of the period the Wide-Track Bonneville does not like to stop on short notice; fade and pull are common if the drums and linings are worn.',
  },
  {
    title: 'Vague steering on bias-ply tyres',
    description: 'On original-type bias-ply tyres the wide cars wander and need constant steering correction at speed.',
  },
  {
    title: 'Rust under the broad decks',
    description:
      'Check the trunk floor, rear quarter panels, rocker panels and floor pans, and the frame of the cruciform chassis, which was strengthened for 1959 but still lacks side rails.',
  },
];
const TIPS_1959_60: TrimNote[] = [
  {
    title: 'Radial tyres for regular driving',
    description:
      'Owners report that radials (in an appropriate whitewall style) greatly improve tracking and ride on a car that will be driven often; keep the bias-plies if the car is meant for judged shows.',
  },
  {
    title: 'Keep Tri-Power in tune',
    description:
      'Tri-Power cars need the three Rochester two-barrels and their progressive linkage set up together; rough running is often simply carburettors out of adjustment.',
  },
  {
    title: 'Eight-lug wheels (1960)',
    description:
      'The optional aluminium eight-lug wheels with integral brake drums, available from 1960, add value; inspect them for cracks and corrosion and check that a set matches.',
  },
];

const ISSUES_1961_64: TrimNote[] = [
  {
    title: 'Roto Hydra-Matic',
    description:
      'The Roto Hydra-Matic, a short-lived design with a fluid coupling used by Pontiac and Oldsmobile in the early 1960s, is less tolerant of neglect than the later Turbo Hydra-Matic, and parts and rebuilders are harder to find.',
  },
  {
    title: 'Rust in lower body and trunk',
    description:
      'Check the lower rear quarters, trunk floor and drop-offs, rocker panels and, on convertibles, the floor under the rear seat where water collects.',
  },
];
const TIPS_1961_64: TrimNote[] = [
  {
    title: 'Confirm the engine',
    description:
      "Optional Tri-Power 389s and 421s multiply a Bonneville's value; check the engine code and serial number stamped on the front of the block, and the block casting date, against the car's build records before paying a premium.",
  },
  {
    title: 'Eight-lug wheels',
    description:
      'Original aluminium eight-lug wheels with integral drums were optional through 1968; check for cracked or corroded drums and a matched set.',
  },
];

const ISSUES_1965_70: TrimNote[] = [
  {
    title: 'Rust in quarters, trunk and window channels',
    description:
      'Inspect the lower rear quarters and wheel openings, trunk floor and drop-offs, and the rear window channel, especially under vinyl roofs, which trap moisture.',
  },
  {
    title: 'Convertible top hydraulics',
    description:
      'Convertibles use an electro-hydraulic top pump and cylinders; leaking cylinders and tired pumps are common and should be budgeted for.',
  },
];
const TIPS_1965_70: TrimNote[] = [
  {
    title: 'Shared mechanicals, unique trim',
    description:
      'From 1965 GM required its divisions to share suspension, steering and brake components, so chassis parts are easy to find; Bonneville-specific items such as trim, emblems and interior panels are the hard parts, so buy a complete car.',
  },
  {
    title: 'Document big-engine cars',
    description:
      'Cars with the 421 (1965-66) or 428 (1967-69) are worth more than 389, 400 or 455 cars, so check engine codes, casting dates and build documentation.',
  },
];

const ISSUES_1971_76: TrimNote[] = [
  {
    title: 'Rust under vinyl roofs and in rear quarters',
    description:
      'These large B-bodies rust around the rear window, under vinyl tops, in the lower rear quarters and in the trunk floor; check carefully before buying.',
  },
  {
    title: 'Low-compression, emissions-era engines',
    description:
      'Lower compression for low-lead fuel from 1971, and catalytic converters from 1975, leave these heavy cars with leisurely performance; do not expect 1960s pace.',
  },
];
const TIPS_1971_76: TrimNote[] = [
  {
    title: 'Shared B-body mechanicals',
    description:
      'Suspension, steering and brake parts are shared widely with other GM full-size cars of the period, so mechanical restoration is affordable; Pontiac-specific trim is what to hunt for.',
  },
  {
    title: 'Buy the best body',
    description: 'Values remain modest, so a rust-free, complete car is almost always cheaper than restoring a rusty one.',
  },
];

const ISSUES_1977_81: TrimNote[] = [
  {
    title: 'Turbo Hydra-Matic 200 durability',
    description:
      'The light-duty Turbo Hydra-Matic 200 fitted behind some engines shifted well when new but has a poor reputation for long-term durability.',
  },
  {
    title: 'Oldsmobile 350 diesel (1980-81)',
    description:
      'The optional Oldsmobile 350 diesel V8 was notoriously unreliable; many were replaced with gasoline engines, and a surviving diesel car is worth less than a gasoline one.',
  },
  {
    title: 'Rust',
    description: 'Check the rear wheel openings, lower doors and fenders, and the rear window surround under vinyl roofs.',
  },
];
const TIPS_1977_81: TrimNote[] = [
  {
    title: "Identify which division's engine it has",
    description:
      'GM fitted engines from several divisions to these cars (Pontiac, Oldsmobile, Chevrolet and Buick units, with different engines in California), so confirm the engine before ordering parts.',
  },
  {
    title: 'Plentiful B-body parts',
    description:
      'The 1977-up B-body chassis was shared with the Chevrolet Caprice/Impala, Oldsmobile 88 and Buick LeSabre, so mechanical and many chassis parts are easy to source.',
  },
];

const ISSUES_1982_86: TrimNote[] = [
  {
    title: 'Rear frame rust',
    description:
      'G-body frames rust at the rear, around the trailing-arm mounts and rear rails; inspect the frame from underneath before buying.',
  },
  {
    title: 'Buick V6 oil pump wear',
    description:
      "The 3.8 (231) V6's oil pump is built into the timing cover; wear there can cause low oil pressure or loss of prime after sitting, so check oil pressure and listen for timing-chain noise.",
  },
];
const TIPS_1982_86: TrimNote[] = [
  {
    title: 'Use the G-body parts pool',
    description:
      'The chassis, brakes and drivetrain are shared with the Grand Prix, Cutlass, Regal, Monte Carlo and Malibu, so mechanical parts are cheap and plentiful; Bonneville-specific grille, lights and trim are harder to find.',
  },
];

const ISSUES_1987_89: TrimNote[] = [
  {
    title: 'Sagging headliner and worn interior plastics',
    description:
      'As on most GM cars of the era the headliner fabric separates from its board, and interior plastics fade and crack in the sun.',
  },
  {
    title: '3.8 V6 sensors',
    description:
      'Failing crankshaft or camshaft position sensors on the fuel-injected Buick V6 cause stalling when hot or no-start; check how the car restarts when warm.',
  },
];
const TIPS_1987_89: TrimNote[] = [
  {
    title: 'Buy a complete car',
    description:
      'Drivetrain parts are shared with the Buick LeSabre and Oldsmobile 88, but Bonneville-specific body-colour cladding, spoilers and SE/SSE interior and electronic parts are hard to replace.',
  },
];

// ---------------------------------------------------------------------------------------------
// Years
// ---------------------------------------------------------------------------------------------

export const bonnevilleYears: YearContent[] = [
  {
    year: 1958,
    overview:
      "For 1958 the Bonneville became a series of its own at the top of Pontiac's range, offered as a Sport Coupe hardtop and a convertible on the shorter 122-inch Chieftain wheelbase with a longer ribbed rear deck. It shared GM's all-new 1958 chassis with a cruciform frame, ball-joint front suspension and optional Ever-Level air suspension. The 370 V8 came with a four-barrel carburettor as standard, Tri-Power and a rarely ordered $500 Rochester fuel injection being options, and a Tri-Power Bonneville convertible paced the 1958 Indianapolis 500.",
    changes: [
      'Bonneville became its own series instead of a Star Chief convertible, adding a Sport Coupe hardtop.',
      "Price dropped sharply from 1957's $5,782 as much of the standard equipment moved to the option list.",
      'Engine grew from 347 to 370 cu in, and fuel injection became an option rather than standard.',
    ],
    productionNumbers: 12240,
    sources: [OCW_1958, AUWM_WIDE_TRACK, GMA_1958_SIA, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '370 V8 4-bbl', note: 'with manual transmission', displacement: '370 cu in (6.1 L)', horsepower: 255 },
            { name: '370 V8 4-bbl', note: 'with Hydra-Matic', displacement: '370 cu in (6.1 L)', horsepower: 285 },
            { name: '370 V8 Tri-Power', displacement: '370 cu in (6.1 L)', horsepower: 300 },
            { name: '370 V8 Rochester fuel injection', displacement: '370 cu in (6.1 L)', horsepower: 310 },
          ],
          transmissions: ['3-speed manual', '4-speed Strato-Flight Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 122, lengthIn: 211.7 },
          basePriceUsd: 3481,
        },
        issues: ISSUES_1958,
        tips: TIPS_1958,
        sources: [OCW_1958, AUWM_WIDE_TRACK, GMA_1958_SIA],
      },
    ],
  },
  {
    year: 1959,
    overview:
      "The 1959 Bonneville introduced Pontiac's Wide-Track stance and its first split grille, and became a full series: a Vista four-door hardtop and a Safari station wagon joined the Sport Coupe and convertible. Hardtops and convertibles rode the 124-inch wheelbase and the wagon the 122-inch one, and a longer stroke took the V8 to 389 cu in. Motor Trend named the 1959 Pontiac line its Car of the Year, and a Bonneville convertible paced the first Daytona 500.",
    changes: [
      'Wide-Track chassis: tread widened by nearly five inches at the front and more than 4.5 inches at the rear.',
      "Pontiac's first split grille, on an all-new GM body.",
      'The 389 V8 replaced the 370; the standard Hydra-Matic engine was rated at 300 hp.',
      'Vista four-door hardtop and Safari wagon added; the series moved to the 124-inch wheelbase (122 inches for the wagon).',
    ],
    sources: [HSW_1959, HAGERTY_1959_WAGON, HEACOCK_1959, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', note: 'with Hydra-Matic', displacement: '389 cu in (6.4 L)', horsepower: 300 },
            { name: '389 V8 Tri-Power', displacement: '389 cu in (6.4 L)' },
          ],
          transmissions: ['3-speed manual', '4-speed Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1959_60,
        tips: TIPS_1959_60,
        sources: [HSW_1959, AUTOMOBILE_1959, HAGERTY_1959_WAGON],
      },
    ],
  },
  {
    year: 1960,
    overview:
      "The 1960 Bonneville was a facelift of the 1959 car, with a full-width horizontal grille taking the place of the split grille for one year and the 1959's V-shaped fins removed. The Sport Coupe, Vista hardtop sedan, convertible and Safari wagon continued, and the standard 389 with Hydra-Matic was rated at 303 hp. Pontiac's aluminium eight-lug wheels with integral brake drums became available this year.",
    changes: [
      'Horizontal full-width grille replaced the split grille for this year only.',
      'Rear styling revised, with the 1959 V-fins gone.',
      'Standard Hydra-Matic 389 rated at 303 hp.',
      'Aluminium eight-lug wheels with integral brake drums became optional.',
    ],
    sources: [ACM_1960, HSW_1960_64, WILDABOUTCARS_8LUG, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', note: 'with Hydra-Matic', displacement: '389 cu in (6.4 L)', horsepower: 303 },
            { name: '389 V8 Tri-Power', displacement: '389 cu in (6.4 L)' },
          ],
          transmissions: ['3-speed manual', '4-speed Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124, lengthIn: 220.7 },
        },
        issues: ISSUES_1959_60,
        tips: TIPS_1959_60,
        sources: [ACM_1960, HSW_1960_64, WILDABOUTCARS_8LUG],
      },
    ],
  },
  {
    year: 1961,
    overview:
      "GM's 1961 redesign made its full-size cars smaller, with perimeter-type frames in place of the X-frame, and Pontiac's split grille returned. The Bonneville moved to a 123-inch wheelbase, was cut from 220.7 to 210 inches long and lost about 155 lb, while keeping the 303-hp Hydra-Matic 389 as standard; 389s of up to 348 hp were optional. It outsold the Star Chief by more than two to one.",
    changes: [
      'All-new, smaller body on a perimeter-type frame.',
      'Split grille returned after a one-year absence.',
      'Wheelbase reduced from 124 to 123 inches and overall length from 220.7 to 210 inches; weight down by about 155 lb.',
      'Seat cushion height raised from 9.8 to 12 inches for comfort.',
    ],
    sources: [HSW_1960_64, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', note: 'with Hydra-Matic', displacement: '389 cu in (6.4 L)', horsepower: 303 },
            { name: '389 V8 Tri-Power', displacement: '389 cu in (6.4 L)', horsepower: 348 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Roto Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 123, lengthIn: 210 },
        },
        issues: ISSUES_1961_64,
        tips: TIPS_1961_64,
        sources: [HSW_1960_64],
      },
    ],
  },
  {
    year: 1962,
    overview:
      "The 1962 Bonneville was a facelift of the 1961 design, offered as a two-door Sport Coupe hardtop, Vista four-door hardtop, convertible and Custom Safari wagon, the last being the most expensive Pontiac at $3,630. The Catalina-based Grand Prix arrived this year as Pontiac's bucket-seat personal-luxury coupe. Bonnevilles could be ordered with Tri-Power 389s and with 421 V8s, including the 405-hp twin four-barrel Super Duty.",
    changes: [
      'Restyled front and rear on the 1961 body.',
      'The Catalina-based Grand Prix was added as a separate bucket-seat personal-luxury model.',
    ],
    sources: [CONCEPTCARZ_1962, HSW_1960_64, HEMMINGS_1962_CONV],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', note: 'with Hydra-Matic', displacement: '389 cu in (6.4 L)' },
            { name: '389 V8 Tri-Power', displacement: '389 cu in (6.4 L)', horsepower: 348 },
            { name: '421 V8 Super Duty 2x4-bbl', displacement: '421 cu in (6.9 L)', horsepower: 405 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Roto Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 123 },
          basePriceUsd: 3350,
        },
        issues: ISSUES_1961_64,
        tips: TIPS_1961_64,
        sources: [CONCEPTCARZ_1962, HEMMINGS_1962_CONV],
      },
    ],
  },
  {
    year: 1963,
    overview:
      'The full-size Pontiacs were re-skinned for 1963 with clean, squared-off lines, vertically stacked headlamps, a recessed split grille, upswept taillamps and a flat windshield in place of the panoramic wrap-around. The Bonneville kept its 123-inch wheelbase and body styles, and 421 V8s remained on the option list. Pontiac built 23,459 Bonneville convertibles this year.',
    changes: [
      'New, squarer sheet metal with vertically stacked quad headlamps.',
      'Panoramic wrap-around windshield replaced by a conventional one.',
    ],
    sources: [HEMMINGS_1963_64, CURBSIDE_1963, HSW_1960_64],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: '389 cu in (6.4 L)' },
            { name: '421 V8', note: 'optional', displacement: '421 cu in (6.9 L)' },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Roto Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 123 },
        },
        issues: ISSUES_1961_64,
        tips: TIPS_1961_64,
        sources: [HEMMINGS_1963_64, CURBSIDE_1963],
      },
    ],
  },
  {
    year: 1964,
    overview:
      'The 1964 Bonneville was a facelift of the 1963 body, with the same body styles, the 389 as standard and 421s optional. It was the last year of this generation and of the Roto Hydra-Matic. A Bonneville-based show convertible, the Club de Mer, recalled the 1956 Pontiac experimental of that name.',
    changes: ['Detail facelift of the 1963 body; the model range carried over.'],
    sources: [HEMMINGS_1963_64, HSW_1960_64, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: '389 cu in (6.4 L)' },
            { name: '421 V8', note: 'optional', displacement: '421 cu in (6.9 L)' },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Roto Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 123 },
        },
        issues: ISSUES_1961_64,
        tips: TIPS_1961_64,
        sources: [HEMMINGS_1963_64],
      },
    ],
  },
  {
    year: 1965,
    overview:
      "An all-new 1965 body on a 124-inch-wheelbase perimeter frame made the Bonneville 221.7 inches long, with stacked headlamps, a split grille, 'Coke-bottle' flanks and a semi-fastback Sport Coupe roof. The 389 remained standard at 325 hp, 421s of up to 376 hp were optional, and the three-speed Turbo Hydra-Matic arrived. A Brougham trim package for the Vista hardtop sedan added Ponchartrain cloth and a Cordova vinyl roof, and Motor Trend named the 1965 Pontiac line its Car of the Year.",
    changes: [
      'All-new body and perimeter frame; wheelbase 124 inches, overall length 221.7 inches.',
      'Three-speed Turbo Hydra-Matic replaced the Roto Hydra-Matic.',
      'Brougham trim package ($161.40) offered on the Bonneville Vista.',
      'Standard 389 rated at 325 hp.',
    ],
    sources: [HSW_1965_70, HEMMINGS_1965_GUIDE, HEMMINGS_1965_HMN, DECATUR_1965],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: '389 cu in (6.4 L)', horsepower: 325 },
            { name: '421 V8 4-bbl', displacement: '421 cu in (6.9 L)', horsepower: 338 },
            { name: '421 V8 Tri-Power', displacement: '421 cu in (6.9 L)', horsepower: 356 },
            { name: '421 HO V8 Tri-Power', displacement: '421 cu in (6.9 L)', horsepower: 376 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124, lengthIn: 221.7 },
        },
        issues: ISSUES_1965_70,
        tips: TIPS_1965_70,
        sources: [HEMMINGS_1965_GUIDE, HEMMINGS_1965_HMN, PONTIACSERVER_1965],
      },
    ],
  },
  {
    year: 1966,
    overview:
      'Little changed from 1965, the 1966 Bonneville is told apart mainly by a less ornate headlamp bezel; suspension, brakes, powertrains and body are otherwise the same. Optional engines again reached 376 hp. It was the last year of the 389 and 421 and of Tri-Power carburetion in the big Pontiacs.',
    changes: ['Detail changes only, including simpler headlamp bezels.', 'Final year of the 389, the 421 and Tri-Power.'],
    sources: [HEMMINGS_1965_GUIDE, HSW_1965_70, AUWM_WIDE_TRACK_5],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '389 V8 4-bbl', displacement: '389 cu in (6.4 L)', horsepower: 325 },
            { name: '421 V8 4-bbl', displacement: '421 cu in (6.9 L)', horsepower: 338 },
            { name: '421 V8 Tri-Power', displacement: '421 cu in (6.9 L)', horsepower: 356 },
            { name: '421 HO V8 Tri-Power', displacement: '421 cu in (6.9 L)', horsepower: 376 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124, lengthIn: 221.7 },
        },
        issues: ISSUES_1965_70,
        tips: TIPS_1965_70,
        sources: [HEMMINGS_1965_GUIDE, AUWM_WIDE_TRACK_5],
      },
    ],
  },
  {
    year: 1967,
    overview:
      'GM restyled its full-size cars for 1967; the Pontiac gained wedge-shaped front fender tips, a low, heavy bumper/grille and creased lower flanks. The 400 and 428 V8s replaced the 389 and 421, and federally required safety equipment such as an energy-absorbing steering column and dual-circuit brakes became standard. The Bonneville, like the Executive, kept a 124-inch wheelbase and a longer tail than the Catalina, for an overall length of 222.6 inches.',
    changes: [
      'New sheet metal on the 124-inch wheelbase.',
      '400 and 428 V8s replaced the 389 and 421.',
      'Energy-absorbing steering column and dual-circuit brake system added.',
    ],
    sources: [HSW_1965_70, CURBSIDE_1967, BARNFINDS_1967_428],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 333 },
            { name: '428 V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 360, torque: 472 },
            { name: '428 HO V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 376, torque: 462 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124, lengthIn: 222.6 },
        },
        issues: ISSUES_1965_70,
        tips: TIPS_1965_70,
        sources: [CURBSIDE_1967, BARNFINDS_1967_428],
      },
    ],
  },
  {
    year: 1968,
    overview:
      'The 1968 facelift gave the Bonneville a prominent beak-like centre section dividing the grille, and federal side-marker lamps were added. The standard 400 was rated at 340 hp and 428s were optional. It was the last year Pontiac offered its aluminium eight-lug wheels, and a Bonneville convertible listed at about $3,800.',
    changes: [
      'New front end with a pointed centre section dividing the grille.',
      'Side-marker lamps added to meet federal rules.',
      'Final year of the optional eight-lug aluminium wheels.',
    ],
    sources: [HSW_INTRO, HSW_1965_70, WILDABOUTCARS_8LUG],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 340 },
            { name: '428 V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 375 },
            { name: '428 HO V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 390 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1965_70,
        tips: TIPS_1965_70,
        sources: [HSW_1965_70],
      },
    ],
  },
  {
    year: 1969,
    overview:
      "The full-size Pontiacs were restyled for 1969 with longer, lower bodies, flared fenders and horizontal headlamps either side of the wide grille and central beak. The 428 became the Bonneville's standard engine, and hardtop coupe and sedan, four-door sedan, convertible and Safari wagon were offered. As on all GM cars this year, the ignition lock moved to the steering column.",
    changes: ['New sheet metal with horizontal headlamps.', '428 V8 standard in the Bonneville.', 'Steering-column ignition lock.'],
    sources: [GMA_1969, HSW_1965_70, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '428 V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 360 },
            { name: '428 HO V8 4-bbl', displacement: '428 cu in (7.0 L)', horsepower: 390 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1965_70,
        tips: TIPS_1965_70,
        sources: [GMA_1969, HSW_1965_70],
      },
    ],
  },
  {
    year: 1970,
    overview:
      "1970 was the last year of this body and of the Bonneville's first long run as Pontiac's top full-size series. New front styling replaced the wide 1969 grille, and the new 455 V8 became the standard Bonneville engine. Hardtops, a sedan, the convertible and the Safari wagon were still offered.",
    changes: ['New front-end styling.', 'New 455 cu in V8 standard, replacing the 428.'],
    sources: [HSW_1965_70, GMA_1969, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [{ name: '455 V8 4-bbl', displacement: '455 cu in (7.5 L)', horsepower: 360 }],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1965_70,
        tips: TIPS_1965_70,
        sources: [HSW_1965_70, WIKIPEDIA],
      },
    ],
  },
  {
    year: 1971,
    overview:
      "GM's new 1971 B-body put the Bonneville on a 126-inch wheelbase (127 for wagons), as big as a Pontiac would ever get. The new Grand Ville took over the top of the line and the convertible, pushing the Bonneville down to the slot of the departed Executive. Its standard 455 now used a two-barrel carburettor and 8.2:1 compression for 280 hp.",
    changes: [
      'All-new body on a 126-inch wheelbase.',
      'Grand Ville introduced above the Bonneville; the convertible moved to the Grand Ville.',
      'Standard 455 switched to a two-barrel carburettor and lower compression.',
    ],
    sources: [HSW_1970S, MACS_GRAND_VILLE, PONTIAC_7176_XS4ALL],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '455 V8 2-bbl', displacement: '455 cu in (7.5 L)', horsepower: 280 },
            { name: '455 V8 4-bbl', displacement: '455 cu in (7.5 L)', horsepower: 325 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 126 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HSW_1970S, MACS_GRAND_VILLE],
      },
    ],
  },
  {
    year: 1972,
    overview:
      'A carry-over year, the 1972 Bonneville changed little. Engines were now rated in SAE net horsepower, the standard two-barrel 455 being quoted at 185 hp.',
    changes: ['Engine ratings quoted as SAE net figures.'],
    sources: [HSW_1970S, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '455 V8 2-bbl', displacement: '455 cu in (7.5 L)', horsepower: 185 },
            { name: '455 V8 4-bbl', displacement: '455 cu in (7.5 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 126 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HSW_1970S],
      },
    ],
  },
  {
    year: 1973,
    overview:
      'For 1973 the Bonneville returned to a 124-inch wheelbase, while the Grand Ville took rear fender skirts and the station wagons. Body styles were down to a four-door sedan and hardtop coupe and sedan, with a two-barrel 400 as standard and the four-barrel 455 optional. Federal 5-mph front bumpers arrived this year.',
    changes: [
      'Wheelbase cut from 126 to 124 inches.',
      'Two-barrel 400 V8 replaced the 455 as the standard engine.',
      'Energy-absorbing 5-mph front bumper.',
    ],
    sources: [HSW_1970S, PONTIAC_7176_XS4ALL],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '400 V8 2-bbl', displacement: '400 cu in (6.6 L)' },
            { name: '455 V8 4-bbl', displacement: '455 cu in (7.5 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HSW_1970S],
      },
    ],
  },
  {
    year: 1974,
    overview:
      "Little changed for 1974, the Bonneville gained 5-mph rear bumpers to match the previous year's front ones. Production dropped to 20,560.",
    changes: ['5-mph rear bumper added.'],
    productionNumbers: 20560,
    sources: [HSW_1970S],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '400 V8', displacement: '400 cu in (6.6 L)' },
            { name: '455 V8', displacement: '455 cu in (7.5 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HSW_1970S],
      },
    ],
  },
  {
    year: 1975,
    overview:
      "For 1975 the Grand Ville became the Grand Ville Brougham, with the 400 replacing the 455 as its standard engine. Catalytic converters, which required unleaded fuel, and GM's High Energy Ignition arrived, and prices rose by about $500. Helped by the model shuffle and a recovery in big-car demand, Bonneville output rose to nearly 28,000.",
    changes: ['Catalytic converter and High Energy Ignition introduced.', 'Prices increased by about $500.'],
    sources: [HSW_1970S, MACS_GRAND_VILLE],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '400 V8', displacement: '400 cu in (6.6 L)' },
            { name: '455 V8', displacement: '455 cu in (7.5 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HSW_1970S],
      },
    ],
  },
  {
    year: 1976,
    overview:
      'The Grand Ville was dropped for 1976 and the Bonneville returned to the top of the Pontiac line, with a new Bonneville Brougham as the flagship. It was the final year of the huge 1971-76 B-body before downsizing, and of the 455 V8.',
    changes: [
      'Grand Ville discontinued; Bonneville Brougham became the top full-size Pontiac.',
      'Last year of the 1971-76 body and of the 455.',
    ],
    sources: [HSW_1970S, HAGERTY_1976_BROUGHAM, CURBSIDE_1989_LE],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '400 V8', displacement: '400 cu in (6.6 L)' },
            { name: '455 V8', displacement: '455 cu in (7.5 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HSW_1970S, CURBSIDE_1989_LE],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '400 V8', displacement: '400 cu in (6.6 L)' },
            { name: '455 V8', displacement: '455 cu in (7.5 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 124 },
        },
        issues: ISSUES_1971_76,
        tips: TIPS_1971_76,
        sources: [HAGERTY_1976_BROUGHAM, HSW_1970S],
      },
    ],
  },
  {
    year: 1977,
    overview:
      "GM's downsized 1977 B-body put the Bonneville and Bonneville Brougham on a 116-inch wheelbase with clean 'sheer look' styling, more interior and trunk space and much less weight. The standard engine was Pontiac's new 301 V8, with Pontiac 350 and 400 and Oldsmobile 403 V8s optional. Road & Track praised the Bonneville Brougham's comfort, handling and braking, and sales rose.",
    changes: [
      'Downsized to a 116-inch wheelbase.',
      'Pontiac 301 V8 became the standard engine.',
      'Bonneville Brougham continued as the top model.',
    ],
    sources: [HSW_INTRO, CURBSIDE_1977_RT, CURBSIDE_1978, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '301 V8 2-bbl', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 180 },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1978, CARSGONEBY_1978],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '301 V8 2-bbl', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 180 },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1977_RT, CURBSIDE_1978],
      },
    ],
  },
  {
    year: 1978,
    overview:
      'The 1978 Bonneville and Bonneville Brougham carried over the 1977 design with only minor changes. The 301 V8 remained standard, with larger V8s up to the Oldsmobile 403 optional.',
    changes: ['Range and engines largely carried over from 1977.'],
    sources: [CURBSIDE_1978, CARSGONEBY_1978],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '301 V8 2-bbl', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)' },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CARSGONEBY_1978, CURBSIDE_1978],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '301 V8 2-bbl', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)' },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1978],
      },
    ],
  },
  {
    year: 1979,
    overview:
      "Few changes marked the 1979 Bonneville, the last of the original 1977 styling. The Bonneville Brougham coupe and sedan, well optioned, offered much of a contemporary Cadillac's comfort at a lower price, though the full-size Pontiacs sold in far smaller numbers than their Chevrolet counterparts.",
    changes: ['Minor trim changes; final year of the 1977-79 styling.'],
    sources: [CURBSIDE_1979, HSW_1970S],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '301 V8 2-bbl', displacement: '301 cu in (4.9 L)' },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1979, CARSGONEBY_1978],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '301 V8 2-bbl', displacement: '301 cu in (4.9 L)' },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1979],
      },
    ],
  },
  {
    year: 1980,
    overview:
      "The 1980 Bonneville received smoother, more aerodynamic outer sheet metal on the 116-inch B-body. Buick's 231 V6 became standard (Oldsmobile's 350 V8 was used in California), 265 and 301 V8s were optional, and Pontiac offered its first diesel, the troublesome Oldsmobile 350.",
    changes: [
      'Aerodynamic restyle of the 1977 body.',
      'Buick 231 V6 replaced the 301 V8 as the standard engine.',
      'Oldsmobile 350 diesel V8 became available.',
    ],
    sources: [HSW_1980S, AUTOWEEK_1980, CARSGONEBY_1978],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 110 },
            { name: '265 V8', displacement: '265 cu in (4.3 L)' },
            { name: '301 V8', displacement: '301 cu in (4.9 L)', horsepower: 140 },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [AUTOWEEK_1980, HSW_1980S],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 110 },
            { name: '265 V8', displacement: '265 cu in (4.3 L)' },
            { name: '301 V8', displacement: '301 cu in (4.9 L)', horsepower: 140 },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [HSW_1980S, CURBSIDE_1989_LE],
      },
    ],
  },
  {
    year: 1981,
    overview:
      'The 1981 Bonneville and Bonneville Brougham coupe and sedan carried on the 1980 styling and were the last full-size, rear-drive Bonnevilles: for 1982 the name moved to a mid-size car, and a full-size Bonneville returned only with the front-drive 1987 model. A diesel V8 remained available.',
    changes: ['Final year of the full-size B-body Bonneville in the United States.'],
    sources: [HSW_1980S, CURBSIDE_1981_DIESEL, CURBSIDE_1989_LE],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '265 V8', displacement: '265 cu in (4.3 L)' },
            { name: '301 V8', displacement: '301 cu in (4.9 L)' },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1981_DIESEL, HSW_1980S],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '265 V8', displacement: '265 cu in (4.3 L)' },
            { name: '301 V8', displacement: '301 cu in (4.9 L)' },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 116 },
        },
        issues: ISSUES_1977_81,
        tips: TIPS_1977_81,
        sources: [CURBSIDE_1989_LE, HSW_1980S],
      },
    ],
  },
  {
    year: 1982,
    overview:
      'For 1982 Pontiac dropped its full-size B-body in the United States and moved the Bonneville name, marketed at first as the "Bonneville Model G", to a restyled version of the 108.1-inch-wheelbase mid-size car previously sold as the LeMans. Offered as a four-door sedan and a station wagon, it arrived just as demand for big cars began to recover.',
    changes: [
      'Moved from the full-size B-body to the mid-size, rear-drive G-body (108.1-inch wheelbase).',
      'Coupes dropped; four-door sedan and wagon only.',
    ],
    sources: [HSW_1980S, CURBSIDE_1983_MODEL_G, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 110 },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [HSW_1980S, CURBSIDE_1983_MODEL_G],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 110 },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [CURBSIDE_1983_MODEL_G, WIKIPEDIA],
      },
    ],
  },
  {
    year: 1983,
    overview:
      'The mid-size G-body Bonneville continued for 1983 in sedan and wagon form. With dealers asking for a full-size model again, Pontiac began selling the Canadian-built B-body Parisienne in the United States alongside it.',
    changes: ['The Canadian-built full-size Parisienne was brought to U.S. dealers alongside the Bonneville.'],
    sources: [HSW_1980S, CURBSIDE_1983_MODEL_G],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 110 },
            { name: '305 V8', displacement: '305 cu in (5.0 L)' },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [CURBSIDE_1983_MODEL_G],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 110 },
            { name: '305 V8', displacement: '305 cu in (5.0 L)' },
            { name: '350 diesel V8 (Oldsmobile)', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [CURBSIDE_1983_MODEL_G, WIKIPEDIA],
      },
    ],
  },
  {
    year: 1984,
    overview:
      "The 1984 Bonneville remained a mid-size, rear-drive G-body sedan aimed at buyers who wanted comfort and respectability in a tidy package, offered in base, LE and Brougham trim. Buick's 3.8 V6 was standard and a V8 optional.",
    changes: ['Largely carried over from 1983.'],
    sources: [CURBSIDE_1984_LE, HSW_1980S],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '305 V8', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [CURBSIDE_1984_LE],
      },
      {
        name: 'Bonneville Brougham',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '305 V8', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [CURBSIDE_1984_LE, WIKIPEDIA],
      },
    ],
  },
  {
    year: 1985,
    overview:
      'The G-body Bonneville sedan carried on for 1985 largely unchanged, selling alongside the full-size Parisienne that Pontiac now imported from Canada.',
    changes: ['Largely carried over from 1984.'],
    sources: [HSW_1980S, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '305 V8', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [HSW_1980S, WIKIPEDIA],
      },
    ],
  },
  {
    year: 1986,
    overview:
      'The 1986 model was the last rear-wheel-drive Bonneville; for 1987 the name moved to a front-drive, full-size H-body sedan. The G-body sedan was otherwise little changed.',
    changes: ['Final year of the rear-wheel-drive G-body Bonneville.'],
    sources: [HSW_1980S, CURBSIDE_1989_LE, WIKIPEDIA],
    trims: [
      {
        name: 'Bonneville',
        specs: {
          engines: [
            { name: '231 V6 (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '305 V8', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 108.1 },
        },
        issues: ISSUES_1982_86,
        tips: TIPS_1982_86,
        sources: [HSW_1980S, WIKIPEDIA],
      },
    ],
  },
  {
    year: 1987,
    overview:
      'The 1987 Bonneville moved to the front-wheel-drive H-body introduced a year earlier by the Buick LeSabre and Oldsmobile Delta 88, becoming the smallest and lightest Bonneville yet on a 110.8-inch wheelbase and 198.7 inches long. A fuel-injected Buick 3.8 V6 powered all models. Base and LE versions were conservatively styled, while the sporty SE, with a body-colour grille and sportier trim, was aimed at import sedans such as the Audi 5000S and BMW 528e.',
    changes: [
      'All-new front-wheel-drive H-body sedan replaced the rear-drive G-body car.',
      'Fuel-injected 3.8 V6 as the only engine.',
      'Base, LE and SE models.',
    ],
    sources: [HSW_1980S, TRIBUNE_1987_SE, WAPO_1987, CURBSIDE_1987_SE],
    trims: [
      {
        name: 'Bonneville LE',
        specs: {
          engines: [{ name: '3.8 V6 SFI (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 150, torque: 200 }],
          transmissions: ['4-speed automatic (Hydra-Matic 440-T4)'],
          dimensions: { wheelbaseIn: 110.8, lengthIn: 198.7 },
        },
        issues: ISSUES_1987_89,
        tips: TIPS_1987_89,
        sources: [TRIBUNE_1987_SE, HSW_1980S],
      },
      {
        name: 'Bonneville SE',
        specs: {
          engines: [{ name: '3.8 V6 SFI (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 150, torque: 200 }],
          transmissions: ['4-speed automatic (Hydra-Matic 440-T4)'],
          dimensions: { wheelbaseIn: 110.8, lengthIn: 198.7 },
        },
        issues: ISSUES_1987_89,
        tips: TIPS_1987_89,
        sources: [TRIBUNE_1987_SE, CURBSIDE_1987_SE],
      },
    ],
  },
  {
    year: 1988,
    overview:
      "The 1988 Bonneville gained the new 3800 V6 and a new top model, the SSE, with body-colour ground-effects cladding, a deck-lid spoiler, a firmer handling suspension and a driver information centre. The SSE set the Bonneville apart from its LeSabre and 88 siblings and shaped the model's sporty image into the 1990s.",
    changes: ['SSE added as the top model.', 'New 3800 V6 (165 hp) became the only engine.'],
    sources: [TRIBUNE_SSE, GENERATION_HO_SSE, CURBSIDE_1989_LE],
    trims: [
      {
        name: 'Bonneville LE',
        specs: {
          engines: [{ name: '3800 V6 SFI', displacement: '231 cu in (3.8 L)', horsepower: 165, torque: 210 }],
          transmissions: ['4-speed automatic (Hydra-Matic 440-T4)'],
          dimensions: { wheelbaseIn: 110.8 },
        },
        issues: ISSUES_1987_89,
        tips: TIPS_1987_89,
        sources: [CURBSIDE_1989_LE, GENERATION_HO_SSE],
      },
      {
        name: 'Bonneville SSE',
        specs: {
          engines: [{ name: '3800 V6 SFI', displacement: '231 cu in (3.8 L)', horsepower: 165, torque: 210 }],
          transmissions: ['4-speed automatic (Hydra-Matic 440-T4)'],
          dimensions: { wheelbaseIn: 110.8 },
        },
        issues: ISSUES_1987_89,
        tips: TIPS_1987_89,
        sources: [TRIBUNE_SSE, GENERATION_HO_SSE],
      },
    ],
  },
  {
    year: 1989,
    overview:
      'The 1989 Bonneville continued with LE, SE and SSE models, all powered by the 3800 V6. This first front-drive generation continued through 1991, and a restyled Bonneville followed for 1992.',
    changes: ['Detail changes; LE, SE and SSE continued.'],
    sources: [CURBSIDE_1989_LE, TRIBUNE_SSE],
    trims: [
      {
        name: 'Bonneville LE',
        specs: {
          engines: [{ name: '3800 V6 SFI', displacement: '231 cu in (3.8 L)', horsepower: 165, torque: 210 }],
          transmissions: ['4-speed automatic (Hydra-Matic 440-T4)'],
          dimensions: { wheelbaseIn: 110.8 },
        },
        issues: ISSUES_1987_89,
        tips: TIPS_1987_89,
        sources: [CURBSIDE_1989_LE],
      },
      {
        name: 'Bonneville SSE',
        specs: {
          engines: [{ name: '3800 V6 SFI', displacement: '231 cu in (3.8 L)', horsepower: 165, torque: 210 }],
          transmissions: ['4-speed automatic (Hydra-Matic 440-T4)'],
          dimensions: { wheelbaseIn: 110.8 },
        },
        issues: ISSUES_1987_89,
        tips: TIPS_1987_89,
        sources: [TRIBUNE_SSE, GENERATION_HO_SSE],
      },
    ],
  },
];
