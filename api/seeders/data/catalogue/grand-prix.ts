import type { EngineSpec, SourceRef, TrimContent, TrimNote, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac Grand Prix, model years 1962-1989 (US). Engine ratings are advertised gross figures
 * through 1971 and SAE net from 1972. Figures the sources did not settle are left out: most base
 * prices, curb weights, the 1975, 1978 and 1980-1989 production totals, and horsepower for several
 * mid-1970s and 1980s engines. Where a year's sources list only the standard engine, the engine's
 * note says "standard" rather than pretending the list is complete.
 */

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

const WIKIPEDIA_GP: SourceRef = {
  title: 'Pontiac Grand Prix',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Grand_Prix',
  siteName: 'Wikipedia',
};
const WAPO_1962: SourceRef = {
  title: '1962 Pontiac Grand Prix two-door hardtop',
  url: 'https://www.washingtonpost.com/archive/business/2003/03/09/1962-pontiac-grand-prix-two-door-hardtop/3aaaef3e-9cf1-40d0-a817-e2d5f456399c/',
  siteName: 'The Washington Post',
};
const HSW_1962_64: SourceRef = {
  title: '1962, 1963, 1964 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1962-1964-pontiac-grand-prix1.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const HSW_1962_68_DESIGN: SourceRef = {
  title: '1962-1968 Pontiac Grand Prix design',
  url: 'https://auto.howstuffworks.com/1962-1968-pontiac-grand-prix1.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const HSW_1963_64: SourceRef = {
  title: '1963 and 1964 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1962-1968-pontiac-grand-prix3.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const MOTOR1_GP: SourceRef = {
  title: 'Pontiac Grand Prix (model history)',
  url: 'https://www.motor1.com/news/85491/pontiac-grand-prix/',
  siteName: 'Motor1',
};
const PONTIACSERVER_1963_SD: SourceRef = {
  title: 'Grand Prix production figures and Super Duty notes',
  url: 'https://community.fortunecity.ws/silverstone/pontiac/101/tech/gpnum.htm',
};
const HEMMINGS_1964: SourceRef = {
  title: '1964 Pontiac Grand Prix',
  url: 'https://www.hemmings.com/magazine/hmn/2007/02/1964-Pontiac-Grand-Prix/1410610.html',
  siteName: 'Hemmings Motor News',
};
const PONTIACSERVER_1964: SourceRef = {
  title: 'Grand Prix history: 1964 (Pontiac Enthusiast, 1990)',
  url: 'http://pontiacserver.com/gph1_5.html',
  siteName: 'PontiacServer',
};
const WPLR_1964: SourceRef = {
  title: "AJ's Car of the Day: 1964 Pontiac Grand Prix Hardtop Coupe",
  url: 'https://wplr.com/2018/10/31/ajs-car-of-the-day-1964-pontiac-grand-prix-hardtop-coupe',
  siteName: 'WPLR',
};
const HSW_1965: SourceRef = {
  title: '1965 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1962-1968-pontiac-grand-prix4.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const PONTIACSERVER_1965_PRODUCTION: SourceRef = {
  title: 'Pontiac: The Complete History 1926-1979 (Bonsall), 1965 models',
  url: 'http://pontiacserver.com/pch65_2.html',
  siteName: 'PontiacServer',
};
const MOTORTREND_1965: SourceRef = {
  title: 'Fiery Grand Prix (Motor Trend road test, 1965, reprint)',
  url: 'http://pontiacserver.com/mtgp1.html',
  siteName: 'PontiacServer',
};
const PONTIACSERVER_1965: SourceRef = {
  title: 'Grand Prix history: 1965 (Pontiac Enthusiast, 1990)',
  url: 'http://pontiacserver.com/gph1_7.html',
  siteName: 'PontiacServer',
};
const AUTOROUNDUP_1966: SourceRef = {
  title: 'How rare is the 1966 Pontiac Grand Prix? (Greg Zyla)',
  url: 'https://www.autoroundup.com/vehicle/how-rare-is-the-1966-pontiac-grand-prix-article-1423.aspx',
  siteName: 'Auto Round-Up',
};
const STLTODAY_1966: SourceRef = {
  title: "Pontiac Grand Prix: who said you can't buy success?",
  url: 'https://www.stltoday.com/brandavestudios/pontiac-grand-prix-who-said-you-can-t-buy-success/article_d7058af0-704b-11ea-b100-8b759b2bb638.html',
  siteName: 'St. Louis Post-Dispatch',
};
const HSW_1965_68: SourceRef = {
  title: '1965, 1966, 1967, 1968 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1965-1968-pontiac-grand-prix1.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const CURBSIDE_1967_CONV: SourceRef = {
  title: 'In-Motion Outtake: 1967 Pontiac Grand Prix Convertible, a rare bird in flight',
  url: 'https://curbsideclassic.com/blog/cc-outtake/in-motion-outtake-1967-pontiac-grand-prix-convertible-a-rare-bird-in-flight',
  siteName: 'Curbside Classic',
};
const GMAUTHORITY_1967: SourceRef = {
  title: '1967 Pontiac Grand Prix Convertible, completely original',
  url: 'https://gmauthority.com/blog/2016/06/1967-pontiac-grand-prix-convertible-completely-original/',
  siteName: 'GM Authority',
};
const HEMMINGS_1967: SourceRef = {
  title: '1967 Pontiac Grand Prix convertible',
  url: 'https://www.hemmings.com/magazine/hcc/2007/11/1967-Pontiac-Grand-Prix-convertible/1538757.html',
  siteName: 'Hemmings Classic Car',
};
const SLASHGEAR_1968: SourceRef = {
  title: 'How much horsepower does a 1968 Pontiac Grand Prix have and how many were made?',
  url: 'https://slashgear.com/1636522/1968-pontiac-grand-prix-what-horsepower-have-how-many-made',
  siteName: 'SlashGear',
};
const HEMMINGS_1969: SourceRef = {
  title: '1969 Pontiac Grand Prix Model J',
  url: 'https://www.hemmings.com/magazine/hmn/2011/08/1969-Pontiac-Grand-Prix-Model-J/3702221.html',
  siteName: 'Hemmings Motor News',
};
const HAGERTY_1969_72: SourceRef = {
  title: 'Collectible Classic: 1969-1972 Pontiac Grand Prix',
  url: 'https://www.hagerty.com/media/car-profiles/collectible-classic-1969-1972-pontiac-grand-prix/',
  siteName: 'Hagerty',
};
const MACS_1969: SourceRef = {
  title: 'Reshaping the personal-luxury class: the 1969 Pontiac Grand Prix',
  url: 'https://macsmotorcitygarage.com/reshaping-the-personal-luxury-class-the-1969-pontiac-grand-prix',
  siteName: "Mac's Motor City Garage",
};
const HSW_1970_71: SourceRef = {
  title: '1970, 1971 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1969-1972-pontiac-grand-prix3.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const RANRICH_1970: SourceRef = {
  title: '1970 Grand Prix',
  url: 'http://ranrich.com/gp1970.htm',
};
const CARSWITHMUSCLES_1971: SourceRef = {
  title: '1971 Pontiac Grand Prix',
  url: 'https://carswithmuscles.com/1971-pontiac-grand-prix/',
  siteName: 'Cars With Muscles',
};
const HEMMINGS_SSJ: SourceRef = {
  title: "1971-'72 Hurst SSJ Grand Prix (buyer's guide)",
  url: 'https://www.hemmings.com/magazine/mus/2014/02/1971--72-Hurst-SSJ-Grand-Prix/3735031.html',
  siteName: 'Hemmings Muscle Machines',
};
const HSW_1972: SourceRef = {
  title: '1972 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1969-1972-pontiac-grand-prix4.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const ACC_1972: SourceRef = {
  title: "Hurst's SSJ version of the Pontiac Grand Prix took personal luxury to the next level",
  url: 'https://www.americanclassiccars.org.nz/news/hursts-ssj-version-of-the-pontiac-grand-prix-took-personal-luxury-to-the-next-level',
  siteName: 'American Classic Cars (NZ)',
};
const HSW_1973: SourceRef = {
  title: '1973 Pontiac Grand Prix engines and specifications',
  url: 'https://auto.howstuffworks.com/1973-1977-pontiac-grand-prix2.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const PONTIACSERVER_1973: SourceRef = {
  title: 'Grand Prix history, part 3: 1973 to the present (Don Keefe)',
  url: 'http://www.pontiacserver.com/gph3_1.html',
  siteName: 'PontiacServer',
};
const HSW_1974_75: SourceRef = {
  title: 'The 1974, 1975 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1973-1977-pontiac-grand-prix3.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const LEMANS_1975: SourceRef = {
  title: '1975 Pontiac LeMans (Pontiac engines and emissions changes for 1975)',
  url: 'http://1976lemans.blogspot.com/2010/09/1975-pontiac-lemans.html',
};
const HSW_1976: SourceRef = {
  title: 'The 1976 Pontiac Grand Prix',
  url: 'https://auto.howstuffworks.com/1973-1977-pontiac-grand-prix4.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const HEMMINGS_1976: SourceRef = {
  title: "Pontiac's other golden celebration: 1976 Grand Prix 50th Anniversary",
  url: 'https://www.hemmings.com/magazine/hmn/2007/10/Pontiac-s-other-golden-celebration---1976-Grand-Prix-50th-Anniversary/1522369.html',
  siteName: 'Hemmings Motor News',
};
const HSW_1977: SourceRef = {
  title: 'The 1977 Pontiac Grand Prix production',
  url: 'https://auto.howstuffworks.com/1973-1977-pontiac-grand-prix6.htm',
  siteName: 'HowStuffWorks (Consumer Guide)',
};
const HEMMINGS_1977: SourceRef = {
  title: 'Grand Finale: 1977 Pontiac Grand Prix',
  url: 'https://www.hemmings.com/magazine/hcc/2008/06/Grand-Finale---1977-Pontiac-Grand-Prix/1641555.html',
  siteName: 'Hemmings Classic Car',
};
const NYCHOOPTIES_1977: SourceRef = {
  title: 'Show Car Sunday returns! (1977 Pontiac Grand Prix LJ)',
  url: 'http://nychoopties.blogspot.com/2014/05/show-car-sunday-returns_25.html',
  siteName: 'NYC Hoopties',
};
const SLASHGEAR_1978: SourceRef = {
  title: '1978 Pontiac Grand Prix: what engine came in it and how much is it worth?',
  url: 'https://www.slashgear.com/1640152/1978-pontiac-grand-prix-what-engine-came-how-much-worth/',
  siteName: 'SlashGear',
};
const CURBSIDE_1978: SourceRef = {
  title: "Curbside Classic: 1978 Pontiac Grand Prix, GM's Deadly Sin #14",
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1978-pontiac-grand-prix-gms-deadly-sin-14/',
  siteName: 'Curbside Classic',
};
const RANRICH_1979: SourceRef = {
  title: 'The 1979 Grand Prix',
  url: 'http://ranrich.com/gp1979.htm',
};
const CURBSIDE_1979_LJ: SourceRef = {
  title: 'Vintage Review: 1979 Pontiac Grand Prix LJ (Car and Driver, December 1978)',
  url: 'https://www.curbsideclassic.com/vintage-reviews/vintage-review-1979-pontiac-grand-prix-lj-adding-options-makes-the-petite-prix-more-grand/',
  siteName: 'Curbside Classic',
};
const MACS_1980: SourceRef = {
  title: 'Video: Introducing the 1980 Pontiac Grand Prix',
  url: 'https://macsmotorcitygarage.com/video-introducing-the-1980-pontiac-grand-prix',
  siteName: "Mac's Motor City Garage",
};
const EIGHTIES_1980_SJ: SourceRef = {
  title: '1980 Pontiac Grand Prix SJ coupe (eightiescars.com, Pontiac archive)',
  url: 'https://eightiescars.com/tag/pontiac/',
  siteName: 'eightiescars.com',
};
const MACS_1981: SourceRef = {
  title: 'Elegance, aerodynamics, and efficiency: the 1981 Pontiac Grand Prix',
  url: 'https://macsmotorcitygarage.com/elegance-aerodynamics-and-effciency-the-1981-pontiac-grand-prix',
  siteName: "Mac's Motor City Garage",
};
const NYCHOOPTIES_1982: SourceRef = {
  title: 'Not-so-Grand Prix vs Little Italy (1982 Pontiac Grand Prix LJ)',
  url: 'http://nychoopties.blogspot.com/2017/04/not-so-grand-prix-vs-little-italy.html',
  siteName: 'NYC Hoopties',
};
const PONTIACV8_1983: SourceRef = {
  title: "Memories of my '83 Grand Prix LJ",
  url: 'https://www.pontiacv8.com/blog/2021/9/16/memories-of-my-83-grand-prix-lj',
  siteName: 'PontiacV8.com',
};
const CURBSIDE_1984: SourceRef = {
  title: 'COAL: 1984 Pontiac Grand Prix, a great high school ride',
  url: 'https://www.curbsideclassic.com/cars-of-a-lifetime/coal-1984-pontiac-grand-prix-a-great-high-school-ride/',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1985: SourceRef = {
  title: 'Curbside Classic/Driving Impressions: 1985 Pontiac Grand Prix',
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classicdriving-impressions-1985-pontiac-grand-prix/',
  siteName: 'Curbside Classic',
};
const MOTOR1_2PLUS2: SourceRef = {
  title: 'Pontiac Grand Prix 2+2',
  url: 'https://www.motor1.com/news/92538/pontiac-grand-prix-2-2/',
  siteName: 'Motor1',
};
const AUTOMOBILE_2PLUS2: SourceRef = {
  title: '1986 Pontiac Grand Prix Aerocoupe 2+2: NASCAR homologation history',
  url: 'https://www.automobilemag.com/news/1986-pontiac-grand-prix-aerocoupe-2-2-nascar-homologation-history/',
  siteName: 'Automobile Magazine',
};
const CURBSIDE_1986_LE: SourceRef = {
  title: 'Curbside Classic: 1986 Pontiac Grand Prix LE',
  url: 'https://curbsideclassic.com/curbside-classics-american/curbside-classic-1986-pontiac-grand-prix-le-frozen-coke',
  siteName: 'Curbside Classic',
};
const EIGHTIES_1987: SourceRef = {
  title: '1987 Pontiac Grand Prix coupe',
  url: 'https://eightiescars.com/2019/02/17/1987-pontiac-grand-prix-coupe/',
  siteName: 'eightiescars.com',
};
const TRIBUNE_1988: SourceRef = {
  title: 'Another Pontiac gain on road to own identity (1988 model preview)',
  url: 'http://articles.chicagotribune.com/1987-09-13/business/8703090355_1_top-of-the-line-se-front-drive-sse',
  siteName: 'Chicago Tribune',
};
const WAPO_1988: SourceRef = {
  title: 'Grand Prix: cars of the year (1988 Motor Trend Car of the Year)',
  url: 'https://www.washingtonpost.com/archive/lifestyle/1988/02/05/grand-prix-cars-of-the-year/0372185c-795d-4e65-9fd2-0bd79f32e0ac/',
  siteName: 'The Washington Post',
};
const RANRICH_1989: SourceRef = {
  title: 'The 1989 Grand Prix (3.1 V6 and Grand Prix Turbo)',
  url: 'http://ranrich.com/gp1989.htm',
};
const TTAC_1989: SourceRef = {
  title: 'Junkyard Find: 1989 Pontiac Grand Prix coupe, with rare manual transmission option',
  url: 'https://www.thetruthaboutcars.com/2016/02/junkyard-find-1989-pontiac-grand-prix-coupe-rare-manual-transmission-option/',
  siteName: 'The Truth About Cars',
};
const GMEFI_TURBO: SourceRef = {
  title: 'eBay find of the day: 1989 McLaren Turbo Grand Prix',
  url: 'https://gm-efi.com/features/ebay-find-day-1989-mclaren-turbo-grand-prix',
  siteName: 'GM-EFI',
};
const BARNFINDS_TURBO: SourceRef = {
  title: 'Turbocharged coupe: 1989 Pontiac Grand Prix ASC/McLaren',
  url: 'https://barnfinds.com/turbocharged-coupe-1989-pontiac-grand-prix-asc-mclaren',
  siteName: 'Barn Finds',
};

// ---------------------------------------------------------------------------------------------
// Shared displacements, engines and transmissions
// ---------------------------------------------------------------------------------------------

const CI_389 = '389 cu in (6.4 L)';
const CI_421 = '421 cu in (6.9 L)';
const CI_400 = '400 cu in (6.6 L)';
const CI_428 = '428 cu in (7.0 L)';
const CI_455 = '455 cu in (7.5 L)';
const CI_350 = '350 cu in (5.7 L)';
const CI_301 = '301 cu in (4.9 L)';
const CI_231 = '231 cu in (3.8 L)';

const TRANS_1962_63 = ['3-speed manual (standard)', '4-speed manual', 'Roto Hydra-Matic automatic'];
const TRANS_1965_70 = ['3-speed manual (standard)', '4-speed manual', '3-speed Turbo Hydra-Matic automatic'];
const TRANS_THM = ['3-speed Turbo Hydra-Matic automatic'];

const ENGINES_1965_66: EngineSpec[] = [
  { name: '389 V8 4-bbl', note: 'standard, with automatic', displacement: CI_389, horsepower: 325 },
  { name: '389 V8 4-bbl', note: 'standard, with manual transmission', displacement: CI_389, horsepower: 333 },
  { name: '389 V8 2-bbl', note: 'economy option', displacement: CI_389, horsepower: 256 },
  { name: '421 V8 4-bbl', displacement: CI_421, horsepower: 338 },
  { name: '421 V8 Tri-Power', displacement: CI_421, horsepower: 356 },
  { name: '421 H.O. V8 Tri-Power', displacement: CI_421, horsepower: 376 },
];

// ---------------------------------------------------------------------------------------------
// Shared issues and tips, by generation
// ---------------------------------------------------------------------------------------------

const ENGINE_CODE_TIP: TrimNote = {
  title: 'Confirm the engine by its code and casting dates',
  description:
    "Pontiac V8s carry a stamped engine code and the last digits of the VIN on the front of the block, next to the timing cover, plus casting numbers and date codes. Check them against the car's documentation before paying for a big-engine or Tri-Power car; replacement and upgraded engines are common.",
};
const PHS_TIP: TrimNote = {
  title: 'Order the factory paperwork',
  description:
    'Pontiac Historic Services can supply copies of the original billing history for these Grand Prixs, showing the engine, transmission, axle and options as built. For a car sold as a rare engine or transmission combination it is the first thing to ask for.',
};

const B_BODY_RUST: TrimNote = {
  title: 'Rust in the lower body and trunk',
  description:
    'The full-size B-body Grand Prix rusts in the lower rear quarter panels and wheel openings, the trunk floor and the lower edges of the doors and fenders. The frame is usually sound, but check the body mounts and floors from underneath before judging a shiny car.',
};
const EIGHT_LUG_TIP: TrimNote = {
  title: 'Check 8-lug wheel assemblies for originality',
  description:
    "The optional 8-lug aluminium wheel and integral finned brake drum is one of the most valuable options on early Grand Prixs, and sets move between cars. Confirm the option on the car's paperwork and inspect the drums for cracks and machining limits before assuming they are original or serviceable.",
};
const ROTO_HYDRAMATIC: TrimNote = {
  title: 'Roto Hydra-Matic parts and rebuilds',
  description:
    'The 1962-64 automatic is the Roto Hydra-Matic, a short-lived design that was replaced by the Turbo Hydra-Matic for 1965. Rebuild parts and experienced shops are scarcer than for the later transmission; a slipping or harsh-shifting unit should be priced in as a specialist rebuild.',
};
const HIDDEN_HEADLAMPS_6768: TrimNote = {
  title: 'Vacuum-operated hidden headlamp doors',
  description:
    'The 1967-68 Grand Prix hides its headlamps behind vacuum-operated doors. Leaking actuators, hoses or the vacuum reservoir leave the doors stuck or drooping; test that they open with the engine off and closed after sitting.',
};
const VACUUM_DOORS_TIP: TrimNote = {
  title: 'Rebuild the whole headlamp-door vacuum circuit',
  description:
    'Replace all the rubber vacuum lines and test the check valve and reservoir along with the actuators; a single leak anywhere makes both doors misbehave, so piecemeal fixes rarely last.',
};

const VINYL_TOP_RUST: TrimNote = {
  title: 'Rust under the vinyl top and around the rear window',
  description:
    'Water trapped under the vinyl roof rots the rear window channel and the roof skin around it, often invisible until the top is removed. Look for bubbles under the vinyl near the rear glass and for water in the trunk.',
};
const G_BODY_1969_RUST: TrimNote = {
  title: 'Lower front fenders, trunk floor and frame kick-ups',
  description:
    'The 1969-72 Grand Prix rusts in the lower rear of the front fenders, the trunk floor and drop-offs, the lower quarter panels, and on the perimeter frame over the rear axle. Inspect from underneath; the long front sheet metal is expensive to replace.',
};
const SJ_IDENT_TIP: TrimNote = {
  title: 'Prove SJ equipment before paying SJ money',
  description:
    'The SJ was largely an equipment package on the same body, so badges are easy to add. Check the billing history and look for the SJ-specific equipment such as the larger standard engine and, on 1969-72 cars, the automatic level control and gauges.',
};

const COLONNADE_FILLERS: TrimNote = {
  title: 'Soft bumper filler panels and trim',
  description:
    'The 5-mph-bumper Colonnade Grand Prix uses flexible filler panels between the bumpers and body; they shrink, crack and fall apart with age. Good replacements are not available for every year, so price in the search when they are missing.',
};
const COLONNADE_RUST: TrimNote = {
  title: 'Rear quarter, vinyl top and fixed rear-window rust',
  description:
    'Colonnade coupes rust behind the rear wheels, in the lower quarters and trunk, and under vinyl tops around the rear glass and the fixed opera windows, whose seals leak. Check the floors and the rear frame rails from below.',
};
const ENGINE_SWAP_1977_TIP: TrimNote = {
  title: 'Know which division built the engine',
  description:
    'From 1977 GM increasingly shared engines between divisions, and California Grand Prixs of 1978-80 used the Chevrolet 305 instead of the Pontiac 301. Identify the engine before buying parts or paying for originality.',
};
const HURST_HATCH_LEAKS: TrimNote = {
  title: 'Hurst Hatch roof leaks',
  description:
    'The removable Hurst Hatch roof panels of the mid-1970s leak as their seals age, rusting the floors and the roof structure around the openings. New seals are available; check under the carpet and along the roof rails.',
};

const A_BODY_7880_RUST: TrimNote = {
  title: 'Rear wheel openings, lower doors and T-top leaks',
  description:
    'Downsized 1978-87 Grand Prixs rust at the rear wheel openings, lower doors and quarter panels, the trunk floor and around the rear window under landau tops. Cars with the optional T-tops often leak, rotting the floor pans.',
};
const THM200_ISSUE: TrimNote = {
  title: 'Weak light-duty automatic behind the V8',
  description:
    'Many of these cars use the light-duty metric THM 200 three-speed automatic, which is marginal behind a V8. A flare or slip between gears is common; many owners swap to a THM 350 or a 200-4R when rebuilding.',
};
const DIESEL_ISSUE: TrimNote = {
  title: 'Oldsmobile 350 diesel reliability',
  description:
    'The optional Oldsmobile 5.7 diesel of the early 1980s is known for head-gasket and head-bolt failures and injection-pump trouble. Treat a diesel car as a project; many have been converted to gasoline engines.',
};
const TV_CABLE_TIP: TrimNote = {
  title: 'Set the 200-4R throttle-valve cable correctly',
  description:
    'The four-speed 200-4R automatic has no vacuum modulator; line pressure follows the throttle-valve cable. A missing or misadjusted TV cable burns the transmission quickly, so check it first on any overdrive car and after any carburettor or engine work.',
};
const BUICK_V6_PUMP_TIP: TrimNote = {
  title: 'Check oil pressure on the Buick V6',
  description:
    'The carbureted Buick 3.8 (231) V6 drives its oil pump from the timing cover, and wear in the pump gears and cover causes low oil pressure, especially when hot. Fit a gauge to check it, and inspect the cover and gears when the timing chain is replaced.',
};
const G_BODY_PARTS_TIP: TrimNote = {
  title: 'Lean on G-body parts interchange',
  description:
    'Chassis, brake and many drivetrain parts are shared with the Monte Carlo, Cutlass Supreme and Regal, so mechanical parts are easy to find. Grand Prix-specific trim, grilles, taillamps and interior pieces are the hard part: buy a complete car.',
};

const W_BODY_WINDOWS: TrimNote = {
  title: 'Long-door window regulators',
  description:
    'The 1988-89 coupe has long, heavy doors with frameless glass, and the power window regulators and motors wear. Slow, noisy or crooked windows are common; check both sides.',
};
const W_BODY_ELECTRONICS: TrimNote = {
  title: 'Electronic gauges and trim parts',
  description:
    'LCD and electronic instrument displays fade or fail, and coupe-specific interior trim and body mouldings are now hard to find. Check that every display and warning lamp works and that the trim is complete.',
};
const W_BODY_COOLING_TIP: TrimNote = {
  title: 'Keep up with cooling-system maintenance',
  description:
    'The transverse 60-degree V6 sits tight against the firewall. Replace hoses and check for coolant seepage at the intake manifold and water pump during routine service; overheating quickly harms the aluminium heads.',
};

// ---------------------------------------------------------------------------------------------
// Trims, by era
// ---------------------------------------------------------------------------------------------

function earlyGP(
  specs: TrimContent['specs'],
  sources: SourceRef[],
  extra: { issues?: TrimNote[]; tips?: TrimNote[]; name?: string } = {},
): TrimContent {
  return {
    name: extra.name ?? 'Grand Prix',
    specs,
    issues: extra.issues ?? [B_BODY_RUST],
    tips: extra.tips ?? [ENGINE_CODE_TIP, PHS_TIP],
    sources,
  };
}

const J_ENGINES_1969: EngineSpec[] = [
  { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 350 },
  { name: '400 V8 2-bbl', note: 'no-cost economy option, automatic', displacement: CI_400, horsepower: 265 },
  { name: '428 V8 4-bbl', displacement: CI_428, horsepower: 370 },
  { name: '428 H.O. V8 4-bbl', displacement: CI_428, horsepower: 390 },
];
const SJ_ENGINES_1969: EngineSpec[] = [
  { name: '428 V8 4-bbl', note: 'standard in SJ', displacement: CI_428, horsepower: 370 },
  { name: '428 H.O. V8 4-bbl', displacement: CI_428, horsepower: 390 },
];

function modelJ(engines: EngineSpec[], transmissions: string[], sources: SourceRef[], lengthIn?: number): TrimContent {
  return {
    name: 'Model J',
    specs: { engines, transmissions, dimensions: { wheelbaseIn: 118, ...(lengthIn ? { lengthIn } : {}) } },
    issues: [G_BODY_1969_RUST, VINYL_TOP_RUST],
    tips: [ENGINE_CODE_TIP, PHS_TIP],
    sources,
  };
}
function modelSJ(engines: EngineSpec[], transmissions: string[], sources: SourceRef[], lengthIn?: number): TrimContent {
  return {
    name: 'SJ',
    specs: { engines, transmissions, dimensions: { wheelbaseIn: 118, ...(lengthIn ? { lengthIn } : {}) } },
    issues: [G_BODY_1969_RUST, VINYL_TOP_RUST],
    tips: [SJ_IDENT_TIP, ENGINE_CODE_TIP, PHS_TIP],
    sources,
  };
}

function colonnade(
  name: string,
  engines: EngineSpec[],
  sources: SourceRef[],
  extra: { basePriceUsd?: number; issues?: TrimNote[]; tips?: TrimNote[]; transmissions?: string[] } = {},
): TrimContent {
  return {
    name,
    specs: {
      engines,
      transmissions: extra.transmissions ?? TRANS_THM,
      dimensions: { wheelbaseIn: 116 },
      ...(extra.basePriceUsd ? { basePriceUsd: extra.basePriceUsd } : {}),
    },
    issues: extra.issues ?? [COLONNADE_RUST, COLONNADE_FILLERS],
    tips: extra.tips ?? (name === 'SJ' ? [SJ_IDENT_TIP, ENGINE_CODE_TIP] : [ENGINE_CODE_TIP, PHS_TIP]),
    sources,
  };
}

function downsized(
  name: string,
  engines: EngineSpec[],
  transmissions: string[],
  sources: SourceRef[],
  extra: { basePriceUsd?: number; issues?: TrimNote[]; tips?: TrimNote[]; lengthIn?: number } = {},
): TrimContent {
  return {
    name,
    specs: {
      engines,
      transmissions,
      dimensions: { wheelbaseIn: 108.1, ...(extra.lengthIn ? { lengthIn: extra.lengthIn } : {}) },
      ...(extra.basePriceUsd ? { basePriceUsd: extra.basePriceUsd } : {}),
    },
    issues: extra.issues ?? [A_BODY_7880_RUST, THM200_ISSUE],
    tips: extra.tips ?? [ENGINE_SWAP_1977_TIP, G_BODY_PARTS_TIP],
    sources,
  };
}

function wBody(
  name: string,
  engines: EngineSpec[],
  transmissions: string[],
  sources: SourceRef[],
  extra: { issues?: TrimNote[]; tips?: TrimNote[] } = {},
): TrimContent {
  return {
    name,
    specs: { engines, transmissions, dimensions: { wheelbaseIn: 107.5, lengthIn: 193.9 } },
    issues: extra.issues ?? [W_BODY_WINDOWS, W_BODY_ELECTRONICS],
    tips: extra.tips ?? [W_BODY_COOLING_TIP],
    sources,
  };
}

const E_V6_231_1978: EngineSpec = { name: '231 V6 2-bbl (Buick)', note: 'standard', displacement: CI_231, horsepower: 105 };
const E_301_2BBL_1978: EngineSpec = { name: '301 V8 2-bbl', displacement: CI_301, horsepower: 135 };
const E_301_4BBL_1978: EngineSpec = { name: '301 V8 4-bbl', displacement: CI_301, horsepower: 150 };
const E_305_CALIF: EngineSpec = { name: '305 V8 (Chevrolet)', note: 'California cars', displacement: '305 cu in (5.0 L)' };

const E_V6_1981: EngineSpec = { name: '231 V6 2-bbl (Buick)', note: 'standard', displacement: CI_231, horsepower: 110 };
const E_265_1981: EngineSpec = { name: '265 V8 2-bbl', displacement: '265 cu in (4.3 L)', horsepower: 120 };
const E_DIESEL_1981: EngineSpec = { name: '5.7 V8 diesel (Oldsmobile)', displacement: CI_350, horsepower: 105 };

const E_V6_1982_STD: EngineSpec = { name: '231 V6 2-bbl (Buick)', note: 'standard', displacement: CI_231 };
const E_V6_41_1982: EngineSpec = { name: '4.1 V6 (Buick)', displacement: '252 cu in (4.1 L)' };
const E_DIESEL_1982: EngineSpec = { name: '5.7 V8 diesel (Oldsmobile)', displacement: CI_350 };

const E_V6_1987: EngineSpec = { name: '231 V6 2-bbl (Buick)', note: 'LD5, standard', displacement: CI_231, horsepower: 110 };
const E_43_1987: EngineSpec = { name: '4.3 V6 fuel-injected', note: 'LB4', displacement: '263 cu in (4.3 L)', horsepower: 140 };
const E_305_1987: EngineSpec = { name: '305 V8 4-bbl (Chevrolet)', note: 'LG4', displacement: '305 cu in (5.0 L)', horsepower: 150 };

const E_28_W: EngineSpec = { name: '2.8 V6 multi-port fuel injection', displacement: '173 cu in (2.8 L)', horsepower: 130 };
const E_31_W: EngineSpec = {
  name: '3.1 V6 multi-port fuel injection',
  note: 'automatic only',
  displacement: '191 cu in (3.1 L)',
  horsepower: 140,
};

const SOURCES_1981_87 = [WIKIPEDIA_GP];

// ---------------------------------------------------------------------------------------------
// Years
// ---------------------------------------------------------------------------------------------

export const grandPrixYears: YearContent[] = [
  {
    year: 1962,
    overview:
      "The Grand Prix arrived for 1962 as Pontiac's answer to the four-seat Ford Thunderbird: a Catalina two-door hardtop with restrained exterior trim, Bonneville-level appointments and a sporting buckets-and-console interior with a tachometer. The 303 hp 389 four-barrel with dual exhausts was standard, and the full Pontiac performance list applied, up to the 421 Super Duty fitted to just 16 cars.",
    changes: [
      'New model for 1962, effectively replacing the Ventura series.',
      'Bucket seats in Morrokide vinyl, a centre console with tachometer and the 389 four-barrel V8 were standard.',
    ],
    productionNumbers: 30195,
    sources: [WIKIPEDIA_GP, WAPO_1962, HSW_1962_68_DESIGN, MOTOR1_GP],
    trims: [
      earlyGP(
        {
          engines: [
            { name: '389 V8 4-bbl', note: 'standard', displacement: CI_389, horsepower: 303 },
            { name: '389 V8 2-bbl', note: 'economy option', displacement: CI_389, horsepower: 230 },
            { name: '389 V8 Tri-Power', displacement: CI_389, horsepower: 318 },
            { name: '389 H.O. V8 Tri-Power', displacement: CI_389, horsepower: 348 },
            { name: '421 Super Duty V8 (two 4-bbl)', displacement: CI_421, horsepower: 405 },
          ],
          transmissions: TRANS_1962_63,
          dimensions: { wheelbaseIn: 120, lengthIn: 211.6 },
          basePriceUsd: 3490,
        },
        [WAPO_1962, HSW_1962_68_DESIGN, MOTOR1_GP, PONTIACSERVER_1963_SD],
        { issues: [B_BODY_RUST, ROTO_HYDRAMATIC], tips: [EIGHT_LUG_TIP, ENGINE_CODE_TIP, PHS_TIP] },
      ),
    ],
  },
  {
    year: 1963,
    overview:
      "Pontiac's stylists under Jack Humbert, with GM design chief Bill Mitchell, gave the 1963 Grand Prix its own razor-edged roofline with a concave rear window, stacked headlamps and hidden taillamps, and almost no side trim. It is widely regarded as the best-looking early Grand Prix, and production more than doubled. The two most powerful 389s gave way to new 421 V8s of 353 and 370 hp.",
    changes: [
      'New body with a unique formal roofline and concave rear window, stacked quad headlamps and concealed taillamps.',
      'Wider-track chassis, and new 421 cu in V8 options replaced the two most powerful 389s.',
      'A console vacuum gauge replaced the 1962 tachometer, and a Cordova vinyl roof became optional.',
    ],
    productionNumbers: 72959,
    sources: [WIKIPEDIA_GP, HSW_1962_64, HSW_1963_64, HEMMINGS_1964],
    trims: [
      earlyGP(
        {
          engines: [
            { name: '389 V8 4-bbl', note: 'standard', displacement: CI_389, horsepower: 303 },
            { name: '389 V8 2-bbl', note: 'economy option', displacement: CI_389, horsepower: 230 },
            { name: '421 V8 4-bbl', displacement: CI_421, horsepower: 353 },
            { name: '421 H.O. V8 Tri-Power', displacement: CI_421, horsepower: 370 },
          ],
          transmissions: TRANS_1962_63,
          dimensions: { wheelbaseIn: 120 },
        },
        [HSW_1962_64, HSW_1963_64, HEMMINGS_1964],
        { issues: [B_BODY_RUST, ROTO_HYDRAMATIC, VINYL_TOP_RUST], tips: [EIGHT_LUG_TIP, ENGINE_CODE_TIP, PHS_TIP] },
      ),
    ],
  },
  {
    year: 1964,
    overview:
      'A mild evolution of the 1963 design, the 1964 Grand Prix gained softer, frenched headlamp and taillamp treatments, a new grille and revised upholstery. The 389 four-barrel remained standard and three 421s were optional, while the Super Duty engines were gone after GM left racing in 1963. Sales slipped as the Catalina 2+2 and a new Thunderbird competed for the same buyers.',
    changes: [
      'Revised grille with rectangular parking lamps and a new rear deck treatment on the 1963 body.',
      'The standard 389 rose to 306 hp with a manual transmission (303 hp with automatic).',
      'A Muncie four-speed (wide-ratio M20 or close-ratio M21) replaced the Borg-Warner T-10.',
    ],
    productionNumbers: 63810,
    sources: [WIKIPEDIA_GP, HEMMINGS_1964, PONTIACSERVER_1964, HSW_1963_64, WPLR_1964],
    trims: [
      earlyGP(
        {
          engines: [
            { name: '389 V8 4-bbl', note: 'standard, with automatic', displacement: CI_389, horsepower: 303 },
            { name: '389 V8 4-bbl', note: 'standard, with manual transmission', displacement: CI_389, horsepower: 306 },
            { name: '389 V8 2-bbl', note: 'economy option, automatic only', displacement: CI_389, horsepower: 230 },
            { name: '421 V8 4-bbl', displacement: CI_421, horsepower: 320 },
            { name: '421 V8 Tri-Power', displacement: CI_421, horsepower: 350 },
            { name: '421 H.O. V8 Tri-Power', displacement: CI_421, horsepower: 370 },
          ],
          transmissions: ['3-speed manual (standard)', '4-speed manual (Muncie M20 or M21)', 'Roto Hydra-Matic automatic'],
          dimensions: { wheelbaseIn: 120 },
          basePriceUsd: 3499,
        },
        [HEMMINGS_1964, PONTIACSERVER_1964, WPLR_1964, HSW_1963_64],
        { issues: [B_BODY_RUST, ROTO_HYDRAMATIC, VINYL_TOP_RUST], tips: [EIGHT_LUG_TIP, ENGINE_CODE_TIP, PHS_TIP] },
      ),
    ],
  },
  {
    year: 1965,
    overview:
      "The 1965 Grand Prix moved to GM's new full-size B-body with a perimeter frame and a 121-inch wheelbase, wearing a pronounced Coke-bottle shape, stacked headlamps and the Grand Prix's signature concave rear window. The Turbo Hydra-Matic replaced the Roto Hydra-Matic, the standard 389 rose to 325 hp, and a bench seat could now replace the buckets. Pontiac won Motor Trend's Car of the Year for 1965, yet Grand Prix production fell slightly.",
    changes: [
      'All-new B-body with a perimeter frame and a wheelbase one inch longer, at 121 inches.',
      'Three-speed Turbo Hydra-Matic automatic replaced the Roto Hydra-Matic.',
      'Standard 389 rated 325 hp with automatic or 333 hp with a manual transmission.',
      'Cloth upholstery and a bench seat became available for the first time.',
    ],
    productionNumbers: 57881,
    sources: [WIKIPEDIA_GP, HSW_1965, PONTIACSERVER_1965_PRODUCTION, MOTORTREND_1965, PONTIACSERVER_1965],
    trims: [
      earlyGP(
        { engines: ENGINES_1965_66, transmissions: TRANS_1965_70, dimensions: { wheelbaseIn: 121 } },
        [HSW_1965, MOTORTREND_1965, PONTIACSERVER_1965],
        { tips: [EIGHT_LUG_TIP, ENGINE_CODE_TIP, PHS_TIP] },
      ),
    ],
  },
  {
    year: 1966,
    overview:
      "The 1966 Grand Prix was a muted facelift of the 1965 car, with a new grille and a rear panel that gave the impression of full-width taillamps. Engines ran from a 256 hp economy 389 to the 376 hp 421 H.O. Tri-Power, the last year of the 389 and 421 in the Grand Prix. With 36,757 built, it was the rarest of that year's full-size Pontiac series.",
    changes: [
      'Facelift with a new grille and a ribbed rear panel disguising conventional taillamps.',
      'Final year for the 389 and 421 V8s; Tri-Power was limited to the 421.',
    ],
    productionNumbers: 36757,
    sources: [WIKIPEDIA_GP, AUTOROUNDUP_1966, STLTODAY_1966, HSW_1965_68],
    trims: [
      earlyGP(
        { engines: ENGINES_1965_66, transmissions: TRANS_1965_70, dimensions: { wheelbaseIn: 121 } },
        [AUTOROUNDUP_1966, STLTODAY_1966, HSW_1965_68],
        { tips: [EIGHT_LUG_TIP, ENGINE_CODE_TIP, PHS_TIP] },
      ),
    ],
  },
  {
    year: 1967,
    overview:
      "A full lower-body reskin gave the 1967 Grand Prix a massive bumper-grille, the model's first concealed headlamps and hidden wipers. New 400 and 428 cu in V8s replaced the 389 and 421, and for this year only the Grand Prix was also built as a convertible. Of 42,981 built, 5,856 were convertibles.",
    changes: [
      'Only year for a Grand Prix convertible, alongside the hardtop coupe.',
      'Concealed headlamps behind vacuum-operated doors and hidden windshield wipers.',
      'New 400 and 428 cu in V8s replaced the 389 and 421, the four-barrel versions using the new Quadrajet carburettor.',
    ],
    productionNumbers: 42981,
    sources: [WIKIPEDIA_GP, HSW_1965_68, CURBSIDE_1967_CONV, GMAUTHORITY_1967, HEMMINGS_1967],
    trims: (['Hardtop', 'Convertible'] as const).map((body) =>
      earlyGP(
        {
          engines: [
            { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 350 },
            { name: '400 V8 2-bbl', note: 'economy option', displacement: CI_400, horsepower: 265 },
            { name: '428 V8 4-bbl', displacement: CI_428, horsepower: 360, torque: 472 },
            { name: '428 H.O. V8 4-bbl', displacement: CI_428, horsepower: 376, torque: 462 },
          ],
          transmissions: TRANS_1965_70,
          dimensions: { wheelbaseIn: 121, lengthIn: 215.6 },
        },
        [CURBSIDE_1967_CONV, GMAUTHORITY_1967, HEMMINGS_1967, HSW_1965_68],
        {
          name: `Grand Prix ${body}`,
          issues:
            body === 'Convertible'
              ? [
                  HIDDEN_HEADLAMPS_6768,
                  {
                    title: 'Convertible top frame, hydraulics and body rust',
                    description:
                      'A leaking top or tired hydraulic pump and cylinders let water into the floors and trunk of the one-year-only convertible, and the rear quarters and floor pans rust. Top-frame and body parts unique to this car are scarce, so check the mechanism and floors carefully.',
                  },
                ]
              : [HIDDEN_HEADLAMPS_6768, B_BODY_RUST],
          tips:
            body === 'Convertible'
              ? [
                  {
                    title: 'Authenticate a convertible by its body code',
                    description:
                      'Only 5,856 Grand Prix convertibles were built, so check the body number on the cowl tag and the billing history; a converted hardtop lacks the convertible body reinforcements.',
                  },
                  VACUUM_DOORS_TIP,
                  ENGINE_CODE_TIP,
                ]
              : [VACUUM_DOORS_TIP, ENGINE_CODE_TIP, PHS_TIP],
        },
      ),
    ),
  },
  {
    year: 1968,
    overview:
      'The last full-size Grand Prix received another lower-body restyle with an even larger bumper-grille and heavier rear styling, keeping the hidden headlamps. The 350 hp 400 was standard and the 428 was offered at 375 hp or 390 hp as the H.O. Sales fell to 31,711, clearing the way for the smaller 1969 car.',
    changes: [
      'Restyled front and rear on the 121-inch B-body; the convertible was dropped.',
      'The 428 options were uprated to 375 hp and 390 hp (H.O.).',
    ],
    productionNumbers: 31711,
    sources: [WIKIPEDIA_GP, SLASHGEAR_1968, HSW_1965_68],
    trims: [
      earlyGP(
        {
          engines: [
            { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 350 },
            { name: '400 V8 2-bbl', note: 'economy option', displacement: CI_400, horsepower: 265 },
            { name: '428 V8 4-bbl', displacement: CI_428, horsepower: 375 },
            { name: '428 H.O. V8 4-bbl', displacement: CI_428, horsepower: 390 },
          ],
          transmissions: TRANS_1965_70,
          dimensions: { wheelbaseIn: 121 },
        },
        [SLASHGEAR_1968, HSW_1965_68],
        { issues: [HIDDEN_HEADLAMPS_6768, B_BODY_RUST], tips: [VACUUM_DOORS_TIP, ENGINE_CODE_TIP, PHS_TIP] },
      ),
    ],
  },
  {
    year: 1969,
    overview:
      "John DeLorean's reinvented Grand Prix moved to a new 118-inch-wheelbase G-body derived from GM's intermediates, with the longest hood in the industry, a wraparound cockpit dashboard and Duesenberg-inspired Model J and SJ names. The Model J carried the 350 hp 400; the SJ package added the 370 hp 428, automatic level control and power front disc brakes, with a 390 hp 428 H.O. optional. Production leapt to 112,486, and the formula helped create the mid-size personal-luxury class.",
    changes: [
      'All-new, smaller Grand Prix on its own 118-inch-wheelbase G-body, replacing the full-size B-body car.',
      'Model J (standard) and SJ trim levels introduced.',
      'Wraparound driver-oriented instrument panel and hidden windshield radio antenna.',
    ],
    productionNumbers: 112486,
    sources: [WIKIPEDIA_GP, HEMMINGS_1969, HAGERTY_1969_72, MACS_1969],
    trims: [
      modelJ(J_ENGINES_1969, TRANS_1965_70, [HEMMINGS_1969, HAGERTY_1969_72, MACS_1969]),
      modelSJ(SJ_ENGINES_1969, TRANS_1965_70, [HEMMINGS_1969, HAGERTY_1969_72, MACS_1969]),
    ],
  },
  {
    year: 1970,
    overview:
      "The 1970 Grand Prix changed little beyond a vertical-bar grille and trim, but the 428s were replaced by a 455 rated 370 hp and 500 lb-ft. Chevrolet's new Monte Carlo and Oldsmobile's Cutlass Supreme shared the idea and took sales, and production fell to 65,750. Hurst's SSJ conversion of the Grand Prix also appeared this year.",
    changes: [
      'Vertical-bar grille and minor trim changes; a bench seat returned as an option.',
      'The 455 cu in V8 (370 hp) replaced both 428s.',
    ],
    productionNumbers: 65750,
    sources: [WIKIPEDIA_GP, HSW_1970_71, RANRICH_1970, HEMMINGS_SSJ],
    trims: [
      modelJ(
        [
          { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 350 },
          { name: '400 V8 2-bbl', note: 'no-cost economy option, automatic', displacement: CI_400, horsepower: 265 },
          { name: '455 V8 4-bbl', displacement: CI_455, horsepower: 370, torque: 500 },
        ],
        TRANS_1965_70,
        [HSW_1970_71, RANRICH_1970, HAGERTY_1969_72],
      ),
      modelSJ([{ name: '455 V8 4-bbl', note: 'standard in SJ', displacement: CI_455, horsepower: 370, torque: 500 }], TRANS_1965_70, [
        HSW_1970_71,
        RANRICH_1970,
        HAGERTY_1969_72,
      ]),
    ],
  },
  {
    year: 1971,
    overview:
      'A facelift brought an integrated bumper-grille with single headlamps and a sloping boattail rear with taillamps set into the bumper. Compression dropped for lower-octane fuel, so the 400 fell to 300 hp and the 455 to 325 hp. Turbo Hydra-Matic became standard during the year, and production fell to 58,325 in a model year whose start was disrupted by a long GM strike.',
    changes: [
      'New front end with single headlamps and a boattail rear deck with taillamps in the bumper.',
      'Lower compression: 400 rated 300 hp and 455 rated 325 hp.',
      'Turbo Hydra-Matic became standard at mid-year and manual transmissions were dropped.',
    ],
    productionNumbers: 58325,
    sources: [WIKIPEDIA_GP, CARSWITHMUSCLES_1971, HSW_1970_71, HEMMINGS_SSJ],
    trims: [
      modelJ(
        [
          { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 300 },
          { name: '455 V8 4-bbl', displacement: CI_455, horsepower: 325 },
        ],
        [
          '3-speed manual (early production)',
          '4-speed manual (early production)',
          '3-speed Turbo Hydra-Matic automatic (standard from mid-year)',
        ],
        [CARSWITHMUSCLES_1971, HAGERTY_1969_72],
        212.9,
      ),
      modelSJ(
        [{ name: '455 V8 4-bbl', note: 'standard in SJ', displacement: CI_455, horsepower: 325 }],
        ['3-speed Turbo Hydra-Matic automatic'],
        [CARSWITHMUSCLES_1971, HAGERTY_1969_72],
        212.9,
      ),
    ],
  },
  {
    year: 1972,
    overview:
      'The last year of the first G-body Grand Prix brought only grille and taillamp detail changes, with ratings now quoted as SAE net: 250 hp for both the 400 and the 455, the 455 having more torque. Every car had the Turbo Hydra-Matic 400. Production rebounded to 91,961, and the Hurst SSJ was offered for the last time.',
    changes: ['Revised grille pattern and taillamp details.', 'Engines rated in SAE net horsepower: 400 and 455 both 250 hp.'],
    productionNumbers: 91961,
    sources: [WIKIPEDIA_GP, HSW_1972, ACC_1972, HSW_1973],
    trims: [
      modelJ(
        [
          { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 250 },
          { name: '455 V8 4-bbl', displacement: CI_455, horsepower: 250 },
        ],
        ['3-speed Turbo Hydra-Matic 400 automatic'],
        [ACC_1972, HSW_1972],
      ),
      modelSJ(
        [{ name: '455 V8 4-bbl', note: 'standard in SJ', displacement: CI_455, horsepower: 250 }],
        ['3-speed Turbo Hydra-Matic 400 automatic'],
        [ACC_1972, HSW_1972],
      ),
    ],
  },
  {
    year: 1973,
    overview:
      "Delayed a year by the 1970 strike, the 1973 Grand Prix moved to GM's new Colonnade intermediate body on a 116-inch wheelbase, with fixed opera windows, 5-mph front bumper and a new mahogany-trimmed dashboard. The 400 four-barrel (230 hp) was standard and the 455 (250 hp) came with the SJ. Production soared to a record 153,899, of which 20,749 were SJs.",
    changes: [
      'New Colonnade G-body on a 116-inch wheelbase, two inches shorter than 1972.',
      'Fixed rear opera windows replaced the pillarless hardtop roof.',
      'Energy-absorbing 5-mph front bumper.',
    ],
    productionNumbers: 153899,
    sources: [WIKIPEDIA_GP, HSW_1973, PONTIACSERVER_1973],
    trims: [
      colonnade(
        'Grand Prix',
        [
          { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 230, torque: 325 },
          { name: '455 V8 4-bbl', displacement: CI_455, horsepower: 250, torque: 370 },
        ],
        [HSW_1973, PONTIACSERVER_1973],
      ),
      colonnade(
        'SJ',
        [{ name: '455 V8 4-bbl', note: 'standard in SJ', displacement: CI_455, horsepower: 250, torque: 370 }],
        [HSW_1973, PONTIACSERVER_1973],
      ),
    ],
  },
  {
    year: 1974,
    overview:
      'The first oil crisis hit just as the 1974 models arrived, and Grand Prix production fell 35 percent to 99,817. The car gained a heavier 5-mph front bumper with upright guards, taller headlamp bezels and vertical taillamps, and the base car was called the Model J again. The 400 dropped to 225 hp while the SJ kept its 250 hp 455.',
    changes: [
      'New front bumper with large upright guards and a grille that stopped at the bumper.',
      'Base car renamed Model J; paired vertical taillamps.',
      'Standard 400 rated 225 hp.',
    ],
    productionNumbers: 99817,
    sources: [WIKIPEDIA_GP, HSW_1974_75],
    trims: [
      colonnade(
        'Model J',
        [
          { name: '400 V8 4-bbl', note: 'standard', displacement: CI_400, horsepower: 225 },
          { name: '455 V8 4-bbl', displacement: CI_455, horsepower: 250 },
        ],
        [HSW_1974_75],
        { basePriceUsd: 4936 },
      ),
      colonnade('SJ', [{ name: '455 V8 4-bbl', note: 'standard in SJ', displacement: CI_455, horsepower: 250 }], [HSW_1974_75]),
    ],
  },
  {
    year: 1975,
    overview:
      'Styling changes for 1975 were limited to a grille with fewer bars and new taillamp lenses, but a plush LJ joined the Model J and SJ. Like other 1975 Pontiacs the Grand Prix gained a catalytic converter and High Energy Ignition, which ended true dual exhausts.',
    changes: [
      'New LJ luxury trim level between the Model J and the SJ.',
      'Catalytic converter and High Energy Ignition adopted across the Pontiac line.',
      'Revised grille and taillamp lenses.',
    ],
    sources: [WIKIPEDIA_GP, HSW_1974_75, LEMANS_1975],
    trims: (['Model J', 'LJ', 'SJ'] as const).map((name) =>
      colonnade(
        name,
        [
          { name: '400 V8 4-bbl', displacement: CI_400 },
          { name: '455 V8 4-bbl', displacement: CI_455 },
        ],
        [HSW_1974_75, WIKIPEDIA_GP],
      ),
    ),
  },
  {
    year: 1976,
    overview:
      "For Pontiac's 50th year the Grand Prix was facelifted with four rectangular headlamps and a waterfall grille, and the base car became a cheaper value leader with a 160 hp 350 V8. The LJ and SJ continued, and 4,807 gold 50th Anniversary LJs were built with Hurst Hatch roof panels. Sales soared to 228,091.",
    changes: [
      'Facelift with quad rectangular headlamps and a waterfall grille.',
      'Base model price cut by about $500, with a 350 V8 two-barrel as standard and the Model J name dropped.',
      'Limited 50th Anniversary edition based on the LJ: 4,807 built.',
    ],
    productionNumbers: 228091,
    sources: [WIKIPEDIA_GP, HSW_1976, HEMMINGS_1976],
    trims: [
      colonnade(
        'Grand Prix',
        [
          { name: '350 V8 2-bbl', note: 'standard', displacement: CI_350, horsepower: 160 },
          { name: '400 V8', displacement: CI_400 },
          { name: '455 V8 4-bbl', displacement: CI_455 },
        ],
        [HSW_1976],
      ),
      colonnade(
        'LJ',
        [
          { name: '400 V8', displacement: CI_400 },
          { name: '455 V8 4-bbl', displacement: CI_455 },
        ],
        [HSW_1976, HEMMINGS_1976],
        {
          issues: [HURST_HATCH_LEAKS, COLONNADE_RUST, COLONNADE_FILLERS],
          tips: [
            {
              title: 'Verify a 50th Anniversary car',
              description:
                'The 4,807 anniversary LJs were gold with Hurst Hatch roofs and anniversary emblems on the hood ornament and trunk lock cover. Those parts are easy to transplant, so confirm the car with its original documentation and paint code.',
            },
            ENGINE_CODE_TIP,
          ],
        },
      ),
      colonnade(
        'SJ',
        [
          { name: '400 V8', displacement: CI_400 },
          { name: '455 V8 4-bbl', displacement: CI_455 },
        ],
        [HSW_1976],
      ),
    ],
  },
  {
    year: 1977,
    overview:
      "The last big Grand Prix set the model's all-time production record of 288,430. The 455 was gone, and about half the cars carried Pontiac's new lightweight 301 V8, rated 135 hp, as the base engine. A quad-headlamp facelift with turn signals between the lamps identifies the 1977.",
    changes: [
      'New 301 cu in V8 (135 hp) became the base engine; the 455 was discontinued.',
      'Revised front end with the turn signals set between the rectangular headlamps.',
    ],
    productionNumbers: 288430,
    sources: [WIKIPEDIA_GP, HSW_1977, HEMMINGS_1977, NYCHOOPTIES_1977],
    trims: [
      colonnade(
        'Grand Prix',
        [
          { name: '301 V8 2-bbl', note: 'standard', displacement: CI_301, horsepower: 135 },
          { name: '350 V8 4-bbl', displacement: CI_350 },
          { name: '400 V8 4-bbl', displacement: CI_400 },
        ],
        [HEMMINGS_1977, HSW_1977],
        { tips: [ENGINE_SWAP_1977_TIP, ENGINE_CODE_TIP] },
      ),
      colonnade(
        'LJ',
        [
          { name: '350 V8 4-bbl', displacement: CI_350 },
          { name: '400 V8 4-bbl', displacement: CI_400 },
        ],
        [HEMMINGS_1977, HSW_1977],
        { tips: [ENGINE_SWAP_1977_TIP, ENGINE_CODE_TIP] },
      ),
      colonnade('SJ', [{ name: '400 V8 4-bbl', displacement: CI_400 }], [HEMMINGS_1977, HSW_1977], {
        tips: [SJ_IDENT_TIP, ENGINE_SWAP_1977_TIP],
      }),
    ],
  },
  {
    year: 1978,
    overview:
      'Downsized with the other GM intermediates, the 1978 Grand Prix was about a foot shorter and 600 lb lighter, on a 108.1-inch wheelbase. For the first time a V8 was not standard: the base car had a Buick 231 V6 and three-speed manual, the LJ a 135 hp 301 two-barrel and the SJ a 150 hp 301 four-barrel. Production fell by almost 60,000, to about 228,000.',
    changes: [
      'Downsized A-special body, about 12 inches shorter and 600 lb lighter.',
      'Buick 231 V6 standard on the base model; California cars used the Chevrolet 305 in place of the 301.',
    ],
    sources: [WIKIPEDIA_GP, SLASHGEAR_1978, CURBSIDE_1978, HSW_1977],
    trims: [
      downsized(
        'Grand Prix',
        [E_V6_231_1978, E_301_2BBL_1978, E_301_4BBL_1978, E_305_CALIF],
        ['3-speed manual (standard with V6)', '3-speed Turbo Hydra-Matic automatic'],
        [WIKIPEDIA_GP, SLASHGEAR_1978],
      ),
      downsized('LJ', [{ ...E_301_2BBL_1978, name: '301 V8 2-bbl', note: 'standard in LJ' }, E_305_CALIF], TRANS_THM, [
        WIKIPEDIA_GP,
        CURBSIDE_1978,
      ]),
      downsized(
        'SJ',
        [{ ...E_301_4BBL_1978, name: '301 V8 4-bbl', note: 'standard in SJ' }, E_305_CALIF],
        TRANS_THM,
        [WIKIPEDIA_GP, CURBSIDE_1978],
        {
          tips: [SJ_IDENT_TIP, ENGINE_SWAP_1977_TIP],
        },
      ),
    ],
  },
  {
    year: 1979,
    overview:
      'The 1979 Grand Prix differed from the 1978 mainly in grille mesh, taillamp lenses and trim, with real wire wheels newly optional. The V6 became standard on the LJ as well as the base car, and a four-speed manual was offered with the 301 four-barrel for this year only. A late-season fuel shortage cut production to 210,050: 124,815 base, 61,175 LJ and 24,060 SJ.',
    changes: [
      'The 231 V6 became the standard engine on the LJ as well as the base model.',
      'Four-speed manual transmission optional with the 301 four-barrel, for 1979 only.',
      'New grille mesh and taillamp lenses; genuine wire wheels optional.',
    ],
    productionNumbers: 210050,
    sources: [WIKIPEDIA_GP, RANRICH_1979, CURBSIDE_1979_LJ],
    trims: [
      downsized(
        'Grand Prix',
        [E_V6_231_1978, E_301_2BBL_1978, E_301_4BBL_1978, E_305_CALIF],
        ['3-speed manual (standard with V6)', '3-speed Turbo Hydra-Matic automatic'],
        [RANRICH_1979],
      ),
      downsized('LJ', [E_V6_231_1978, E_301_2BBL_1978, E_301_4BBL_1978, E_305_CALIF], TRANS_THM, [RANRICH_1979, CURBSIDE_1979_LJ]),
      downsized(
        'SJ',
        [{ ...E_301_4BBL_1978, name: '301 V8 4-bbl', note: 'standard in SJ' }, E_305_CALIF],
        ['3-speed Turbo Hydra-Matic automatic', '4-speed manual (with 301 4-bbl, 1979 only)'],
        [RANRICH_1979],
        {
          tips: [
            {
              title: 'Document a four-speed car',
              description:
                'The 1979 four-speed manual was a one-year option and very few were built, which makes these cars valuable and worth faking. Ask for the billing history and check for the correct pedal assembly, shifter and crossmember.',
            },
            SJ_IDENT_TIP,
          ],
        },
      ),
    ],
  },
  {
    year: 1980,
    overview:
      'The 1980 Grand Prix returned to a vertical-bar grille and got new GP-logo taillamps, and a three-speed automatic became standard on every model. The 301 two-barrel gave way to a new 265 V8, while the SJ, in its final year, used a 170 hp 301 four-barrel outside California. Production fell to just under 115,000.',
    changes: [
      'Vertical-bar grille and new taillamp lenses.',
      'Three-speed automatic standard on all models; the 265 V8 replaced the 301 two-barrel.',
      'Last year of the SJ designation.',
    ],
    sources: [WIKIPEDIA_GP, MACS_1980, EIGHTIES_1980_SJ],
    trims: [
      downsized(
        'Grand Prix',
        [
          { name: '231 V6 2-bbl (Buick)', note: 'standard', displacement: CI_231 },
          { name: '265 V8 2-bbl', displacement: '265 cu in (4.3 L)', horsepower: 125 },
          { name: '301 V8 4-bbl', displacement: CI_301 },
          { name: '305 V8 4-bbl (Chevrolet)', note: 'California', displacement: '305 cu in (5.0 L)' },
        ],
        TRANS_THM,
        [EIGHTIES_1980_SJ, MACS_1980],
        { basePriceUsd: 6219 },
      ),
      downsized(
        'LJ',
        [
          { name: '231 V6 2-bbl (Buick)', note: 'standard', displacement: CI_231 },
          { name: '265 V8 2-bbl', displacement: '265 cu in (4.3 L)', horsepower: 125 },
          { name: '301 V8 4-bbl', displacement: CI_301 },
          { name: '305 V8 4-bbl (Chevrolet)', note: 'California', displacement: '305 cu in (5.0 L)' },
        ],
        TRANS_THM,
        [MACS_1980, WIKIPEDIA_GP],
      ),
      downsized(
        'SJ',
        [
          { name: '301 V8 4-bbl', note: 'standard in SJ outside California', displacement: CI_301, horsepower: 170 },
          { name: '305 V8 4-bbl (Chevrolet)', note: 'California', displacement: '305 cu in (5.0 L)', horsepower: 150 },
        ],
        TRANS_THM,
        [EIGHTIES_1980_SJ, MACS_1980],
        { basePriceUsd: 7295, tips: [SJ_IDENT_TIP, ENGINE_SWAP_1977_TIP] },
      ),
    ],
  },
  {
    year: 1981,
    overview:
      'A restyle for 1981 gave the Grand Prix a lower, more aerodynamic nose and a longer, sleeker look that it kept through 1987. The SJ was dropped and a Brougham became the top model above the base car and LJ. The 110 hp Buick 3.8 V6 was standard, with the Pontiac 265 V8 in its final year and an Oldsmobile 5.7 diesel optional.',
    changes: [
      'Aerodynamic restyle with a lower, sleeker nose.',
      'SJ dropped; new Brougham top trim.',
      'Last year for a Pontiac-built V8 in the Grand Prix.',
    ],
    sources: [WIKIPEDIA_GP, MACS_1981],
    trims: (['Grand Prix', 'LJ', 'Brougham'] as const).map((name) =>
      downsized(name, [E_V6_1981, E_265_1981, E_DIESEL_1981], ['3-speed Turbo Hydra-Matic automatic'], [MACS_1981, ...SOURCES_1981_87], {
        issues: [A_BODY_7880_RUST, DIESEL_ISSUE],
        tips: [G_BODY_PARTS_TIP, BUICK_V6_PUMP_TIP],
      }),
    ),
  },
  {
    year: 1982,
    overview:
      "With GM's rear-drive intermediates redesignated the G-body, the 1982 Grand Prix carried on in Grand Prix, LJ and Brougham form. No gasoline V8 was offered this year: the choices were Buick 3.8 and 4.1 V6s or the Oldsmobile 5.7 diesel.",
    changes: ['No gasoline V8 offered; the Buick 4.1 V6 and Oldsmobile diesel V8 were the engine options.'],
    sources: [WIKIPEDIA_GP, NYCHOOPTIES_1982],
    trims: (['Grand Prix', 'LJ', 'Brougham'] as const).map((name) =>
      downsized(
        name,
        [E_V6_1982_STD, E_V6_41_1982, E_DIESEL_1982],
        ['3-speed Turbo Hydra-Matic automatic'],
        [NYCHOOPTIES_1982, ...SOURCES_1981_87],
        {
          issues: [A_BODY_7880_RUST, DIESEL_ISSUE],
          tips: [G_BODY_PARTS_TIP, BUICK_V6_PUMP_TIP],
        },
      ),
    ),
  },
  {
    year: 1983,
    overview:
      'The 1983 Grand Prix was nearly identical to the 1982, distinguished by a hood without the chrome centre strip and ornament. The line remained Grand Prix, LJ and Brougham with the Buick 3.8 V6 standard.',
    changes: ['Hood ornament and chrome hood strip deleted.'],
    sources: [WIKIPEDIA_GP, PONTIACV8_1983, NYCHOOPTIES_1982],
    trims: (['Grand Prix', 'LJ', 'Brougham'] as const).map((name) =>
      downsized(name, [E_V6_1982_STD], ['3-speed Turbo Hydra-Matic automatic (standard)'], [PONTIACV8_1983, ...SOURCES_1981_87], {
        tips: [G_BODY_PARTS_TIP, BUICK_V6_PUMP_TIP],
      }),
    ),
  },
  {
    year: 1984,
    overview:
      'The G-body Grand Prix continued with few changes for 1984, sharing its chassis with the Monte Carlo, Cutlass Supreme and Regal. The base car and the top Brougham bracketed a mid-level model, and the Buick 3.8 V6 remained the standard engine.',
    changes: ['Carryover year with minor trim and equipment revisions.'],
    sources: [WIKIPEDIA_GP, CURBSIDE_1984],
    trims: (['Grand Prix', 'Brougham'] as const).map((name) =>
      downsized(name, [E_V6_1982_STD], ['3-speed Turbo Hydra-Matic automatic (standard)'], [CURBSIDE_1984, ...SOURCES_1981_87], {
        tips: [G_BODY_PARTS_TIP, BUICK_V6_PUMP_TIP],
      }),
    ),
  },
  {
    year: 1985,
    overview:
      'By 1985 the rear-drive Grand Prix was an aging design, but it remained a comfortable, durable body-on-frame coupe. The Buick 3.8 V6 was standard, with the base car and the Brougham at either end of the range.',
    changes: ['Carryover year with minor trim revisions.'],
    sources: [WIKIPEDIA_GP, CURBSIDE_1985],
    trims: (['Grand Prix', 'Brougham'] as const).map((name) =>
      downsized(name, [E_V6_1982_STD], ['3-speed Turbo Hydra-Matic automatic (standard)'], [CURBSIDE_1985, ...SOURCES_1981_87], {
        tips: [G_BODY_PARTS_TIP, BUICK_V6_PUMP_TIP],
      }),
    ),
  },
  {
    year: 1986,
    overview:
      "New three-section taillamps were the main change for 1986, and a fuel-injected Chevrolet 4.3 V6 joined the options. The year's headline was the 2+2 Aerocoupe, built to homologate a slippery nose and bubble-back rear window for NASCAR: every one was silver over gray with a 305 V8 and four-speed automatic, and about 1,225 are usually cited as built.",
    changes: [
      'Three-section taillamps.',
      'Fuel-injected 4.3 V6 added to the option list.',
      'One-year-only 2+2 aero coupe for NASCAR homologation.',
    ],
    sources: [WIKIPEDIA_GP, MOTOR1_2PLUS2, AUTOMOBILE_2PLUS2, CURBSIDE_1986_LE],
    trims: [
      ...(['Grand Prix', 'LE', 'Brougham'] as const).map((name) =>
        downsized(
          name,
          [
            { name: '231 V6 2-bbl (Buick)', note: 'standard', displacement: CI_231 },
            { name: '4.3 V6 fuel-injected', displacement: '263 cu in (4.3 L)' },
            { name: '305 V8 4-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)' },
          ],
          ['3-speed automatic', '4-speed automatic (200-4R)'],
          [MOTOR1_2PLUS2, CURBSIDE_1986_LE, ...SOURCES_1981_87],
          { issues: [A_BODY_7880_RUST], tips: [TV_CABLE_TIP, G_BODY_PARTS_TIP] },
        ),
      ),
      downsized(
        '2+2',
        [{ name: '305 V8 4-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)' }],
        ['4-speed automatic (200-4R), 3.08:1 limited-slip axle'],
        [MOTOR1_2PLUS2, AUTOMOBILE_2PLUS2],
        {
          issues: [
            {
              title: 'Unique aero parts are scarce',
              description:
                'The 2+2 nose, the large bonded rear glass and the short fibreglass trunk lid with integral spoiler were unique to this car and are very hard to replace. Cracked rear glass or a damaged nose fascia is a serious problem, not a cosmetic one.',
            },
            {
              title: 'Awkward trunk opening and glass seal leaks',
              description:
                'The fixed bubble window forced a very short trunk lid and small opening. Check the rear glass seal and the trunk for water, since leaks there are hard to fix without removing the glass.',
            },
          ],
          tips: [
            {
              title: 'Authenticate the Y97 package',
              description:
                'The 2+2 was the Y97 option, converted from regular Grand Prixs after assembly. Check the option code on the service parts label and the paperwork; clone cars built from a standard Grand Prix and reproduction decals exist.',
            },
            TV_CABLE_TIP,
          ],
        },
      ),
    ],
  },
  {
    year: 1987,
    overview:
      'The final rear-drive Grand Prix carried on with a new sport steering wheel and 45/55 seats for the LE. The 110 hp 3.8 V6 remained standard, with the 140 hp fuel-injected 4.3 V6 and the 150 hp 305 V8 (four-speed automatic only) optional. A base car listed at $11,069.',
    changes: ['New sport steering wheel and 45/55 split front seat for the LE.', 'Final year of the rear-wheel-drive Grand Prix.'],
    sources: [WIKIPEDIA_GP, EIGHTIES_1987],
    trims: (['Grand Prix', 'LE', 'Brougham'] as const).map((name) =>
      downsized(
        name,
        [E_V6_1987, E_43_1987, E_305_1987],
        ['3-speed automatic', '4-speed automatic (200-4R; required with the V8)'],
        [EIGHTIES_1987, ...SOURCES_1981_87],
        {
          issues: [A_BODY_7880_RUST],
          tips: [TV_CABLE_TIP, BUICK_V6_PUMP_TIP, G_BODY_PARTS_TIP],
          lengthIn: 201.9,
          ...(name === 'Grand Prix' ? { basePriceUsd: 11069 } : {}),
        },
      ),
    ),
  },
  {
    year: 1988,
    overview:
      "The Grand Prix became a front-wheel-drive GM10 (W-body) coupe for 1988, smaller than the G-body car, with all-independent suspension, four-wheel disc brakes and a very low drag coefficient for the SE. Every model used a 130 hp 2.8 V6; the base and LE had a four-speed automatic, while the SE came with a five-speed manual. It was Motor Trend's 1988 Car of the Year.",
    changes: [
      'All-new front-wheel-drive W-body coupe on a 107.5-inch wheelbase.',
      'Base, LE and SE trims, all with the 2.8 V6.',
      'Four-wheel disc brakes and fully independent suspension.',
    ],
    sources: [WIKIPEDIA_GP, TRIBUNE_1988, WAPO_1988],
    trims: [
      wBody('Grand Prix', [E_28_W], ['4-speed automatic'], [TRIBUNE_1988]),
      wBody('LE', [E_28_W], ['4-speed automatic'], [TRIBUNE_1988]),
      wBody('SE', [E_28_W], ['5-speed manual (standard)', '4-speed automatic'], [TRIBUNE_1988, WAPO_1988]),
    ],
  },
  {
    year: 1989,
    overview:
      'A 140 hp 3.1 V6, automatic only, joined the 2.8 during 1989, and the manual gearbox stayed available only with the 2.8. The headline was the Grand Prix Turbo, finished by ASC/McLaren with an intercooled turbocharged 3.1 of 205 hp, flared bodywork, 16-inch gold cross-lace wheels, ABS and a head-up display; roughly 750 were built in 1989.',
    changes: ['3.1 V6 (140 hp, automatic only) introduced during the year.', 'Limited-production Turbo model converted by ASC/McLaren.'],
    sources: [WIKIPEDIA_GP, RANRICH_1989, TTAC_1989, GMEFI_TURBO],
    trims: [
      wBody('Grand Prix', [E_28_W, E_31_W], ['4-speed automatic'], [RANRICH_1989, WIKIPEDIA_GP]),
      wBody('LE', [E_28_W, E_31_W], ['4-speed automatic'], [RANRICH_1989, WIKIPEDIA_GP]),
      wBody('SE', [E_28_W, E_31_W], ['5-speed manual (2.8 V6 only)', '4-speed automatic'], [RANRICH_1989, TTAC_1989]),
      wBody(
        'Turbo',
        [{ name: '3.1 turbocharged, intercooled V6 (ASC/McLaren)', displacement: '191 cu in (3.1 L)', horsepower: 205 }],
        ['4-speed automatic (4T60)'],
        [RANRICH_1989, GMEFI_TURBO, BARNFINDS_TURBO],
        {
          issues: [
            {
              title: 'Turbo-specific parts and electronics',
              description:
                'The Garrett turbocharger, intercooler plumbing, head-up display and the ASC/McLaren body panels and wheels are unique to this low-volume car. Check for oil smoke from worn turbo seals, boost leaks and a working HUD and instrument cluster; replacement parts are largely used-only.',
            },
            W_BODY_WINDOWS,
          ],
          tips: [
            {
              title: 'Keep the car stock and documented',
              description:
                'Value depends on originality: keep the gold cross-lace wheels, body cladding and ASC/McLaren badging, and collect the build documentation. Many surviving cars are sold with modest mileage; records of turbo and cooling-system service matter more than cosmetics.',
            },
            W_BODY_COOLING_TIP,
          ],
        },
      ),
    ],
  },
];
