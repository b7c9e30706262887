import type { SourceRef, TrimNote, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac Firebird, model years 1967-1989: overviews, production totals, specifications, common
 * issues and restoration tips for the Firebird's non-Trans Am trims (the Trans Am has its own
 * file). Production totals are for every Firebird built that model year, Trans Ams included.
 * Engine ratings are advertised gross figures through 1971 and SAE net from 1972.
 *
 * A figure the sources did not agree on, or that could not be checked, is left out rather than
 * guessed: where two published totals differ slightly the overview gives the range and
 * productionNumbers is omitted, and horsepower is omitted for engines whose rating varied by
 * exhaust, transmission or source. There was no separate early-1970 Firebird: 1969 production ran
 * on until the second generation arrived in February 1970.
 */

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

const WIKI_FIREBIRD: SourceRef = {
  title: 'Pontiac Firebird',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Firebird',
  siteName: 'Wikipedia',
};
const WIKI_GEN1: SourceRef = {
  title: 'Pontiac Firebird (first generation)',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Firebird_(first_generation)',
  siteName: 'Wikipedia',
};
const WIKI_GEN2: SourceRef = {
  title: 'Pontiac Firebird (second generation)',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Firebird_(second_generation)',
  siteName: 'Wikipedia',
};
const WIKI_GEN3: SourceRef = {
  title: 'Pontiac Firebird (third generation)',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Firebird_(third_generation)',
  siteName: 'Wikipedia',
};
const FGF_1967: SourceRef = {
  title: '1967 Pontiac Firebird - History (models, engines and prices)',
  url: 'http://firstgenfirebird.org/firebird/1967/history.html',
  siteName: 'First Generation Firebird',
};
const FGF_1969: SourceRef = {
  title: '1969 Pontiac Firebird History',
  url: 'https://firstgenfirebird.org/1969-info/1969-pontiac-firebird-history',
  siteName: 'First Generation Firebird',
};
const FGF_1967_ROADTEST: SourceRef = {
  title: "Firebird: Pontiac's 67 1/2 entry, with the emphasis on power (period magazine road test)",
  url: 'https://firstgenfirebird.org/road-tests-and-articles/unknown-magazine-1967-page-6',
  siteName: 'First Generation Firebird',
};
const V6FBODY_1967: SourceRef = {
  title: 'History of the Pontiac Firebird: 1967',
  url: 'http://www.v6fbody.com/history/history_firebird_67.html',
  siteName: 'V6FBody Online',
};
const V6FBODY_1969: SourceRef = {
  title: 'History of the Pontiac Firebird: 1969 - The Best Yet',
  url: 'http://www.v6fbody.com/history/history_firebird_69.html',
  siteName: 'V6FBody Online',
};
const VINTAGECARTALK_1967: SourceRef = {
  title: 'Firebird Takes Flight: The First Generation',
  url: 'http://www.vintagecartalk.com/archives/firebird-takes-flight-the-first-generation/',
  siteName: 'Vintage Car Talk',
};
const OCW_SPRINT: SourceRef = {
  title: 'The Six-cylinder Firebird Sprint: Slouch or sleeper?',
  url: 'https://www.oldcarsweekly.com/features/bill-krause-1967-firebird-sprint',
  siteName: 'Old Cars Weekly',
};
const ACC_1968: SourceRef = {
  title: 'Firebird (1968) - Ultimate Guide (production, prices and engines)',
  url: 'https://amazingclassiccars.com/1968-firebird/',
  siteName: 'Amazing Classic Cars',
};
const ACC_1968_CHANGES: SourceRef = {
  title: '1968 Pontiac Firebird: differences from the 1967',
  url: 'https://amazingclassiccars.com/1968-pontiac-firebird-2/',
  siteName: 'Amazing Classic Cars',
};
const JUSTOLDCARS_1968: SourceRef = {
  title: 'Pontiac Firebird; A Legacy Lost, Part 2: 1968',
  url: 'http://justoldcars.com/?p=1245',
  siteName: 'Just Old Cars',
};
const GUYSWITHRIDES_SPRINT: SourceRef = {
  title: 'Exotic Engine: 1968 Pontiac Firebird Sprint OHC 6',
  url: 'https://www.guyswithrides.com/2023/06/16/68-pontiac-firebird-sprint/',
  siteName: 'Guys With Rides',
};
const BARNFINDS_OHC_1969: SourceRef = {
  title: 'Factory Overhead Cam! 1969 Pontiac Firebird',
  url: 'https://barnfinds.com/factory-overhead-cam-1969-pontiac-firebird',
  siteName: 'Barn Finds',
};
const MOTORJUNKIE_SPRINT: SourceRef = {
  title: '20 Obscure and Rarely Seen Classic Muscle Cars: Pontiac Firebird Sprint',
  url: 'https://motor-junkie.com/20-obscure-and-rarely-seen-classic-muscle-cars/7521/2/',
  siteName: 'Motor Junkie',
};
const HEMMINGS_1969: SourceRef = {
  title: "GM's Other Pony Car - 1969 Pontiac Firebird",
  url: 'https://www.hemmings.com/magazine/mus/2007/05/GM-s-Other-Pony-Car---1969-Pontiac-Firebird/1451703.html',
  siteName: 'Hemmings Muscle Machines',
};
const OCW_1969_CONVERTIBLE: SourceRef = {
  title: 'Car of the Week: 1969 Pontiac Firebird convertible',
  url: 'https://www.oldcarsweekly.com/features/car-week-1969-pontiac-firebird-convertible',
  siteName: 'Old Cars Weekly',
};
const MOTORTREND_350HO: SourceRef = {
  title: 'Pure-Stock Shootout Part VI - Pontiac Pavement Pounders (1969 Firebird 350 H.O.)',
  url: 'https://www.motortrend.com/news/hppp-0901-pure-stock-shootout-part-vi/',
  siteName: 'MotorTrend',
};
const TRANZAM_1970: SourceRef = {
  title: '1970 Firebirds',
  url: 'https://tran-zam.com/fhistory/1970Home.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1972: SourceRef = {
  title: '1972 Firebirds',
  url: 'https://tran-zam.com/fhistory/1972home.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1973: SourceRef = {
  title: '1973 Firebirds',
  url: 'https://tran-zam.com/fhistory/1973Home.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1974: SourceRef = {
  title: '1974 Firebirds',
  url: 'http://tran-zam.com/history/1974/Home.html',
  siteName: 'Tran-Zam',
};
const TRANZAM_1974_FACTS: SourceRef = {
  title: '1974 Firebird Interesting Facts',
  url: 'https://tran-zam.com/fhistory/1974Facts.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1976: SourceRef = {
  title: '1976 Firebirds',
  url: 'https://tran-zam.com/fhistory/1976Home.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1976_FACTS: SourceRef = {
  title: '1976 Firebird Interesting Facts',
  url: 'https://tran-zam.com/fhistory/1976Facts.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1977: SourceRef = {
  title: '1977 Firebirds',
  url: 'https://tran-zam.com/fhistory/1977home.aspx',
  siteName: 'Tran-Zam',
};
const TRANZAM_1977_FACTS: SourceRef = {
  title: '1977 Firebird Interesting Facts',
  url: 'https://tran-zam.com/fhistory/1977Facts.aspx',
  siteName: 'Tran-Zam',
};
const OLDCARMEMORIES_1976: SourceRef = {
  title: '1976 Pontiac Firebird - Won\u2019t Go Breaking Your Heart',
  url: 'https://oldcarmemories.com/1976-pontiac-firebird-wont-go-breaking-your-heart/',
  siteName: 'Old Car Memories',
};
const HSW_1974_76: SourceRef = {
  title: 'The 1974, 1975, 1976 Pontiac Firebird',
  url: 'https://auto.howstuffworks.com/1970-pontiac-firebird3.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const CURBSIDE_1970_71: SourceRef = {
  title: 'Curbside Classic: 1970-1971 Pontiac Firebird Esprit',
  url: 'https://curbsideclassic.com/curbside-classics-american/curbside-classic-1970-1971-pontiac-firebird-esprit',
  siteName: 'Curbside Classic',
};
const CURBSIDE_1973: SourceRef = {
  title: 'Vintage Reviews: 1973 Pontiac Firebird Esprit - Trans Am Not',
  url: 'https://www.curbsideclassic.com/vintage-reviews/vintage-reviews-1973-pontiac-firebird-esprit-trans-am-not/',
  siteName: 'Curbside Classic',
};
const SLASHGEAR_1973: SourceRef = {
  title: '1973 Pontiac Firebird: what engine did it have and how much is it worth?',
  url: 'https://www.slashgear.com/1638118/1973-pontiac-firebird-what-engine-how-much-worth/',
  siteName: 'SlashGear',
};
const OLDRIDE_1973: SourceRef = {
  title: '1973 Pontiac Firebird',
  url: 'https://www.oldride.com/library/1973_pontiac_firebird.html',
  siteName: 'OldRide.com',
};
const MOTOR1_SD455: SourceRef = {
  title: 'Pontiac Firebird Formula 400 (second-generation history and SD-455 ratings)',
  url: 'http://www.motor1.com/news/91663/pontiac-firebird-formula-400/',
  siteName: 'Motor1',
};
const PONTIACFORMULA_1972: SourceRef = {
  title: 'Firebird 1972',
  url: 'http://pontiacformula.free.fr/en/firebird_1972.php',
  siteName: 'Pontiac Formula (fan history)',
};
const PONTIACFORMULA_1975: SourceRef = {
  title: 'Firebird 1975',
  url: 'http://pontiacformula.free.fr/en/firebird_1975.php',
  siteName: 'Pontiac Formula (fan history)',
};
const TWOGTA_1975: SourceRef = {
  title: '1975 Trans Am (rear window redesign and rust)',
  url: 'http://2gta.com/1975ta.html',
  siteName: '2GTA',
};
const HPMEMORIES_1976: SourceRef = {
  title: '1976 Pontiac Firebird Trans Am 50th Anniversary Limited Edition (1976 engine ratings)',
  url: 'https://horsepowermemories.com/2022/05/06/1976-pontiac-firebird-trans-am-50th-anniversary-limited-edition/',
  siteName: 'Horsepower Memories',
};
const SLASHGEAR_1977: SourceRef = {
  title: 'All about 1977 Pontiac Firebird engines',
  url: 'https://www.slashgear.com/1557600/all-about-1977-pontiac-firebird-engines/',
  siteName: 'SlashGear',
};
const FANTOMWORKS_1977: SourceRef = {
  title: '1977 Pontiac Firebird (second-generation history)',
  url: 'http://fantomworks.com/project/1977-pontiac-firebird/',
  siteName: 'FantomWorks',
};
const HEMMINGS_FORMULA_7778: SourceRef = {
  title: "1977-'78 Pontiac Firebird Formula buyer's guide",
  url: 'https://www.hemmings.com/magazine/mus/2011/08/1977--78-Pontiac-Firebird-Formula/3701951.html',
  siteName: 'Hemmings Muscle Machines',
};
const AUTOPIAN_W72: SourceRef = {
  title: 'Forget the Trans Am, the rare W72 Formula is the fast Pontiac Firebird sleeper you want',
  url: 'https://www.theautopian.com/forget-the-trans-am-the-rare-w72-formula-is-the-fast-pontiac-firebird-sleeper-you-want',
  siteName: 'The Autopian',
};
const JALOPNIK_COLORBIRDS: SourceRef = {
  title: 'Never Mind The Horsepower: Special Edition Esprit Firebirds',
  url: 'https://jalopnik.com/never-mind-the-horsepower-special-edition-esprit-fireb-250389',
  siteName: 'Jalopnik',
};
const PONTIACFORMULA_SKYBIRD: SourceRef = {
  title: 'Skybird 1977-78',
  url: 'http://pontiacformula.free.fr/en/skybird.php',
  siteName: 'Pontiac Formula (fan history)',
};
const FIREBIRDGALLERY_1978: SourceRef = {
  title: 'The 1978 Pontiac Firebird, Formula & Trans Am (W72 400 rating)',
  url: 'http://firebirdgallery.com/78lot2.htm',
  siteName: 'Firebird Gallery',
};
const CMSTUDIO_1979: SourceRef = {
  title: '1979 Pontiac Trans Am (W72 6.6 rating and four-speed pairing)',
  url: 'https://cmstudio.com.au/history/1979-pontiac-trans-am/',
  siteName: 'CM Studio',
};
const CURBSIDE_1979: SourceRef = {
  title: 'Curbside Classic: 1979 Pontiac Firebird Trans Am',
  url: 'https://curbsideclassic.com/curbside-classics-american/curbside-classic-1979-pontiac-firebird-trans-am',
  siteName: 'Curbside Classic',
};
const OLDMOTORS_1980: SourceRef = {
  title: '1980 Pontiac Yellowbird: Birds of a Feather',
  url: 'https://oldmotors.net/1980-pontiac-yellowbird-birds-of-a-feather/',
  siteName: 'Old Motors',
};
const BARNFINDS_YELLOWBIRD: SourceRef = {
  title: 'Yellow Bird Limited Edition: 1980 Pontiac Firebird',
  url: 'https://barnfinds.com/yellow-bird-limited-edition-1980-pontiac-firebird',
  siteName: 'Barn Finds',
};
const HAGERTY_GEN2_GUIDE: SourceRef = {
  title: 'Your Handy 1970-81 Pontiac Firebird Buyer\u2019s Guide',
  url: 'https://www.hagerty.com/media/market-trends/hagerty-insider/your-handy-1970-81-pontiac-firebird-buyers-guide/',
  siteName: 'Hagerty',
};
const DISAFFECTED_TA_PRODUCTION: SourceRef = {
  title: 'Trans Am production by model year, 1969-1980',
  url: 'https://disaffectedmusings.com/tag/pontiac-trans-am/',
  siteName: 'Disaffected Musings',
};
const HSW_GEN3: SourceRef = {
  title: 'The 1982-1992 Pontiac Firebird',
  url: 'https://auto.howstuffworks.com/1982-1991-pontiac-firebird.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1983_84: SourceRef = {
  title: 'The 1982-1992 Pontiac Firebird: 1983-1984 Pontiac Firebird',
  url: 'https://auto.howstuffworks.com/1982-1991-pontiac-firebird2.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1985_88: SourceRef = {
  title: 'The 1982-1992 Pontiac Firebird: 1985, 1986, 1987, 1988 models',
  url: 'https://auto.howstuffworks.com/1982-1991-pontiac-firebird3.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const HSW_1982_TA: SourceRef = {
  title: '1982 Pontiac Firebird Trans Am (1982 prices for all three models)',
  url: 'https://auto.howstuffworks.com/1982-pontiac-firebird-trans-am.htm',
  siteName: 'HowStuffWorks Auto (Consumer Guide)',
};
const TRANSAMWORLD_GEN3: SourceRef = {
  title: 'Pontiac Firebird 3rd Generation: production numbers and history',
  url: 'http://transamworld.com/fbird-history-php3.php',
  siteName: 'TransAmWorld',
};
const THIRDGEN_1982: SourceRef = {
  title: "1982 Pontiac Firebird & '82 Pontiac Trans Am",
  url: 'http://www.thirdgen.org/1982-pontiac-firebird',
  siteName: 'ThirdGen.org',
};
const AUTOPOLIS_FOUR: SourceRef = {
  title: '1982-1986 Pontiac Firebird (Base): The Forgotten Firebird Four',
  url: 'https://autopolis.wordpress.com/2011/03/06/1982-1986-pontiac-firebird-the-forgotton-firebird-four/',
  siteName: 'Autopolis',
};
const CLASSICCARSART_GEN3: SourceRef = {
  title: 'Pontiac Firebird third generation: engine summary',
  url: 'https://classic-cars.art/?p=263',
  siteName: 'classic-cars.art',
};
const CLASSICCARSART_1985_88: SourceRef = {
  title: 'Pontiac Firebird Third Generation 1985-1988',
  url: 'https://classic-cars.art/pontiac-firebird-third-generation-1985-1988',
  siteName: 'classic-cars.art',
};
const GMEFI_GEN3: SourceRef = {
  title: "GM EFI's Guide to the 3rd-Gen Pontiac Firebird",
  url: 'https://gm-efi.com/news/gm-efis-guide-to-the-3rd-gen-pontiac-firebird/',
  siteName: 'GM EFI',
};
const THIRDGENFORMULA_1987: SourceRef = {
  title: '1987 Firebird Formula history',
  url: 'http://www.3rdgenformula.com/87/87_history.htm',
  siteName: '3rdGenFormula.com',
};
const EIGHTIESCARS_1987_FORMULA: SourceRef = {
  title: '1987 Pontiac Firebird Formula hatchback coupe',
  url: 'https://eightiescars.com/2025/05/04/1987-pontiac-firebird-formula-hatchback-coupe',
  siteName: 'Eighties Cars',
};
const CONCEPTCARZ_1989: SourceRef = {
  title: '1989 Pontiac Firebird',
  url: 'https://www.conceptcarz.com/vehicle/z2344/pontiac-firebird.aspx',
  siteName: 'conceptcarz.com',
};
const PONTIACV8_FORMULA: SourceRef = {
  title: "The '90 Firebird Formula 350 that made me a third-gen fan",
  url: 'https://pontiacv8.com/blog/2018/7/2/the-90-firebird-formula-350-that-made-me-a-third-gen-fan',
  siteName: 'PontiacV8.com',
};

// ---------------------------------------------------------------------------------------------
// Common issues and restoration tips, by generation
// ---------------------------------------------------------------------------------------------

const G1_RUST: TrimNote = {
  title: 'Cowl, floor and rear-rail rust',
  description:
    'First-generation F-bodies rust where water collects. A leaking cowl plenum or windshield channel soaks the front floor pans, while the lower rear quarters, trunk-floor drop-offs and the rear frame rails under the trunk rot from the inside; vinyl-top cars also rust along the rear window channel. Inspect from underneath and lift the trunk mat before trusting fresh paint.',
};
const G1_DOORS: TrimNote = {
  title: 'Worn door hinge pins',
  description:
    'Worn hinge pins and bushings let the doors drop, so they chip paint at the striker and quarter-panel edge and must be lifted or slammed to latch. Pin-and-bushing kits are inexpensive, but check the hinge pillar for rust or cracking before blaming the pins alone.',
};
const G1_CLONES: TrimNote = {
  title: 'Clones and engine swaps',
  description:
    'The 1967-69 VIN identifies the Firebird series, body style, year and plant but not the engine, so base cars are easily dressed up as 400s, H.O.s or Sprints. Many sixes and small V8s were also replaced by bigger engines decades ago. A premium model needs its engine code and date, the cowl tag and ideally factory documentation to agree.',
};
const G1_MONOLEAF: TrimNote = {
  title: 'Single-leaf rear springs and wheel hop',
  description:
    'The 1967 Firebird used single-leaf rear springs that allow the axle to wind up and hop under hard launches; for 1968 Pontiac fitted multi-leaf springs and staggered rear shocks to all but the base car. Tired mono-leaf springs also sag, so check ride height and the spring pads and front eyes for rust and cracks.',
};
const G1_CONVERTIBLE: TrimNote = {
  title: 'Convertible tops and hidden rust',
  description:
    'Convertibles add a top frame, power-top pump and cylinders and rear quarter-window mechanisms that wear and leak. Water that gets past a tired top collects under the rear seat and in the top well, so check those areas and the floor reinforcements carefully.',
};
const G1_OHC: TrimNote = {
  title: 'Overhead-cam belt and parts supply',
  description:
    'The Pontiac OHC six drives its camshaft with a fiberglass-reinforced rubber toothed belt instead of a chain or gears. A belt of unknown age or one soaked in oil should be replaced before the car is used hard, and OHC-only parts such as belt covers, sprockets, cams and followers are far scarcer than Pontiac V8 parts.',
};
const G1_400_LIMITER: TrimNote = {
  title: 'Restricted Quadrajet secondaries',
  description:
    "To keep the Firebird within GM's limit of about 10 lb of car per advertised horsepower, 1967-68 Firebird 400s had a tab that kept the Quadrajet's secondary throttles from opening fully, which is why they were rated below the GTO's 400. Check whether it is still present: removing it frees the engine's full output but departs from original specification.",
};

const G1_TIP_PHS: TrimNote = {
  title: 'Order Pontiac Historic Services documents',
  description:
    "Pontiac Historic Services can supply copies of a car's factory billing history from its VIN, confirming the original engine, transmission, axle, colors and options. For a Firebird 400, H.O. or Sprint it is the best defense against a clone, and it supports the car's value at resale.",
};
const G1_TIP_CODES: TrimNote = {
  title: 'Read the cowl tag and engine codes',
  description:
    "The cowl (body) tag gives the body style, paint and trim codes and some option codes, while the engine's stamped code letters and casting numbers show what was installed. From 1968 Pontiac also stamped a VIN derivative on the engine block and transmission, so matching numbers can be checked directly on those cars.",
};
const G1_TIP_PANELS: TrimNote = {
  title: 'Use Firebird-specific sheet metal',
  description:
    "Much of the structure is shared with the Camaro, so reproduction floor pans, trunk pans and brackets are plentiful. The Firebird's front end, hood, tail panel and taillamp area are its own, and 1967-68 rear quarters carry the Firebird's vertical louvers, so make sure replacement panels are Firebird parts before cutting.",
};
const G1_TIP_SUBFRAME: TrimNote = {
  title: 'Refresh the front subframe mounts',
  description:
    'The front subframe bolts to the body through rubber mounts that harden and compress with age, upsetting panel gaps and alignment. Replace them along with the front suspension bushings, and set hood and fender gaps again before final paint.',
};
const G1_TIP_SPRINT: TrimNote = {
  title: 'Keep the Sprint hardware together',
  description:
    "A Sprint's identity rests on its four-barrel intake and Quadrajet, low-restriction exhaust manifold, heavier clutch and floor shift. Catalogue and keep every Sprint-specific part during disassembly, because many OHC Firebirds were converted to V8s and the parts were thrown away.",
};

const G2_RUST: TrimNote = {
  title: 'Rear quarter, trunk and floor rust',
  description:
    'Second-generation Firebirds rust in the lower rear quarters and wheel openings, the trunk pan and drop-offs, the floor pans and the tail panel. Cars from 1975 on also trap water at the front corners of the wraparound rear window molding, so rust often starts under the trim there. Check the front subframe and its mounts as well.',
};
const G2_ENDURA: TrimNote = {
  title: 'Endura nose damage',
  description:
    'The 1970-73 body-colored Endura front bumper is urethane over a steel reinforcement. Age brings cracks, lifting paint and hidden rust in the steel core, good originals are scarce and reproductions vary in fit, so inspect it closely and budget for a refinish with flexible primer and paint.',
};
const G2_FASCIAS: TrimNote = {
  title: 'Urethane bumper covers',
  description:
    'From 1974 the Firebird wore urethane front and rear bumper covers over energy-absorbing mounts. The covers crack, warp and shed their paint, and the steel behind them rusts; reproduction covers differ in fit, so compare panel gaps with a known-good car and use flexible paint products.',
};
const G2_DOORS: TrimNote = {
  title: 'Heavy doors sag',
  description:
    'The long second-generation doors wear their hinge pins and bushings and drop at the latch side, so they must be lifted to close; look for chipped paint at the striker and door edge. Hinge-pin kits are cheap, but check the hinge pillar for rust first.',
};
const G2_QJET: TrimNote = {
  title: 'Worn Quadrajet carburetors',
  description:
    'Most V8 Firebirds of the era used a Rochester Quadrajet. Worn throttle-shaft bushings cause vacuum leaks and an erratic idle, and leaking fuel-well plugs cause hard hot starts and a fuel smell; a careful rebuild with sealed wells and new bushings cures both.',
};
const G2_TTOPS: TrimNote = {
  title: 'T-top leaks and rattles',
  description:
    'The Hurst Hatch roof, introduced on the 1976 Trans Am Limited Edition and offered on all Firebirds from 1977, was prone to leaks and squeaks. Dried-out weatherstrip and worn latches let water onto the floor, where it rusts the pans, so check the carpet padding and headliner for stains.',
};
const G2_ENGINE_ID: TrimNote = {
  title: 'Which division built the engine?',
  description:
    'From 1977 Firebirds used Buick, Oldsmobile, Chevrolet and Pontiac engines depending on model, market and supply, so an Oldsmobile 350 or 403 is often mistaken for a Pontiac 350 or 400. Check the engine code in the VIN against the block codes and casting numbers before paying for a particular engine.',
};
const G2_INTERIOR: TrimNote = {
  title: 'Cracked dash pads and worn trim',
  description:
    'Sun exposure cracks the molded dash pad and fades the vinyl, and split seat covers and collapsed foam are common. Reproduction dash pads and upholstery exist, but the Esprit custom interior pieces and special-edition trim are harder to find in correct colors.',
};
const G2_TURBO: TrimNote = {
  title: 'Turbo 301 systems',
  description:
    'The 1980-81 turbocharged Pontiac 301 used a draw-through Quadrajet and electronic spark control to fight detonation. Turbo-specific parts such as the plenum, wastegate hardware and boost gauge are scarce, so make sure the system is complete and works before paying a Turbo premium.',
};

const G2_TIP_VIN: TrimNote = {
  title: 'Confirm the model from the VIN',
  description:
    'Clones are common, so decode the VIN before paying for an Esprit or Formula. On 1970-71 cars the model number reads 22387 for the Firebird, 22487 for the Esprit, 22687 for the Formula and 22887 for the Trans Am; from 1972 to 1980 the second character is the series letter (S Firebird, T Esprit, U Formula). Match it to the cowl tag and, ideally, factory documentation.',
};
const G2_TIP_PHS: TrimNote = {
  title: 'Get the factory paperwork',
  description:
    'Pontiac Historic Services can supply the billing history for a VIN, confirming the engine, transmission, axle, colors and options. For Formulas and special-edition Esprits it settles questions about originality that a cowl tag alone cannot.',
};
const G2_TIP_REAR_WINDOW: TrimNote = {
  title: 'Reseal the rear window properly',
  description:
    'When the back glass comes out for paint, remove the old sealer, treat any rust in the channel and reinstall with fresh sealer, clips and molding. A poor reseal is the usual source of trunk and rear-floor leaks on these cars.',
};
const G2_TIP_CHASSIS: TrimNote = {
  title: 'Renew springs, bushings and subframe mounts',
  description:
    'Sagging rear leaf springs, worn front-end bushings and compressed subframe mounts spoil the handling these cars were known for. Replacing them as a set restores ride height and alignment, and is the right time to inspect the subframe for rust.',
};
const G2_TIP_FASCIA: TrimNote = {
  title: 'Fit the nose before paint',
  description:
    'Trial-fit a replacement Endura nose or urethane fascia with its brackets and headlamp bezels before any paint, and shim it to the fenders and hood. Paint it with a flexible additive or primer so the finish does not crack the first time the bumper flexes.',
};

const G3_HEADLAMPS: TrimNote = {
  title: 'Pop-up headlamp motors',
  description:
    'The third generation was the first Firebird with hidden headlamps, raised by electric motors with plastic gears that strip with age. A headlamp that stays closed, opens slowly or grinds usually needs a gear kit or rebuilt motor rather than a complete assembly.',
};
const G3_HATCH: TrimNote = {
  title: 'Hatch struts and leaks',
  description:
    'The heavy all-glass hatch relies on gas struts that weaken and let it drop, and tired hatch weatherstrip lets water into the cargo area and spare-tire well. Lift the rear carpet and check for rust there and around the hatch opening.',
};
const G3_TTOPS: TrimNote = {
  title: 'T-top leaks and body flex',
  description:
    'Optional T-tops leak when the weatherstrip shrinks or the unibody flexes, wetting the carpets and rusting the floor. Cars that have been driven hard without subframe connectors often show cracked paint at the roof and door openings.',
};
const G3_INTERIOR: TrimNote = {
  title: 'Cracked dashes and sagging trim',
  description:
    'Dash pads crack, door-panel armrests break loose and headliners sag on most third-generation cars. Reproduction parts are available, but some original seat fabrics and consoles are hard to match.',
};
const G3_700R4: TrimNote = {
  title: 'Four-speed automatic adjustment',
  description:
    'The four-speed overdrive automatic introduced for 1983 depends on a correctly adjusted throttle-valve cable; a misadjusted cable causes soft, late shifts and burnt clutches. Check the adjustment and fluid condition before condemning the transmission.',
};
const G3_T5: TrimNote = {
  title: 'Five-speed wear behind V8s',
  description:
    'The Borg-Warner T-5 five-speed is light and pleasant to use, but its gears and synchros are marginal behind a V8 driven hard. Grinding shifts into second or third and noise in fifth are the usual signs of a worn gearbox.',
};
const G3_EFI: TrimNote = {
  title: 'Fuel-injection sensors and vacuum leaks',
  description:
    'Throttle-body and Tuned Port Injection cars depend on sensors and an engine computer. Vacuum leaks, a dirty idle air control valve, tired oxygen or coolant sensors and leaking injector O-rings cause rough idle, hesitation and poor economy.',
};
const G3_FOUR: TrimNote = {
  title: 'Slow, neglected four-cylinder cars',
  description:
    'The 2.5-liter four was rated at 90 hp in its first year in a car weighing about 3,000 lb, so performance is leisurely. Many four-cylinder Firebirds were used up as cheap transport or converted to V8s, and unmodified examples are now scarce.',
};
const G3_REAR_DISCS: TrimNote = {
  title: 'Seized rear disc calipers',
  description:
    'On cars with rear disc brakes the parking-brake mechanism inside the rear calipers seizes, especially when owners park in gear without using the parking brake. If pulling the handbrake while coasting does not slow the car, the calipers need rebuilding or replacement and correct adjustment.',
};

const G3_TIP_SFC: TrimNote = {
  title: 'Add subframe connectors',
  description:
    'The third-generation unibody flexes, which loosens trim, cracks paint at the T-top and hatch openings and makes sealing harder. Bolt-in or weld-in subframe connectors are among the most common and worthwhile upgrades for a car that will be driven.',
};
const G3_TIP_CODES: TrimNote = {
  title: 'Read the trouble codes first',
  description:
    'Before replacing parts on an injected car, read the stored codes through the ALDL diagnostic connector under the dash and check for vacuum leaks. Many drivability complaints trace to a cheap sensor, a cracked hose or a poor ground.',
};
const G3_TIP_STRUTS: TrimNote = {
  title: 'Replace hatch struts in pairs',
  description:
    'Hatch struts are inexpensive and should be replaced in pairs with the glass supported while you work. Renew the hatch weatherstrip at the same time and clear the drains to keep the spare-tire well dry.',
};
const G3_TIP_HEADLAMPS: TrimNote = {
  title: 'Rebuild the headlamp drive early',
  description:
    'Headlamp motor gear kits cost little compared with new motors. Fix a slow or noisy side as soon as it appears, lubricate the pivots and check the wiring at the motors, which suffers from heat and movement.',
};
const G3_TIP_FORMULA_ID: TrimNote = {
  title: 'Confirm a real Formula',
  description:
    "The 1987-89 Formula was an option package (RPO W66) on the base Firebird, so the VIN reads like a base car. Check the car's option label for W66 and the engine and transmission codes, and look for the Formula's own hood, spoiler, 16-inch wheels and door lettering.",
};

// ---------------------------------------------------------------------------------------------
// Shared dimensions
// ---------------------------------------------------------------------------------------------

/** 108.1 in for 1967-69; width 72.6 in per the 1967 road test and Wikipedia (length differs between sources). */
const GEN1_WHEELBASE = 108.1;
/** The second generation rode a 108-inch wheelbase. */
const GEN2_WHEELBASE = 108;
/** The third generation rode a 101-inch wheelbase. */
const GEN3_WHEELBASE = 101;

// ---------------------------------------------------------------------------------------------
// Years
// ---------------------------------------------------------------------------------------------

export const firebirdYears: YearContent[] = [
  {
    year: 1967,
    overview:
      "Pontiac introduced the Firebird on February 23, 1967, about five months after the Chevrolet Camaro with which it shares GM's F-body. Denied a two-seat sports car of its own, Pontiac gave the F-body a split grille with the bumper worked into the nose, GTO-inspired slit taillamps and Pontiac engines, and sold it as the 'Magnificent Five': the overhead-cam six, the four-barrel Sprint six, the 326, the 326 H.O. and the 400, each as a hardtop coupe or convertible. First-year production was about 82,560 (some 67,000 coupes and 15,500 convertibles; sources differ by a couple of cars on the convertible count).",
    changes: [
      'All-new model, launched mid-year on February 23, 1967, on the F-body shared with the Chevrolet Camaro.',
      'Offered as a hardtop coupe and convertible in five engine-based versions, from the 165 hp OHC six to the 325 hp 400.',
      'A Ram Air option made the 400\u2019s hood scoops functional with a hotter cam, keeping the same 325 hp rating.',
    ],
    sources: [WIKI_GEN1, FGF_1967, V6FBODY_1967, VINTAGECARTALK_1967],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [{ name: '230 OHC inline-six 1-bbl', displacement: '230 cu in (3.8 L)', horsepower: 165 }],
          transmissions: ['3-speed manual', '2-speed automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE, widthIn: 72.6 },
          basePriceUsd: 2666,
        },
        issues: [G1_OHC, G1_MONOLEAF, G1_RUST, G1_CONVERTIBLE],
        tips: [G1_TIP_PHS, G1_TIP_PANELS, G1_TIP_SUBFRAME],
        sources: [FGF_1967, FGF_1967_ROADTEST, V6FBODY_1967],
      },
      {
        name: 'Firebird Sprint',
        specs: {
          engines: [{ name: '230 OHC inline-six 4-bbl (Sprint)', displacement: '230 cu in (3.8 L)', horsepower: 215 }],
          transmissions: ['3-speed manual (floor shift)', '4-speed manual', '2-speed automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE, widthIn: 72.6 },
        },
        issues: [G1_OHC, G1_CLONES, G1_MONOLEAF],
        tips: [G1_TIP_SPRINT, G1_TIP_PHS, G1_TIP_CODES],
        sources: [FGF_1967, OCW_SPRINT, V6FBODY_1967],
      },
      {
        name: 'Firebird 326',
        specs: {
          engines: [{ name: '326 V8 2-bbl', displacement: '326 cu in (5.3 L)', horsepower: 250 }],
          transmissions: ['3-speed manual', '4-speed manual', '2-speed automatic', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE, widthIn: 72.6 },
        },
        issues: [G1_RUST, G1_MONOLEAF, G1_DOORS],
        tips: [G1_TIP_PANELS, G1_TIP_SUBFRAME, G1_TIP_CODES],
        sources: [FGF_1967, FGF_1967_ROADTEST, WIKI_GEN1],
      },
      {
        name: 'Firebird H.O.',
        specs: {
          engines: [{ name: '326 H.O. V8 4-bbl', displacement: '326 cu in (5.3 L)', horsepower: 285 }],
          transmissions: ['3-speed manual', '4-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE, widthIn: 72.6 },
        },
        issues: [G1_CLONES, G1_MONOLEAF, G1_RUST],
        tips: [G1_TIP_PHS, G1_TIP_CODES, G1_TIP_SUBFRAME],
        sources: [FGF_1967, V6FBODY_1967, WIKI_GEN1],
      },
      {
        name: 'Firebird 400',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 325, torque: 410 },
            { name: '400 V8 4-bbl Ram Air', displacement: '400 cu in (6.6 L)', horsepower: 325 },
          ],
          transmissions: ['3-speed heavy-duty manual (floor shift)', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE, widthIn: 72.6 },
        },
        issues: [G1_400_LIMITER, G1_CLONES, G1_MONOLEAF, G1_RUST],
        tips: [G1_TIP_PHS, G1_TIP_CODES, G1_TIP_PANELS],
        sources: [FGF_1967, FGF_1967_ROADTEST, V6FBODY_1967, WIKI_GEN1],
      },
    ],
  },
  {
    year: 1968,
    overview:
      'The 1968 Firebird looked much like the first car but lost its vent windows and gained the federally required side marker lamps, the front ones wrapping around the corners. Under the hood the OHC six grew to 250 cu in, the 326 gave way to a 350, and the 400s gained power, with a 340 hp Ram Air II 400 arriving at mid-year. Performance versions got multi-leaf rear springs and staggered rear shocks to tame wheel hop. Production rose to 107,112 (90,152 coupes and 16,960 convertibles), a total the Firebird would not beat until 1976.',
    changes: [
      'Vent windows deleted in favor of one-piece door glass, and side marker lamps added front and rear.',
      'OHC six enlarged from 230 to 250 cu in: 175 hp with one barrel, 215 hp in Sprint form.',
      'The 326 V8 was replaced by a 350, rated 265 hp with a two-barrel and 320 hp as the 350 H.O.',
      'The 400 rose to 330 hp and a 335 hp 400 H.O. was added; a 340 hp Ram Air II replaced the Ram Air 400 at mid-year.',
      'Multi-leaf rear springs and staggered rear shocks on all but the base car.',
      'The VIN plate moved to the dashboard, visible through the windshield, and a VIN derivative was stamped on the engine and transmission.',
    ],
    productionNumbers: 107112,
    sources: [WIKI_GEN1, ACC_1968, ACC_1968_CHANGES, JUSTOLDCARS_1968, FGF_1969],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            {
              name: '250 OHC inline-six 1-bbl',
              displacement: '250 cu in (4.1 L)',
              horsepower: 175,
              torque: 240,
            },
          ],
          transmissions: ['3-speed manual', '2-speed automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
          basePriceUsd: 2781,
        },
        issues: [G1_OHC, G1_MONOLEAF, G1_RUST, G1_CONVERTIBLE],
        tips: [G1_TIP_PHS, G1_TIP_PANELS, G1_TIP_SUBFRAME],
        sources: [ACC_1968, BARNFINDS_OHC_1969, WIKI_GEN1],
      },
      {
        name: 'Firebird Sprint',
        specs: {
          engines: [{ name: '250 OHC inline-six 4-bbl (Sprint)', displacement: '250 cu in (4.1 L)', horsepower: 215 }],
          transmissions: ['3-speed manual (floor shift)', '4-speed manual', '2-speed automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_OHC, G1_CLONES, G1_RUST],
        tips: [G1_TIP_SPRINT, G1_TIP_PHS, G1_TIP_CODES],
        sources: [ACC_1968, GUYSWITHRIDES_SPRINT, JUSTOLDCARS_1968],
      },
      {
        name: 'Firebird 350',
        specs: {
          engines: [{ name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 265 }],
          transmissions: ['3-speed manual', '4-speed manual', '2-speed automatic', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_RUST, G1_DOORS, G1_CONVERTIBLE],
        tips: [G1_TIP_CODES, G1_TIP_PANELS, G1_TIP_SUBFRAME],
        sources: [ACC_1968, JUSTOLDCARS_1968, WIKI_GEN1],
      },
      {
        name: 'Firebird 350 H.O.',
        specs: {
          engines: [
            {
              name: '350 H.O. V8 4-bbl',
              displacement: '350 cu in (5.7 L)',
              horsepower: 320,
              torque: 380,
            },
          ],
          transmissions: ['3-speed manual', '4-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_CLONES, G1_RUST, G1_DOORS],
        tips: [G1_TIP_PHS, G1_TIP_CODES, G1_TIP_SUBFRAME],
        sources: [ACC_1968, JUSTOLDCARS_1968, WIKI_GEN1],
      },
      {
        name: 'Firebird 400',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 330 },
            { name: '400 H.O. V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 335 },
            { name: '400 V8 4-bbl Ram Air', note: 'early 1968', displacement: '400 cu in (6.6 L)', horsepower: 335 },
            { name: '400 V8 4-bbl Ram Air II', note: 'from mid-1968', displacement: '400 cu in (6.6 L)', horsepower: 340 },
          ],
          transmissions: ['3-speed heavy-duty manual (floor shift)', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_400_LIMITER, G1_CLONES, G1_RUST],
        tips: [G1_TIP_PHS, G1_TIP_CODES, G1_TIP_PANELS],
        sources: [ACC_1968, JUSTOLDCARS_1968, FGF_1969, WIKI_GEN1],
      },
    ],
  },
  {
    year: 1969,
    overview:
      'A facelift gave the 1969 Firebird a new nose with body-color headlamp surrounds, new front fenders with simulated vents, revised taillamps and a new instrument panel, with the ignition switch moved to the steering column. The Sprint six rose to 230 hp and the 350 H.O. to 325 hp, and the 400 H.O. (Ram Air III) and Ram Air IV headed the options. In March 1969 Pontiac added the Trans Am performance and appearance package (covered separately), of which 697 were built. Because the second-generation car was late, 1969 production ran on into the 1970 calendar year; about 87,000 Firebirds were built, Trans Ams included, 11,649 of them convertibles.',
    changes: [
      'Restyled front end, fenders with simulated vents and revised rear styling.',
      'New instrument panel and steering wheel; the ignition switch moved to the steering column with GM\u2019s new locking column.',
      'The Sprint six rose to 230 hp and the 350 H.O. to 325 hp.',
      'The 400 H.O. (Ram Air III, 335 hp) and Ram Air IV (345 hp) replaced the 1968 H.O. and Ram Air II.',
      'Trans Am package introduced in March 1969.',
      'The model year was extended because the second-generation Firebird was delayed until February 1970.',
    ],
    sources: [WIKI_GEN1, FGF_1969, V6FBODY_1969, OCW_1969_CONVERTIBLE],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            {
              name: '250 OHC inline-six 1-bbl',
              displacement: '250 cu in (4.1 L)',
              horsepower: 175,
              torque: 240,
            },
          ],
          transmissions: ['3-speed manual', '2-speed automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_OHC, G1_RUST, G1_CONVERTIBLE],
        tips: [G1_TIP_PHS, G1_TIP_PANELS, G1_TIP_SUBFRAME],
        sources: [BARNFINDS_OHC_1969, FGF_1969, WIKI_GEN1],
      },
      {
        name: 'Firebird Sprint',
        specs: {
          engines: [{ name: '250 OHC inline-six 4-bbl (Sprint)', displacement: '250 cu in (4.1 L)', horsepower: 230 }],
          transmissions: ['3-speed manual (floor shift)', '4-speed manual', '2-speed automatic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_OHC, G1_CLONES, G1_RUST],
        tips: [G1_TIP_SPRINT, G1_TIP_PHS, G1_TIP_CODES],
        sources: [MOTORJUNKIE_SPRINT, BARNFINDS_OHC_1969, WIKI_GEN1],
      },
      {
        name: 'Firebird 350',
        specs: {
          engines: [{ name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 265 }],
          transmissions: ['3-speed manual', '4-speed manual', '2-speed automatic', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_RUST, G1_DOORS, G1_CONVERTIBLE],
        tips: [G1_TIP_CODES, G1_TIP_PANELS, G1_TIP_SUBFRAME],
        sources: [OCW_1969_CONVERTIBLE, FGF_1969, WIKI_GEN1],
      },
      {
        name: 'Firebird 350 H.O.',
        specs: {
          engines: [{ name: '350 H.O. V8 4-bbl', displacement: '350 cu in (5.7 L)', horsepower: 325 }],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_CLONES, G1_RUST, G1_DOORS],
        tips: [G1_TIP_PHS, G1_TIP_CODES, G1_TIP_SUBFRAME],
        sources: [MOTORTREND_350HO, WIKI_GEN1],
      },
      {
        name: 'Firebird 400',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 330 },
            { name: '400 V8 4-bbl Ram Air III', note: 'sold as the 400 H.O.', displacement: '400 cu in (6.6 L)', horsepower: 335 },
            { name: '400 V8 4-bbl Ram Air IV', displacement: '400 cu in (6.6 L)', horsepower: 345 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN1_WHEELBASE },
        },
        issues: [G1_CLONES, G1_RUST, G1_CONVERTIBLE],
        tips: [G1_TIP_PHS, G1_TIP_CODES, G1_TIP_PANELS],
        sources: [HEMMINGS_1969, FGF_1969, V6FBODY_1969, WIKI_GEN1],
      },
    ],
  },
  {
    year: 1970,
    overview:
      'The second-generation Firebird went on sale on February 26, 1970, months late because of tooling and engineering problems, which is why it is usually called the 1970\u00bd. It was a hardtop coupe only, with long doors, no rear quarter windows and a body-colored Endura front bumper surrounding a split grille and single headlamps, and the range was reorganized as Firebird, Esprit, Formula 400 and Trans Am. The base car switched to a Chevrolet-built 250 six, the Esprit took a 255 hp 350 V8 and a custom interior, and the Formula 400 put a 330 hp 400 under a twin-scoop hood. Production for the short model year was 48,739, including 3,196 Trans Ams.',
    changes: [
      'All-new second-generation body introduced February 26, 1970; no convertible was offered.',
      'Body-colored Endura front bumper surrounding a split grille and single headlamps.',
      'Lineup reorganized as Firebird, Esprit, Formula 400 and Trans Am.',
      'The Pontiac OHC six was replaced by a 155 hp Chevrolet 250 inline six.',
      'Formula 400 introduced with a standard 330 hp 400 and a twin-scoop hood.',
    ],
    productionNumbers: 48739,
    sources: [WIKI_GEN2, TRANZAM_1970, OLDCARMEMORIES_1976, HAGERTY_GEN2_GUIDE],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)', horsepower: 155 },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 255 },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_DOORS],
        tips: [G2_TIP_VIN, G2_TIP_FASCIA, G2_TIP_CHASSIS],
        sources: [TRANZAM_1970, WIKI_GEN2],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 255 },
            { name: '400 V8 2-bbl', displacement: '400 cu in (6.6 L)', horsepower: 265 },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_FASCIA],
        sources: [TRANZAM_1970, CURBSIDE_1970_71, WIKI_GEN2],
      },
      {
        name: 'Formula 400',
        specs: {
          engines: [
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 330 },
            { name: '400 V8 4-bbl Ram Air III', displacement: '400 cu in (6.6 L)', horsepower: 335 },
            { name: '400 V8 4-bbl Ram Air IV', displacement: '400 cu in (6.6 L)', horsepower: 345 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [TRANZAM_1970, WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
    ],
  },
  {
    year: 1971,
    overview:
      'The 1971 Firebird kept the 1970 body but added high-back bucket seats and front-fender vents, while Pontiac lowered compression across its engines so they could run on lower-octane fuel. The Formula now came as the Formula 350, 400 or 455, and the new 455 H.O., with round-port heads and 335 hp, became the strongest Firebird engine. Production rose to 53,124, including 2,116 Trans Ams.',
    changes: [
      'High-back bucket seats with integral headrests replaced the 1970 low-back seats.',
      'Front-fender vents added.',
      'Compression ratios lowered across the engine range.',
      'The Formula became available with 350, 400 or 455 V8s; the 455 H.O. (335 hp) was new.',
    ],
    productionNumbers: 53124,
    sources: [WIKI_GEN2, TRANZAM_1972, CURBSIDE_1970_71, DISAFFECTED_TA_PRODUCTION],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)', horsepower: 145 },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 250 },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_DOORS],
        tips: [G2_TIP_VIN, G2_TIP_FASCIA, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, TRANZAM_1972],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 250 },
            { name: '400 V8 2-bbl', displacement: '400 cu in (6.6 L)', horsepower: 265 },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_FASCIA],
        sources: [CURBSIDE_1970_71, TRANZAM_1972, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', note: 'dual exhaust (Formula 350)', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', note: 'Formula 400', displacement: '400 cu in (6.6 L)', horsepower: 300 },
            { name: '455 V8 4-bbl', note: 'Formula 455', displacement: '455 cu in (7.5 L)', horsepower: 325 },
            { name: '455 H.O. V8 4-bbl', displacement: '455 cu in (7.5 L)', horsepower: 335, torque: 480 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [TRANZAM_1972, WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
    ],
  },
  {
    year: 1972,
    overview:
      'A 174-day UAW strike at Norwood, Ohio, then the only plant building Firebirds and Camaros, and the cost of meeting coming bumper rules nearly ended the F-body in 1972. Production fell to 29,951, including just 1,286 Trans Ams, and about 1,100 unfinished cars were scrapped because they could not be brought up to 1973 standards. Pontiac now quoted SAE net ratings, so the largely unchanged 455 H.O. went from 335 gross to 300 net hp. A one-year honeycomb grille insert identifies the 1972 car.',
    changes: [
      'Engine ratings now quoted as SAE net horsepower.',
      'One-year honeycomb grille inserts; the 1971 front-fender vents were dropped.',
      'The Formula 455 now used the 455 H.O.; the lower-output 455 was dropped.',
      'A long strike at the Norwood plant cut production nearly in half.',
    ],
    productionNumbers: 29951,
    sources: [WIKI_GEN2, TRANZAM_1972, PONTIACFORMULA_1972, CURBSIDE_1970_71],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)', horsepower: 110 },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 160 },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_DOORS],
        tips: [G2_TIP_VIN, G2_TIP_FASCIA, G2_TIP_CHASSIS],
        sources: [TRANZAM_1972, WIKI_GEN2],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 160 },
            { name: '400 V8 2-bbl', displacement: '400 cu in (6.6 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_FASCIA],
        sources: [TRANZAM_1972, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', note: 'dual exhaust (Formula 350)', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', note: 'Formula 400', displacement: '400 cu in (6.6 L)', horsepower: 250 },
            { name: '455 H.O. V8 4-bbl', note: 'Formula 455', displacement: '455 cu in (7.5 L)', horsepower: 300, torque: 415 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [TRANZAM_1972, WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
    ],
  },
  {
    year: 1973,
    overview:
      'Firebird sales recovered by more than half in 1973, and the comfort-oriented Esprit was the best seller of the four models. A new egg-crate grille and a revised Endura front bumper for the new federal impact rules marked the year. The Super Duty 455, built with a reinforced block, forged rods and round-port heads, was offered in the Formula and Trans Am and rated at 290 net hp in production form, though only 43 Formulas received it. Total production was 46,313, including 4,802 Trans Ams.',
    changes: [
      'Egg-crate grille inserts replaced the 1972 honeycomb pattern.',
      'Endura front bumper revised to meet new federal impact standards.',
      'Super Duty 455 (SD-455) added as a Formula and Trans Am option.',
      'The Formula 455 now used the L75 455, with the SD-455 optional.',
    ],
    productionNumbers: 46313,
    sources: [WIKI_GEN2, TRANZAM_1973, CURBSIDE_1973, OLDRIDE_1973],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            {
              name: '250 inline-six 1-bbl (Chevrolet)',
              displacement: '250 cu in (4.1 L)',
              horsepower: 100,
              torque: 175,
            },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 150, torque: 270 },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_DOORS],
        tips: [G2_TIP_VIN, G2_TIP_FASCIA, G2_TIP_CHASSIS],
        sources: [SLASHGEAR_1973, TRANZAM_1973, OLDRIDE_1973],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)', horsepower: 150, torque: 270 },
            { name: '400 V8 2-bbl', displacement: '400 cu in (6.6 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_FASCIA],
        sources: [CURBSIDE_1973, TRANZAM_1973, SLASHGEAR_1973],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            {
              name: '350 V8 2-bbl',
              note: 'dual exhaust (Formula 350)',
              displacement: '350 cu in (5.7 L)',
              horsepower: 175,
              torque: 280,
            },
            { name: '400 V8 4-bbl', note: 'Formula 400', displacement: '400 cu in (6.6 L)', horsepower: 230, torque: 325 },
            { name: '455 V8 4-bbl', note: 'Formula 455', displacement: '455 cu in (7.5 L)', horsepower: 250, torque: 370 },
            { name: '455 Super Duty V8 4-bbl (SD-455)', displacement: '455 cu in (7.5 L)', horsepower: 290 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENDURA, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [TRANZAM_1973, SLASHGEAR_1973, MOTOR1_SD455, OLDRIDE_1973],
      },
    ],
  },
  {
    year: 1974,
    overview:
      "The 1974 Firebird got its first major facelift: a sloping 'shovel-nose' front end with recessed grilles and black bumper strips, and full-width slotted taillamps above a body-color rear bumper, designed around the new 5 mph bumper rules. The Super Duty 455 was offered for the last time in the Formula and Trans Am. Despite the fuel crisis, production rose to about 73,700 (sources give 73,728 or 73,729), including 10,255 Trans Ams, more than double the 1973 figure.",
    changes: [
      'New sloping front end with urethane-covered bumper and black bumper strips, and new full-width taillamps.',
      'Front and rear bumpers redesigned for the federal 5 mph impact standard.',
      'Last year for the Super Duty 455.',
      'A dual-exhaust option was offered on the 350 V8 in the base Firebird and Esprit for this year only.',
    ],
    sources: [WIKI_GEN2, TRANZAM_1974, TRANZAM_1974_FACTS, HSW_1974_76],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)' },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_DOORS],
        tips: [G2_TIP_VIN, G2_TIP_FASCIA, G2_TIP_CHASSIS],
        sources: [TRANZAM_1974, WIKI_GEN2],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 2-bbl', displacement: '400 cu in (6.6 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_FASCIA],
        sources: [TRANZAM_1974, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            {
              name: '350 V8 2-bbl',
              note: 'dual exhaust (Formula 350)',
              displacement: '350 cu in (5.7 L)',
              horsepower: 170,
            },
            { name: '400 V8 4-bbl', note: 'Formula 400', displacement: '400 cu in (6.6 L)', horsepower: 225 },
            { name: '455 V8 4-bbl', note: 'Formula 455', displacement: '455 cu in (7.5 L)', horsepower: 250 },
            { name: '455 Super Duty V8 4-bbl (SD-455)', displacement: '455 cu in (7.5 L)', horsepower: 290 },
          ],
          transmissions: ['3-speed manual', '4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [TRANZAM_1974_FACTS, TRANZAM_1974, WIKI_GEN2],
      },
    ],
  },
  {
    year: 1975,
    overview:
      "A larger wraparound rear window greatly improved rear-quarter visibility for 1975, a design GM had wanted from the start but delayed because of sealing problems. Catalytic converters arrived along with GM's High Energy Ignition, and the 400 fell to 185 net hp; the 455 was dropped at the start of the year and returned mid-year for the Trans Am only. Production rose to 84,063, nearly a third of them (27,274) Trans Ams.",
    changes: [
      'Wraparound rear window replaced the small flat back glass.',
      'Catalytic converters and High Energy Ignition (HEI) introduced.',
      'Front turn signals moved into the grille openings.',
      'The 400 V8 fell to 185 net hp; the 455 returned mid-year for the Trans Am only.',
    ],
    productionNumbers: 84063,
    sources: [WIKI_GEN2, HSW_1974_76, PONTIACFORMULA_1975, TWOGTA_1975, OLDCARMEMORIES_1976],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)' },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_DOORS],
        tips: [G2_TIP_REAR_WINDOW, G2_TIP_VIN, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, TWOGTA_1975],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)' },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_INTERIOR],
        tips: [G2_TIP_REAR_WINDOW, G2_TIP_VIN, G2_TIP_FASCIA],
        sources: [WIKI_GEN2, PONTIACFORMULA_1975],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_QJET],
        tips: [G2_TIP_REAR_WINDOW, G2_TIP_VIN, G2_TIP_PHS],
        sources: [HSW_1974_76, WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
    ],
  },
  {
    year: 1976,
    overview:
      "Pontiac's 50th-anniversary year brought smooth urethane bumper covers without the rubber strips, turn signals moved down into the front bumper and a new grille texture. The Formula could be ordered with the new W50 Formula Appearance Package of blacked-out trim and large door lettering, and the Hurst Hatch T-top roof appeared on the Trans Am Limited Edition. It was the last year for the Chevrolet inline six and for the 455, which was now a Trans Am option only. Production of 110,775, nearly 47,000 of them Trans Ams, finally beat the 1968 record.",
    changes: [
      'Smooth urethane front and rear bumper covers replaced the black rubber bumper strips.',
      'Turn signals moved from the grille to the lower front bumper, with a new honeycomb grille texture.',
      'W50 Formula Appearance Package introduced.',
      'Hurst Hatch T-tops introduced on the Trans Am Limited Edition.',
      'Last year for the Chevrolet 250 six and the 455 V8.',
    ],
    productionNumbers: 110775,
    sources: [WIKI_GEN2, TRANZAM_1976, TRANZAM_1976_FACTS, OLDCARMEMORIES_1976, HSW_1974_76],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)' },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', 'Automatic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_DOORS],
        tips: [G2_TIP_REAR_WINDOW, G2_TIP_VIN, G2_TIP_CHASSIS],
        sources: [TRANZAM_1976, WIKI_GEN2],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '250 inline-six 1-bbl (Chevrolet)', displacement: '250 cu in (4.1 L)' },
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_INTERIOR],
        tips: [G2_TIP_REAR_WINDOW, G2_TIP_VIN, G2_TIP_FASCIA],
        sources: [TRANZAM_1976, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '350 V8 2-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)', horsepower: 185, torque: 310 },
          ],
          transmissions: ['4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_FASCIAS, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [TRANZAM_1976, HPMEMORIES_1976, WIKI_GEN2],
      },
    ],
  },
  {
    year: 1977,
    overview:
      "A new front end with four rectangular headlamps set into a one-piece fascia, often called the 'Batmobile' nose, and a flatter hood marked the 1977 Firebird. GM began sharing engines between divisions: the base Firebird and Esprit got Buick's 231 V6, the new lightweight Pontiac 301 V8 was standard in the Formula, and Chevrolet 305 and Oldsmobile 350 and 403 V8s were fitted depending on market and supply. The Sky Bird Esprit and Hurst Hatch T-tops for every model joined the options list. Production jumped to about 155,700 (sources give 155,735 or 155,736), including roughly 68,700 Trans Ams and 21,801 Formulas.",
    changes: [
      'New front end with quad rectangular headlamps and a flatter hood; the Formula got a new twin-scoop hood.',
      'Buick 231 V6 replaced the Chevrolet inline six as the base engine.',
      'Pontiac 301 V8 introduced; Chevrolet 305 and Oldsmobile 350 and 403 V8s appeared in some cars.',
      'Hurst Hatch T-top roof offered on all models.',
      'Sky Bird appearance package introduced for the Esprit.',
    ],
    sources: [WIKI_GEN2, TRANZAM_1977, TRANZAM_1977_FACTS, FANTOMWORKS_1977, AUTOPIAN_W72],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 105, torque: 185 },
            { name: '301 V8 2-bbl (Pontiac)', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_FASCIAS],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_CHASSIS],
        sources: [SLASHGEAR_1977, TRANZAM_1977, FANTOMWORKS_1977],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 105, torque: 185 },
            { name: '301 V8 2-bbl (Pontiac)', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)' },
            { name: '350 V8 4-bbl', note: 'Pontiac or Oldsmobile', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_REAR_WINDOW],
        sources: [TRANZAM_1977_FACTS, PONTIACFORMULA_SKYBIRD, JALOPNIK_COLORBIRDS, FANTOMWORKS_1977],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '301 V8 2-bbl (Pontiac)', displacement: '301 cu in (4.9 L)', horsepower: 135 },
            { name: '305 V8 2-bbl (Chevrolet)', note: 'replaced the 301 during the year', displacement: '305 cu in (5.0 L)' },
            {
              name: '350 V8 4-bbl',
              note: 'Pontiac, or Oldsmobile in California and high-altitude areas',
              displacement: '350 cu in (5.7 L)',
            },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)' },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_ENGINE_ID, G2_RUST, G2_TTOPS, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [HEMMINGS_FORMULA_7778, TRANZAM_1977, AUTOPIAN_W72, FANTOMWORKS_1977],
      },
    ],
  },
  {
    year: 1978,
    overview:
      "The 1978 Firebird refined the 1977 design. The Chevrolet 305 was now the Formula's base V8, while the Pontiac-built 400 'T/A 6.6' (W72), rated at 220 hp, was offered in the Formula as well as the Trans Am, making the rare W72 Formula a performance bargain without the Trans Am's spoilers and hood bird. The Red Bird joined the Sky Bird as an Esprit appearance package. Production set a new record at 187,285, half of them (93,341) Trans Ams.",
    changes: [
      'Chevrolet 305 two-barrel became the Formula\u2019s standard V8.',
      'The 220 hp W72 400 (T/A 6.6) was offered in the Formula and Trans Am.',
      'Red Bird appearance package added for the Esprit; the Sky Bird was phased out during the year.',
    ],
    productionNumbers: 187285,
    sources: [WIKI_GEN2, HEMMINGS_FORMULA_7778, FIREBIRDGALLERY_1978, JALOPNIK_COLORBIRDS],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 105 },
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)', horsepower: 145 },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_FASCIAS],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, HEMMINGS_FORMULA_7778],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)', horsepower: 105 },
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)', horsepower: 145 },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_REAR_WINDOW],
        sources: [JALOPNIK_COLORBIRDS, PONTIACFORMULA_SKYBIRD, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)', horsepower: 145 },
            { name: '350 V8 4-bbl', displacement: '350 cu in (5.7 L)' },
            { name: '400 V8 4-bbl', displacement: '400 cu in (6.6 L)' },
            { name: '400 V8 4-bbl T/A 6.6 (W72)', displacement: '400 cu in (6.6 L)', horsepower: 220 },
            { name: '403 V8 4-bbl (Oldsmobile)', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_ENGINE_ID, G2_RUST, G2_TTOPS, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [HEMMINGS_FORMULA_7778, AUTOPIAN_W72, FIREBIRDGALLERY_1978],
      },
    ],
  },
  {
    year: 1979,
    overview:
      'A new nose placed the four rectangular headlamps in separate bezels above split grilles, and a new rear treatment blacked out the taillamps on the Formula and Trans Am. With the Pontiac 400 about to disappear, buyers rushed to the last T/A 6.6 engines, which came only with a four-speed manual, while automatic cars used the Oldsmobile 403. Firebird production peaked at 211,454, including 117,108 Trans Ams, the best year the Firebird ever had.',
    changes: [
      'New front end with the headlamps in individual bezels above split grilles, and new rear styling.',
      'Last year for the Pontiac 400 (T/A 6.6, four-speed only) and the Oldsmobile 403.',
      'The Red Bird Esprit package continued.',
    ],
    productionNumbers: 211454,
    sources: [WIKI_GEN2, CURBSIDE_1979, CMSTUDIO_1979, OLDMOTORS_1980, DISAFFECTED_TA_PRODUCTION],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '301 V8 2-bbl (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_FASCIAS],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '301 V8 2-bbl (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '305 V8 2-bbl (Chevrolet)', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_REAR_WINDOW],
        sources: [JALOPNIK_COLORBIRDS, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '301 V8 2-bbl (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '301 V8 4-bbl (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '400 V8 4-bbl T/A 6.6 (W72)', note: 'four-speed only', displacement: '400 cu in (6.6 L)', horsepower: 220 },
            { name: '403 V8 4-bbl (Oldsmobile)', note: 'automatic only', displacement: '403 cu in (6.6 L)', horsepower: 185 },
          ],
          transmissions: ['4-speed manual', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_ENGINE_ID, G2_RUST, G2_TTOPS, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [CMSTUDIO_1979, AUTOPIAN_W72, WIKI_GEN2],
      },
    ],
  },
  {
    year: 1980,
    overview:
      "With the Pontiac 400 and Oldsmobile 403 gone, the 1980 Firebird's top engine was a turbocharged Pontiac 301 rated at 210 hp, offered in the Formula and Trans Am, and a new 265 cu in (4.3 L) Pontiac V8 slotted above Buick's 231 V6. The one-year Yellow Bird package replaced the Red Bird on the Esprit. Sales halved in a difficult market, to 107,340 including 50,896 Trans Ams.",
    changes: [
      'Turbocharged 301 V8 (210 hp) introduced for the Formula and Trans Am.',
      'New 265 cu in (4.3 L) Pontiac V8 option; the Pontiac 400 and Oldsmobile 403 were dropped.',
      'Yellow Bird (RPO W73) appearance package offered on the Esprit for this year only.',
    ],
    productionNumbers: 107340,
    sources: [WIKI_GEN2, OLDMOTORS_1980, BARNFINDS_YELLOWBIRD, DISAFFECTED_TA_PRODUCTION, HAGERTY_GEN2_GUIDE],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '265 V8 2-bbl (Pontiac)', displacement: '265 cu in (4.3 L)' },
            { name: '301 V8 (Pontiac)', displacement: '301 cu in (4.9 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic (most cars)'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_ENGINE_ID, G2_TTOPS, G2_FASCIAS],
        tips: [G2_TIP_VIN, G2_TIP_REAR_WINDOW, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '265 V8 2-bbl (Pontiac)', displacement: '265 cu in (4.3 L)' },
            { name: '301 V8 (Pontiac)', displacement: '301 cu in (4.9 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic (most cars)'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_TTOPS, G2_INTERIOR],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_REAR_WINDOW],
        sources: [BARNFINDS_YELLOWBIRD, OLDMOTORS_1980, WIKI_GEN2],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '301 V8 (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '301 Turbo V8 4-bbl (Pontiac)', displacement: '301 cu in (4.9 L)', horsepower: 210 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', note: 'California', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic (most cars)'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_TURBO, G2_RUST, G2_TTOPS, G2_QJET],
        tips: [G2_TIP_VIN, G2_TIP_PHS, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
    ],
  },
  {
    year: 1981,
    overview:
      "The last second-generation Firebird adopted GM's Computer Command Control engine management across the range and a 17-character VIN, and the turbocharged 301 continued in the Formula and Trans Am. Buyers were waiting for the all-new 1982 car, and production fell to 70,899, including 33,493 Trans Ams.",
    changes: [
      'Computer Command Control electronic engine management introduced.',
      'New 17-character VIN format.',
      'Final year of the second-generation body introduced in 1970.',
    ],
    productionNumbers: 70899,
    sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE, WIKI_FIREBIRD],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '265 V8 2-bbl (Pontiac)', displacement: '265 cu in (4.3 L)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic (most cars)'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_TTOPS, G2_FASCIAS, G2_DOORS],
        tips: [G2_TIP_REAR_WINDOW, G2_TIP_CHASSIS, G2_TIP_FASCIA],
        sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
      {
        name: 'Esprit',
        specs: {
          engines: [
            { name: '231 V6 2-bbl (Buick)', displacement: '231 cu in (3.8 L)' },
            { name: '265 V8 2-bbl (Pontiac)', displacement: '265 cu in (4.3 L)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['3-speed Turbo Hydra-Matic automatic (most cars)'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_RUST, G2_TTOPS, G2_INTERIOR],
        tips: [G2_TIP_PHS, G2_TIP_REAR_WINDOW, G2_TIP_CHASSIS],
        sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '301 V8 4-bbl (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '301 Turbo V8 4-bbl (Pontiac)', displacement: '301 cu in (4.9 L)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '305 cu in (5.0 L)' },
          ],
          transmissions: ['4-speed manual (305 V8 only)', '3-speed Turbo Hydra-Matic'],
          dimensions: { wheelbaseIn: GEN2_WHEELBASE },
        },
        issues: [G2_TURBO, G2_RUST, G2_TTOPS, G2_QJET],
        tips: [G2_TIP_PHS, G2_TIP_CHASSIS, G2_TIP_REAR_WINDOW],
        sources: [WIKI_GEN2, HAGERTY_GEN2_GUIDE],
      },
    ],
  },
  {
    year: 1982,
    overview:
      'The third-generation Firebird for 1982 rode a 101-inch wheelbase, was about 500 lb lighter than its predecessor, and introduced an all-glass hatchback, hidden headlamps, MacPherson-strut front suspension and a coil-sprung rear axle located by a torque arm. The range was cut to Firebird, S/E and Trans Am, and Pontiac V8s gave way to corporate engines: a fuel-injected 2.5-liter four (the first four-cylinder Firebird), a 2.8 V6 and Chevrolet 305 V8s. Production was about 116,360 (sources give 116,362 or 116,364), including some 52,960 Trans Ams.',
    changes: [
      'All-new third-generation body: 101-inch wheelbase, glass hatchback and hidden headlamps.',
      'MacPherson-strut front suspension and a coil-spring, torque-arm rear suspension replaced wishbones and leaf springs.',
      'Esprit and Formula dropped; the S/E became the upscale model.',
      'First four-cylinder and first fuel-injected Firebirds; Pontiac-built V8s were no longer offered.',
    ],
    sources: [WIKI_GEN3, HSW_GEN3, HSW_1982_TA, TRANSAMWORLD_GEN3, THIRDGEN_1982],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.5 L inline-four, throttle-body injection', displacement: '2.5 L (151 cu in)', horsepower: 90 },
            { name: '2.8 L V6 2-bbl', displacement: '2.8 L (173 cu in)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)', horsepower: 145 },
          ],
          transmissions: ['4-speed manual', '3-speed automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
          basePriceUsd: 7996,
        },
        issues: [G3_FOUR, G3_HEADLAMPS, G3_HATCH, G3_INTERIOR],
        tips: [G3_TIP_STRUTS, G3_TIP_HEADLAMPS, G3_TIP_SFC],
        sources: [HSW_1982_TA, AUTOPOLIS_FOUR, THIRDGEN_1982, WIKI_GEN3],
      },
      {
        name: 'S/E',
        specs: {
          engines: [
            { name: '2.8 L V6 2-bbl', displacement: '2.8 L (173 cu in)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)', horsepower: 145 },
          ],
          transmissions: ['4-speed manual', '3-speed automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
          basePriceUsd: 9624,
        },
        issues: [G3_HEADLAMPS, G3_HATCH, G3_TTOPS, G3_INTERIOR],
        tips: [G3_TIP_SFC, G3_TIP_STRUTS, G3_TIP_HEADLAMPS],
        sources: [HSW_1982_TA, THIRDGEN_1982, WIKI_GEN3],
      },
    ],
  },
  {
    year: 1983,
    overview:
      "Only months after launch, the 1983 Firebird gained a five-speed manual (standard on the S/E and Trans Am) and a four-speed overdrive automatic, and a new integral-rail shifter replaced the cable linkage of the four-speed manual. The S/E's standard engine became the 125 hp 2.8-liter H.O. V6, an engine not offered in the equivalent Camaro. Production was 74,884, including 31,930 Trans Ams, and more than half of all Firebirds built were V8-powered.",
    changes: [
      'Five-speed manual introduced, standard on the S/E and Trans Am.',
      'Four-speed overdrive automatic introduced.',
      'The S/E got the 2.8-liter H.O. V6 as standard.',
      'Integral-rail shift mechanism replaced the four-speed manual\u2019s cable linkage.',
    ],
    productionNumbers: 74884,
    sources: [WIKI_GEN3, HSW_1983_84, TRANSAMWORLD_GEN3],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.5 L inline-four, throttle-body injection', displacement: '2.5 L (151 cu in)' },
            { name: '2.8 L V6 2-bbl', displacement: '2.8 L (173 cu in)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['4-speed manual', '3-speed automatic', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_FOUR, G3_HEADLAMPS, G3_HATCH, G3_700R4],
        tips: [G3_TIP_STRUTS, G3_TIP_HEADLAMPS, G3_TIP_SFC],
        sources: [HSW_1983_84, AUTOPOLIS_FOUR, WIKI_GEN3],
      },
      {
        name: 'S/E',
        specs: {
          engines: [
            { name: '2.8 L H.O. V6 2-bbl', displacement: '2.8 L (173 cu in)', horsepower: 125 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_T5, G3_700R4, G3_TTOPS],
        tips: [G3_TIP_SFC, G3_TIP_STRUTS, G3_TIP_HEADLAMPS],
        sources: [HSW_1983_84, CLASSICCARSART_GEN3, WIKI_GEN3],
      },
    ],
  },
  {
    year: 1984,
    overview:
      'Changes to the Firebird and S/E were minor for 1984, as Pontiac concentrated on the Trans Am, which dropped Cross-Fire Injection in favor of a 190 hp carbureted 5.0 H.O. and added an aero package (covered separately). The S/E kept its 125 hp H.O. V6. Firebird production climbed to 128,304, including 55,374 Trans Ams and 10,309 S/Es.',
    changes: [
      'Largely a carry-over year for the base Firebird and S/E.',
      'Trans Am changes included the new 190 hp 5.0 H.O. V8 replacing Cross-Fire Injection.',
    ],
    productionNumbers: 128304,
    sources: [WIKI_GEN3, HSW_1983_84, TRANSAMWORLD_GEN3],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.5 L inline-four, throttle-body injection', displacement: '2.5 L (151 cu in)' },
            { name: '2.8 L V6 2-bbl', displacement: '2.8 L (173 cu in)' },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['4-speed manual', '3-speed automatic', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_FOUR, G3_HEADLAMPS, G3_HATCH, G3_INTERIOR],
        tips: [G3_TIP_STRUTS, G3_TIP_HEADLAMPS, G3_TIP_SFC],
        sources: [HSW_1983_84, AUTOPOLIS_FOUR, WIKI_GEN3],
      },
      {
        name: 'S/E',
        specs: {
          engines: [
            { name: '2.8 L H.O. V6 2-bbl', displacement: '2.8 L (173 cu in)', horsepower: 125 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_T5, G3_TTOPS, G3_INTERIOR],
        tips: [G3_TIP_SFC, G3_TIP_STRUTS, G3_TIP_HEADLAMPS],
        sources: [HSW_1983_84, CLASSICCARSART_GEN3, WIKI_GEN3],
      },
    ],
  },
  {
    year: 1985,
    overview:
      'For 1985 the S/E got new front and rear fascias and its own louvered hood, and a 135 hp multi-port fuel-injected 2.8 V6 replaced the carbureted six. The four-cylinder gained roller lifters, the four-speed manual gave way to the five-speed, and a redesigned interior brought new seats, gauges, door panels and console. Production slipped to 95,880, including 44,028 Trans Ams.',
    changes: [
      'Multi-port fuel-injected 2.8 V6 (135 hp) replaced the carbureted V6.',
      'S/E restyled with new front and rear fascias and a louvered hood.',
      'Four-cylinder engine gained roller hydraulic lifters.',
      'Four-speed manual dropped; a five-speed manual or four-speed automatic was fitted.',
      'Redesigned interior with new seats, instruments, door panels and console.',
    ],
    productionNumbers: 95880,
    sources: [WIKI_GEN3, HSW_1985_88, CLASSICCARSART_1985_88, TRANSAMWORLD_GEN3],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.5 L inline-four, throttle-body injection', displacement: '2.5 L (151 cu in)' },
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_HATCH, G3_EFI, G3_700R4],
        tips: [G3_TIP_CODES, G3_TIP_STRUTS, G3_TIP_SFC],
        sources: [HSW_1985_88, CLASSICCARSART_1985_88, WIKI_GEN3],
      },
      {
        name: 'S/E',
        specs: {
          engines: [
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_EFI, G3_TTOPS, G3_INTERIOR],
        tips: [G3_TIP_CODES, G3_TIP_SFC, G3_TIP_HEADLAMPS],
        sources: [HSW_1985_88, CLASSICCARSART_1985_88, WIKI_GEN3],
      },
    ],
  },
  {
    year: 1986,
    overview:
      'Firebird sales rebounded to just over 110,000 for 1986 (sources give 110,465 to 110,483), including 48,870 Trans Ams, while the S/E found only 2,259 buyers in its final year. All Firebirds now rode on 15-inch tires, and a center high-mounted stop lamp, required on new cars from this model year, was added. The base car kept the 135 hp fuel-injected V6 with the 5.0 V8 as the step up.',
    changes: [
      '15-inch tires standard on all Firebirds.',
      'Center high-mounted stop lamp added, as federally required for the 1986 model year.',
      'Last year for the S/E.',
    ],
    sources: [WIKI_GEN3, HSW_1985_88, TRANSAMWORLD_GEN3],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_HATCH, G3_EFI, G3_INTERIOR],
        tips: [G3_TIP_CODES, G3_TIP_STRUTS, G3_TIP_SFC],
        sources: [HSW_1985_88, CLASSICCARSART_1985_88, WIKI_GEN3],
      },
      {
        name: 'S/E',
        specs: {
          engines: [
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_EFI, G3_TTOPS, G3_T5],
        tips: [G3_TIP_CODES, G3_TIP_SFC, G3_TIP_HEADLAMPS],
        sources: [TRANSAMWORLD_GEN3, HSW_1985_88, WIKI_GEN3],
      },
    ],
  },
  {
    year: 1987,
    overview:
      "Pontiac dropped the S/E for 1987 and revived the Formula as an option package on the base Firebird: Trans Am running gear and suspension without most of the Trans Am's body add-ons, at a lower price. For the first time in the third generation a 5.7-liter Tuned Port Injection V8 was offered, paired only with the four-speed automatic. The base Firebird kept the 135 hp 2.8 V6 with a 5.0 V8 optional. Production was just under 90,000 (published breakdowns do not agree), with about 13,000 Formulas.",
    changes: [
      'S/E dropped.',
      'Formula returned as an option package on the base Firebird, with a V8 standard.',
      '5.7-liter Tuned Port Injection V8 (210 hp) offered, with the four-speed automatic only.',
      'The Trans Am\u2019s large hood decal was dropped and the GTA was added (covered separately).',
    ],
    sources: [WIKI_GEN3, HSW_1985_88, THIRDGENFORMULA_1987, EIGHTIESCARS_1987_FORMULA, TRANSAMWORLD_GEN3],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_HATCH, G3_EFI, G3_INTERIOR],
        tips: [G3_TIP_CODES, G3_TIP_STRUTS, G3_TIP_SFC],
        sources: [HSW_1985_88, THIRDGENFORMULA_1987, WIKI_GEN3],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '305 V8 4-bbl (Chevrolet LG4)', displacement: '5.0 L (305 cu in)' },
            { name: '5.0 L V8 Tuned Port Injection (LB9)', displacement: '5.0 L (305 cu in)' },
            { name: '5.7 L V8 Tuned Port Injection', note: 'automatic only', displacement: '5.7 L (350 cu in)', horsepower: 210 },
          ],
          transmissions: ['5-speed manual (not with the 5.7)', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
          basePriceUsd: 12413,
        },
        issues: [G3_EFI, G3_T5, G3_700R4, G3_HEADLAMPS],
        tips: [G3_TIP_FORMULA_ID, G3_TIP_CODES, G3_TIP_SFC],
        sources: [THIRDGENFORMULA_1987, EIGHTIESCARS_1987_FORMULA, HSW_1985_88],
      },
    ],
  },
  {
    year: 1988,
    overview:
      'For 1988 the optional and Formula-standard 5.0 V8 switched from a four-barrel carburetor to throttle-body injection, rated at 170 hp, leaving no carbureted V8 in the Firebird. The 5.7 Tuned Port Injection V8 rose to 225 hp and the 5.0 TPI remained available in the Formula and Trans Am. Production fell to about 62,500 (sources give 62,445 to 62,467).',
    changes: ['Throttle-body-injected 5.0 V8 (170 hp) replaced the four-barrel 5.0.', 'The 5.7 Tuned Port Injection V8 rose to 225 hp.'],
    sources: [WIKI_GEN3, CLASSICCARSART_GEN3, TRANSAMWORLD_GEN3, PONTIACV8_FORMULA],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '5.0 L V8, throttle-body injection (L03)', displacement: '5.0 L (305 cu in)', horsepower: 170 },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_HATCH, G3_EFI, G3_INTERIOR],
        tips: [G3_TIP_CODES, G3_TIP_STRUTS, G3_TIP_SFC],
        sources: [CLASSICCARSART_GEN3, WIKI_GEN3],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '5.0 L V8, throttle-body injection (L03)', displacement: '5.0 L (305 cu in)', horsepower: 170 },
            { name: '5.0 L V8 Tuned Port Injection (LB9)', displacement: '5.0 L (305 cu in)' },
            { name: '5.7 L V8 Tuned Port Injection', note: 'automatic only', displacement: '5.7 L (350 cu in)', horsepower: 225 },
          ],
          transmissions: ['5-speed manual (not with the 5.7)', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_EFI, G3_T5, G3_700R4, G3_REAR_DISCS],
        tips: [G3_TIP_FORMULA_ID, G3_TIP_CODES, G3_TIP_SFC],
        sources: [THIRDGENFORMULA_1987, CLASSICCARSART_GEN3, PONTIACV8_FORMULA, WIKI_GEN3],
      },
    ],
  },
  {
    year: 1989,
    overview:
      'The Pass-Key theft-deterrent system, previously limited to the GTA, became standard on every Firebird for 1989, along with clearcoat paint and improved door-glass sealing, and the V6 gained Multec fuel injectors. The lineup ran from the V6 Firebird through the Formula to the Trans Am and GTA, and the turbocharged 20th Anniversary Trans Am paced the Indianapolis 500 (the Trans Ams are covered separately). Production was about 64,400 (sources give 64,406 or 64,409).',
    changes: [
      'Pass-Key theft deterrent standard on all Firebirds.',
      'Clearcoat paint on all models and improved door-glass seals.',
      'Multec fuel injectors for the 2.8 V6.',
    ],
    sources: [WIKI_GEN3, CONCEPTCARZ_1989, TRANSAMWORLD_GEN3],
    trims: [
      {
        name: 'Firebird',
        specs: {
          engines: [
            { name: '2.8 L V6, multi-port fuel injection', displacement: '2.8 L (173 cu in)', horsepower: 135 },
            { name: '5.0 L V8, throttle-body injection (L03)', displacement: '5.0 L (305 cu in)', horsepower: 170 },
          ],
          transmissions: ['5-speed manual', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_HEADLAMPS, G3_HATCH, G3_EFI, G3_INTERIOR],
        tips: [G3_TIP_CODES, G3_TIP_STRUTS, G3_TIP_SFC],
        sources: [CONCEPTCARZ_1989, CLASSICCARSART_GEN3, WIKI_GEN3],
      },
      {
        name: 'Formula',
        specs: {
          engines: [
            { name: '5.0 L V8, throttle-body injection (L03)', displacement: '5.0 L (305 cu in)', horsepower: 170 },
            { name: '5.0 L V8 Tuned Port Injection (LB9)', displacement: '5.0 L (305 cu in)' },
            { name: '5.7 L V8 Tuned Port Injection', note: 'automatic only', displacement: '5.7 L (350 cu in)' },
          ],
          transmissions: ['5-speed manual (not with the 5.7)', '4-speed overdrive automatic'],
          dimensions: { wheelbaseIn: GEN3_WHEELBASE },
        },
        issues: [G3_EFI, G3_T5, G3_700R4, G3_REAR_DISCS],
        tips: [G3_TIP_FORMULA_ID, G3_TIP_CODES, G3_TIP_SFC],
        sources: [CONCEPTCARZ_1989, THIRDGENFORMULA_1987, GMEFI_GEN3, WIKI_GEN3],
      },
    ],
  },
];
