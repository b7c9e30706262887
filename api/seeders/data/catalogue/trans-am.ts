import type { SourceRef, TrimContent, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac Firebird Trans Am, model years 1969-1989: reference content for the catalogue.
 *
 * Figures are stated only where the cited sources agree. Ratings are advertised gross horsepower
 * through 1971 and SAE net from 1972. Deliberately left out where sources conflict or none was
 * found: 1970 Ram Air III/IV ratings (published as 335/345 and as 345/370 hp), 1980-81 normally
 * aspirated 301/305 ratings, the 1985-89 tuned-port 305 ratings, the 1989 5.7 TPI rating, exact
 * 1976/1977 and 1981 production totals, 1987-89 combined totals (Trans Am and GTA are quoted
 * separately in the overviews), and base prices other than 1969, 1977 and 1982 (1979 is quoted
 * as both $6,299 and $6,699).
 */

type TrimNote = { title: string; description: string };

const src = (title: string, url: string, siteName?: string): SourceRef => (siteName ? { title, url, siteName } : { title, url });

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

const WIKI_GEN1 = src(
  'Pontiac Firebird (first generation)',
  'https://en.wikipedia.org/wiki/Pontiac_Firebird_(first_generation)',
  'Wikipedia',
);
const WIKI_GEN2 = src(
  'Pontiac Firebird (second generation)',
  'https://en.wikipedia.org/wiki/Pontiac_Firebird_(second_generation)',
  'Wikipedia',
);
const WIKI_GEN3 = src(
  'Pontiac Firebird (third generation)',
  'https://en.wikipedia.org/wiki/Pontiac_Firebird_(third_generation)',
  'Wikipedia',
);
const TAW_HISTORY = src('History of the Trans Am', 'http://www.transamworld.com/ta_history.htm', 'Trans Am World');
const TAW_3GEN = src(
  'Pontiac Firebird: 3rd generation history and production numbers',
  'http://transamworld.com/fbird-history-php3.php',
  'Trans Am World',
);
const GTA_TIMELINE = src('The Trans Am TimeLine (1969-1997)', 'http://www.gtasourcepage.com/TransAmTimeLine.html', 'GTA Source Page');
const PRODUCTION_CHART = src(
  'Trans Am production by model year, 1969-1980',
  'https://disaffectedmusings.com/tag/pontiac-trans-am/',
  'Disaffected Musings',
);
const AUTOTRADER_40 = src(
  "Trans Am's Fabulous 40: the history of Pontiac's famous musclecar",
  'http://www.autotraderclassics.com/car-article/Trans+Am%E2%80%99s+Fabulous+40-64730.xhtml',
  'AutoTrader Classics',
);
const HAGERTY_2G_GUIDE = src(
  'Your handy 1970–81 Pontiac Firebird buyer’s guide',
  'https://www.hagerty.com/media/market-trends/hagerty-insider/your-handy-1970-81-pontiac-firebird-buyers-guide/',
  'Hagerty',
);
const HAGERTY_3G = src('The 1982–92 Pontiac Trans Am is still the epitome of ’80s cool', 'https://hagerty.com/media/?p=5986', 'Hagerty');
const SCG_GUIDE = src(
  'Classic Car Buyer’s Guide: 1970-1981 Firebirds',
  'http://www.secondchancegarage.com/public/70-81-pontiac-transam-bg-1.cfm',
  'Second Chance Garage',
);
const HOGHEAD_SE = src('Hoghead’s Bandit Trans Am Page', 'http://firebirdtransamparts.com/bandit/bandit.htm', 'Firebird Trans Am Parts');
const MOTORIOUS_SE = src(
  'Here’s the real story behind Pontiac’s black-and-gold Trans Am',
  'https://www.motorious.com/articles/handpicked/pontiacs-trans-am-y82/',
  'Motorious',
);
const W72_HISTORY = src(
  '1979 Pontiac Trans Am – Discovering Atlantis… Over And Over Again',
  'https://pontiacv8.com/articles/2018/2/27/1979-pontiac-trans-am-discovering-atlantis-over-and-over-again',
  'PontiacV8.com',
);
const TRIPLE_78 = src('1978 Pontiac Trans Am', 'http://tripletransam.com/78ta/78_det.html', 'Triple Trans Am');

const MOTOR1_69 = src(
  'Bold School: 1969 Pontiac Firebird Trans Am',
  'https://www.motor1.com/news/69196/bold-school-1969-pontiac-firebird-trans-am/',
  'Motor1',
);
const FBN_69 = src(
  '1969 Pontiac Trans Am - a Star Is Born',
  'https://firebirdnest.com/index.php/10-1stgen/transam/1-1969transam',
  'Firebird Nest',
);
const OCM_70 = src(
  '1970 Pontiac Trans Am – the Encore',
  'https://oldcarmemories.com/1970-pontiac-trans-am-the-encore/',
  'Old Car Memories',
);
const TRANZAM_70 = src('1970 Firebird history', 'https://tran-zam.com/fhistory/1970Home.aspx', 'Tran-Zam');
const HSW_71 = src(
  '1971 Pontiac Firebird Trans Am',
  'https://musclecars.howstuffworks.com/classic-muscle-cars/1971-pontiac-firebird-trans-am.htm',
  'HowStuffWorks',
);
const FBN_71 = src(
  '1971 Pontiac Trans Am - Hello 455',
  'https://firebirdnest.com/index.php/15-2ndgen/transam/4-1971transam',
  'Firebird Nest',
);
const STREETMUSCLE_72 = src(
  'Rare ’72 Pontiac Trans Am 455 H.O.: Unrestored and Unbelievable',
  'https://www.streetmusclemag.com/?p=30936',
  'Street Muscle',
);
const MOTORIOUS_72 = src(
  'Ultra-Rare 1972 Pontiac Trans Am Surfaces as a Pristine Survivor of a Tumultuous Muscle Car Year',
  'https://www.motorious.com/articles/news/ultra-rare-1972-pontiac-trans-am-surfaces-as-a-pristine-survivor-of-a-tumultuous-muscle-car-year',
  'Motorious',
);
const HEMMINGS_73SD = src(
  '1973 Pontiac Trans Am SD-455',
  'https://www.hemmings.com/magazine/mus/2014/02/1973-Pontiac-Trans-Am-SD-455/3734961.html',
  'Hemmings Muscle Machines',
);
const PF_73 = src('Firebird 1973', 'http://pontiacformula.free.fr/en/firebird_1973.php', 'Pontiac Formula');
const SCM_74SD = src(
  '1974 Pontiac Trans Am SD-455',
  'https://www.sportscarmarket.com/profile/1974-pontiac-trans-am-sd-455',
  'Sports Car Market',
);
const DAT76_74 = src(
  'Trans Am Of The Week: 1974 SD 455 Trans Am',
  'https://dat76transam.com/index.php/2018/12/20/trans-am-of-the-week',
  'dat76transam.com',
);
const GTA2_75 = src('1975 Trans Am', 'http://2gta.com/1975ta.html', '2GTA');
const HPP_75 = src(
  '1975 Pontiac Trans Am',
  'http://www.highperformancepontiac.com/features/hppp_0906_1975_pontiac_trans_am/first_look.html',
  'High Performance Pontiac',
);
const HSW_76 = src('1976 Pontiac Firebird Trans Am', 'https://auto.howstuffworks.com/1976-pontiac-firebird-trans-am.htm', 'HowStuffWorks');
const HPM_76 = src(
  '1976 Pontiac Firebird Trans Am 50th Anniversary Limited Edition',
  'https://horsepowermemories.com/2022/05/06/1976-pontiac-firebird-trans-am-50th-anniversary-limited-edition/',
  'Horsepower Memories',
);
const HITMAN_LE = src(
  '1976 50th Anniversary Limited Edition Pontiac Trans Am',
  'https://www.hitmantransam.com/Sliders/limited.htm',
  'Hitman’s Pontiac Trans Am Site',
);
const HAGERTY_77 = src(
  '1977 Pontiac Firebird values and history',
  'https://hagerty.com/valuation-tools/pontiac/firebird/1977/1977-pontiac-firebird-formula',
  'Hagerty',
);
const OCW_77 = src(
  'Car of the Week: 1977 Pontiac Trans Am Special Edition',
  'https://www.oldcarsweekly.com/features/car-of-the-week-1977-trans-am',
  'Old Cars Weekly',
);
const HEMMINGS_78 = src(
  '1978 Pontiac Trans Am',
  'https://www.hemmings.com/magazine/mus/2008/03/1978-Pontiac-Trans-Am/1599650.html',
  'Hemmings Muscle Machines',
);
const BARNFINDS_Y88 = src(
  'One-Owner Ltd Edition: 1978 Pontiac Firebird Trans Am',
  'https://barnfinds.com/one-owner-ltd-edition-1978-pontiac-firebird-trans-am',
  'Barn Finds',
);
const TAC_10TH = src(
  'Tenth Anniversary Trans Am unveiling, production and pricing',
  'http://transamcountry.com/community/index.php?topic=85384.msg24261',
  'Trans Am Country',
);
const HEMMINGS_79 = src(
  '1979 Pontiac Trans Am (buyer’s guide)',
  'https://www.hemmings.com/magazine/mus/2013/05/1979-Pontiac-Trans-Am/3725541.html',
  'Hemmings Muscle Machines',
);
const CARSGONEBY_TATA = src(
  '1979 Pontiac Firebird Tenth Anniversary Trans Am',
  'https://carsgoneby.blogspot.com/2024/08/1979-pontiac-firebird-tenth-anniversary.html',
  'Cars Gone By',
);
const HEMMINGS_TATA = src(
  'Bodacious T.A.T.A.S',
  'http://www.hemmings.com/mus/stories/2011/04/01/hmn_feature1.html',
  'Hemmings Muscle Machines',
);
const SCM_79SE = src(
  '1979 Pontiac Trans Am Special Edition',
  'https://www.sportscarmarket.com/profile/1979-pontiac-trans-am-special-edition',
  'Sports Car Market',
);
const CMSTUDIO_79 = src('1979 Pontiac Trans Am', 'https://cmstudio.com.au/history/1979-pontiac-trans-am/', 'CM Studio');
const EIGHTIES_80 = src('1980 Pontiac Firebird Turbo Trans Am coupe', 'https://eightiescars.com/tag/pontiac', 'Eighties Cars');
const HEMMINGS_80 = src(
  'Last of the Mohicans - 1980 Pontiac Trans Am',
  'https://www.hemmings.com/magazine/mus/2007/04/Last-of-the-Mohicans---1980-Pontiac-Trans-Am/1433933.html',
  'Hemmings Muscle Machines',
);
const BARNFINDS_80T = src(
  '35k Original Miles: 1980 Pontiac Trans Am Turbo',
  'https://barnfinds.com/35k-original-miles-1980-pontiac-trans-am-turbo',
  'Barn Finds',
);
const BARNFINDS_80PACE = src(
  'Cheap Pace Car: 1980 Pontiac Trans Am',
  'https://barnfinds.com/cheap-pace-car-1980-pontiac-trans-am',
  'Barn Finds',
);
const SCM_80SE = src(
  '1980 Pontiac Trans Am “Bandit” Special Edition',
  'https://www.sportscarmarket.com/profile/1980-pontiac-trans-am-bandit-special-edition',
  'Sports Car Market',
);
const SE81_SITE = src(
  'The Official Owner’s 1981 Pontiac Trans Am Turbo Special Edition NASCAR Daytona 500 Pace Car Web Site',
  'http://www.81ta-se.com/',
  '81ta-se.com',
);
const OCW_81 = src(
  'Car of the Week: 1981 Pontiac Trans Am',
  'https://www.oldcarsweekly.com/features/car-of-the-week-1981-pontiac-trans-am',
  'Old Cars Weekly',
);
const HEMMINGS_76_81 = src(
  'Last Man Standing - 1976, 1981 Pontiac Trans Am',
  'https://www.hemmings.com/magazine/mus/2008/11/Last-Man-Standing---1976--1981-Pontiac-Trans-Am/1719379.html',
  'Hemmings Muscle Machines',
);
const BARNFINDS_81SE = src(
  '39k-Mile 1981 Pontiac Turbo Trans Am SE',
  'https://barnfinds.com/39k-mile-1981-pontiac-turbo-trans-am-se',
  'Barn Finds',
);
const GWR_81 = src(
  'Fall From Grace: 1981 Pontiac Turbo Trans Am Daytona Pace Car',
  'https://www.guyswithrides.com/2020/06/08/1981-pontiac-turbo-trans-am-daytona-pace-car/',
  'Guys With Rides',
);
const EIGHTIES_82 = src(
  '1982 Pontiac Firebird Trans Am hatchback coupe',
  'https://eightiescars.com/2013/11/03/1982-pontiac-firebird-trans-am/',
  'Eighties Cars',
);
const PTAF_RECARO = src(
  '1982-84 Recaro Trans Ams',
  'https://www.pontiactransamforum.com/threads/1982-84-recaro-trans-ams.63/post-442',
  'Pontiac Trans Am Forum',
);
const HSW_3G_8384 = src('1983-1984 Pontiac Firebird', 'https://auto.howstuffworks.com/1982-1991-pontiac-firebird2.htm', 'HowStuffWorks');
const HSW_3G_8588 = src(
  '1985, 1986, 1987, 1988 Pontiac Firebird Models',
  'https://auto.howstuffworks.com/1982-1991-pontiac-firebird3.htm',
  'HowStuffWorks',
);
const AUTOWEEK_83 = src(
  '1983 Pontiac Firebird Trans Am: A special Daytona 500 pace car replica',
  'https://www.autoweek.com/news/a2117271/1983-pontiac-firebird-trans-am-special-daytona-500-pace-car-replica/',
  'Autoweek',
);
const CC_83 = src(
  'Curbside Classic: 1983 Pontiac Firebird 25th Anniversary Daytona 500 Limited Edition Trans Am',
  'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1983-pontiac-firebird-25th-anniversary-daytona-500-limited-edition-trans-am-fake-it-til-you-make-it/',
  'Curbside Classic',
);
const TACHREV_3G = src('3rd Gen Trans Am', 'http://tachrev.com/Web_Pages/3rd_Gen_TA.html', 'TachRev');
const HEMMINGS_84 = src(
  'Built Like They Used to Be - 1984 Pontiac Trans Am',
  'https://www.hemmings.com/magazine/mus/2010/11/Built-Like-They-Used-to-Be---1984-Pontiac-Trans-Am/3692021.html',
  'Hemmings Muscle Machines',
);
const MACS_85 = src(
  'Video: Introducing the 1985 Pontiac Firebird Trans Am',
  'https://macsmotorcitygarage.com/video-introducing-the-1985-pontiac-firebird-trans-am',
  'Mac’s Motor City Garage',
);
const CAS_FIREBIRD = src('Pontiac Firebird', 'https://www.autosafety.org/pontiac-firebird/', 'Center for Auto Safety');
const GOINGFASTER_86 = src('1986 Trans Am summary', 'https://www.goingfaster.com/1986TA/86summary.htm', 'GoingFaster');
const HEMMINGS_87 = src(
  'Gran Turismo Bargainologato - 1987 Pontiac Firebird Trans Am',
  'https://www.hemmings.com/magazine/mus/2014/08/Gran-Turismo-Bargainologato---1987-Pontiac-Firebird-Trans-Am/3740891.html',
  'Hemmings Muscle Machines',
);
const SENTINEL_87 = src(
  'Sporty Trans Am Is A Refined Aero Car',
  'http://articles.orlandosentinel.com/1987-09-20/topic/0150010254_1_trans-am-gta-top-trans-horsepower',
  'Orlando Sentinel',
);
const GTA_SOURCE = src('The GTA Source Page', 'https://www.gtasourcepage.com/', 'GTA Source Page');
const TRIPLE_GTA = src('The Firebird Trans Am GTA', 'https://tripletransam.com/gta_story.html', 'Triple Trans Am');
const V6FBODY_87 = src(
  'History Of The Pontiac Firebird, 1982-1992, part four',
  'http://www.v6fbody.com/history/history_firebird_87.html',
  'V6FBody Online',
);
const HPM_89 = src(
  '1989 Pontiac Firebird 20th Anniversary Turbo Trans Am',
  'https://horsepowermemories.com/2021/09/19/1989-pontiac-firebird-20th-anniversary-turbo-trans-am/',
  'Horsepower Memories',
);
const EIGHTIES_TTA = src(
  '1989 Pontiac 20th Anniversary Turbo Firebird Trans Am',
  'https://eightiescars.com/tag/trans-am/',
  'Eighties Cars',
);
const GMA_89 = src(
  'Like-New 1989 Pontiac Trans Am Turbo 20th Anniversary Pace Car Sells On BaT',
  'https://gmauthority.com/blog/2024/07/like-new-1989-pontiac-trans-am-turbo-20th-anniversary-pace-car-sells-on-bat/',
  'GM Authority',
);

// ---------------------------------------------------------------------------------------------
// Shared notes (issues and restoration tips that apply across several years)
// ---------------------------------------------------------------------------------------------

const note = (title: string, description: string): TrimNote => ({ title, description });

const RUST_2G = note(
  'Rear quarter, trunk and floor rust',
  'Second-generation F-bodies rot in the lower rear quarter panels behind the wheels, the trunk floor and trunk drop-offs, and the floor pans. Look hard at the floor above the front hangers of the rear leaf springs: when it rusts through, the spring eye can push up into the cabin. Lift the trunk mat and carpet before believing fresh paint.',
);
const REAR_WINDOW_RUST = note(
  'Rust under the big rear window',
  'From 1975 the larger wraparound rear window has a trim molding at its lower front corners that holds water, so the sail panels and the metal under the molding commonly rust. Paint bubbles at those corners nearly always mean rust underneath that needs cutting out, not filler.',
);
const ENDURA_NOSE = note(
  'Cracked Endura nose and flaking paint',
  'The 1970–73 Trans Am wears a body-colored urethane Endura front bumper. Age and parking knocks leave cracks and paint that flakes off the flexible surface. Reproduction noses are sold; check their fit and grille openings against an original before painting.',
);
const SHAKER_SEAL = note(
  'Worn shaker scoop seal',
  'The shaker scoop is mounted to the air cleaner and moves with the engine through the hood opening. When the seal between scoop and hood perishes the scoop rubs the hood paint, rattles and lets unfiltered under-hood air in; scoops are also often swapped between years, so check that the scoop and its decals are correct for the car’s engine.',
);
const DOOR_SAG = note(
  'Sagging long doors',
  'The long, heavy coupe doors wear their hinge pins and bushings, so the doors drop and must be lifted to latch, chipping paint at the striker and rocker. Worn pins also upset the door-glass alignment and therefore the weather seals.',
);
const HURST_TTOPS = note(
  'Leaking Hurst T-tops',
  'The 1976–78 Trans Am T-roofs were Hurst Hatch conversions; in 1976 Pontiac stopped fitting them to the Limited Edition part-way through because they leaked. Expect water stains, wet carpet and floor-pan rust under the roof on cars that have not had new seals, and remember that Hurst tops and the later GM-built T-tops use different panels and seals.',
);
const GM_TTOPS = note(
  'T-top water leaks',
  'T-top seals shrink and harden, and the frameless door glass must be adjusted to seal against them, so most cars leak into the footwells in rain or at the car wash. Check the carpet and floor pans for water damage before buying.',
);
const VANNUYS_PAINT = note(
  'Failing water-based paint on Van Nuys cars',
  'Late second-generation cars built at Van Nuys, California (plant letter L in the VIN) were painted with water-based paint to meet California rules, and it often failed and peeled; such cars show a W on the cowl tag where Norwood lacquer cars show an L. Many have been repainted, so ask how and when.',
);
const PHS_DOCS = note(
  'Get Pontiac Historic Services documents',
  'Pontiac Historic Services can supply copies of the factory billing and build records by VIN. They settle whether a car really left the factory as a Trans Am, which engine and transmission it had and which special-edition option codes it carried, and they usually pay for themselves when buying or selling.',
);
const HOOD_BIRD_REPRO = note(
  'Reproducing the hood bird',
  'A hood bird cannot be reused once removed. Buy a reproduction kit made for the exact year and body color (designs and color sets changed over the years and by paint color), lay it on fully cured, flat paint using application fluid, and work from the center out to avoid trapped air and stretched feathers.',
);
const SE_VERIFY = note(
  'Prove a black-and-gold car is a real Special Edition',
  'Black-and-gold tributes are everywhere. A genuine car carries its special-edition option code (Y82 in 1976; Y81 or Y82 in 1977–78; Y88 for the 1978 gold car; Y84 in 1979–81) on the build sheet or the trim tag on the firewall, and PHS records confirm it. Gold interior trim, gold wheels and pinstripes alone prove nothing.',
);
const ENGINE_400_403 = note(
  'Pontiac 400 or Oldsmobile 403?',
  'In 1977–78 the Oldsmobile 403 replaced the Pontiac 400 in California and high-altitude cars, and in 1979 it was the standard Trans Am engine, always with an automatic. Both carried “6.6 Litre” shaker decals, while the W72 Pontiac 400 wore “T/A 6.6”. The engine code and VIN derivative stamped on the block tell them apart; many cars have had engines swapped, which lowers value.',
);
const W72_VERIFY = note(
  'Check a W72 “T/A 6.6” before paying for one',
  '“T/A 6.6” shaker decals are easy to add to a car that left the factory with the 180 hp L78 400. The W72 had its own cylinder heads, camshaft and carburetor calibration; confirm the block code, head castings and the W72 option on the build records before paying the premium.',
);

const TTOP_SEALS_TIP = note(
  'Reseal the roof as a system',
  'Replace the T-top seals, door-glass run channels and outer belt weatherstrips together, then adjust the door glass to the new seals; new seals alone rarely cure a leak when the glass is out of adjustment. Check the drain paths in the roof channels while the seals are off.',
);
const RUSTPROOF_TIP = note(
  'Rust-proof the hidden cavities',
  'After repairs, spray a cavity wax into the quarter-panel, rocker and door cavities through existing drain and access holes and keep the drains clear. Rust on these cars usually starts inside the panels from trapped moisture, not from paint chips.',
);

// Third generation
const RUST_3G = note(
  'Rust at rear wheel openings and hatch area',
  'Third-generation cars rot behind the rear wheels around the spare-wheel well, at the front edge of the rear wheel arches near the seat-belt anchors, and along the bottoms of the doors and fenders. A failed hatch seal lets water run down the glass into the rear compartment, so check under the rear carpet and spare-wheel cover.',
);
const HEADLAMP_MOTORS = note(
  'Pop-up headlamp motors and gears',
  'Each hidden headlamp is lifted by its own electric motor through a gear set; worn gears and tired motors leave one lamp slow, half-open or stuck. Rebuild kits and replacement motors are available; check that both lamps rise together and fully.',
);
const PAINT_3G = note(
  'Peeling factory paint',
  'Paint delamination was widespread on 1985–93 Camaros and Firebirds, and GM once extended coverage for it. An original-paint car with large patches of clear and color lifting off the primer will need a full repaint, not spot repairs.',
);
const TPI_MAF = note(
  'Tuned Port Injection sensors',
  'The 1985–89 Tuned Port Injection V8s meter air with a hot-wire mass-air-flow sensor cleaned by a burn-off relay. A failing sensor, relay or connector causes stalling, hesitation and hard starting, and vacuum leaks at the long intake runners upset idle. Read the ECM’s trouble codes before replacing parts.',
);
const INTERIOR_3G = note(
  'Brittle interior plastics and worn seats',
  'Dashboards, console lids and door-panel plastics crack and fade with sun, T-top cars especially, and driver-seat side bolsters wear through. Reproduction upholstery is available, but some year-specific trim pieces are hard to find in good condition.',
);
const ECM_TIP = note(
  'Keep the original ECM and PROM',
  'Keep the factory engine computer and its PROM calibration chip with the car, and read the stored trouble codes before tuning. An original calibration is part of a correct car, and many drivability faults trace back to a swapped or modified chip.',
);
const SUBFRAME_TIP = note(
  'Stiffen the body with bolt-in subframe connectors',
  'The unit body flexes, which works T-top and hatch seals loose and cracks trim. Subframe connectors that tie the front subframe to the rear rails are a common, largely reversible upgrade; choose bolt-in types if originality matters.',
);

// ---------------------------------------------------------------------------------------------
// Shared specifications
// ---------------------------------------------------------------------------------------------

const GEN2_WHEELBASE = { wheelbaseIn: 108.1 };
const GEN2_EARLY_DIMENSIONS = { wheelbaseIn: 108.1, lengthIn: 191.6, widthIn: 73.4, heightIn: 50.4 };
const GEN3_EARLY_DIMENSIONS = { wheelbaseIn: 101, lengthIn: 191.8 };
const GEN3_WHEELBASE = { wheelbaseIn: 101 };

const TH_AUTO = '3-speed Turbo Hydra-matic automatic';
const FOUR_SPEED = '4-speed manual';
const FIVE_SPEED = '5-speed manual (Borg-Warner T-5)';
const FOUR_SPEED_AUTO = '4-speed automatic (Turbo Hydra-matic 700R4)';

const ENGINE_L78_400 = (hp: number, torque?: number) => ({
  name: '400 V8 4-bbl (L78)',
  displacement: '400 cu in (6.6 L)',
  horsepower: hp,
  ...(torque ? { torque } : {}),
});
const ENGINE_W72_1977 = { name: '400 V8 4-bbl “T/A 6.6” (W72)', displacement: '400 cu in (6.6 L)', horsepower: 200, torque: 325 };
const ENGINE_W72_7879 = { name: '400 V8 4-bbl “T/A 6.6” (W72)', displacement: '400 cu in (6.6 L)', horsepower: 220 };
const ENGINE_OLDS_403 = { name: 'Oldsmobile 403 V8 4-bbl (L80)', displacement: '403 cu in (6.6 L)', horsepower: 185 };
const ENGINE_301_4BBL = { name: 'Pontiac 301 V8 4-bbl', displacement: '301 cu in (4.9 L)' };
const ENGINE_301_TURBO_80 = { name: 'Pontiac 301 Turbo V8 (LU8)', displacement: '301 cu in (4.9 L)', horsepower: 210, torque: 345 };
const ENGINE_301_TURBO_81 = { name: 'Pontiac 301 Turbo V8 (LU8)', displacement: '301 cu in (4.9 L)', horsepower: 200, torque: 340 };
const ENGINE_305_LG4 = (hp?: number) => ({
  name: 'Chevrolet 305 V8 4-bbl (LG4)',
  displacement: '305 cu in (5.0 L)',
  ...(hp ? { horsepower: hp } : {}),
});
const ENGINE_LU5 = (hp: number) => ({ name: '305 V8 Cross-Fire Injection (LU5)', displacement: '305 cu in (5.0 L)', horsepower: hp });
const ENGINE_L69 = { name: '305 V8 H.O. 4-bbl (L69)', displacement: '305 cu in (5.0 L)', horsepower: 190 };
const ENGINE_LB9 = { name: '305 V8 Tuned Port Injection (LB9)', displacement: '305 cu in (5.0 L)' };
const ENGINE_L98 = (hp?: number) => ({
  name: '350 V8 Tuned Port Injection (L98)',
  displacement: '350 cu in (5.7 L)',
  ...(hp ? { horsepower: hp } : {}),
});
const ENGINE_L03 = { name: '305 V8 throttle-body injection (L03)', displacement: '305 cu in (5.0 L)' };

// ---------------------------------------------------------------------------------------------
// Years
// ---------------------------------------------------------------------------------------------

const trimTransAm1969: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      { name: '400 V8 4-bbl Ram Air III (L74)', displacement: '400 cu in (6.6 L)', horsepower: 335 },
      { name: '400 V8 4-bbl Ram Air IV (L67)', displacement: '400 cu in (6.6 L)', horsepower: 345 },
    ],
    transmissions: ['3-speed manual (heavy-duty, floor shift)', FOUR_SPEED, TH_AUTO],
    dimensions: { wheelbaseIn: 108 },
    basePriceUsd: 3556,
  },
  issues: [
    note(
      'The VIN does not say Trans Am',
      'The 1969 Trans Am was the WS4 option package on the Firebird, so its VIN reads as an ordinary Firebird 400 and clones built from Firebirds are common. Only the factory paperwork (PHS billing history, build sheet) proves a real car.',
    ),
    note(
      'Rust in a 55-year-old first-generation body',
      'Look at the rear quarters and wheel lips, the trunk floor, the floor pans, the cowl below the windshield and the rear frame rails where the leaf springs mount. Convertibles (eight built) also need checking for a sagging body and rusted inner rockers.',
    ),
    note(
      'Missing or incorrect Ram Air and aero pieces',
      'The Trans Am-only hood with its functional scoops, the under-hood Ram Air pan and seal, the fender air extractors and the 60-inch rear spoiler are frequently missing, damaged or reproduction. Correct originals are scarce and expensive.',
    ),
  ],
  tips: [
    PHS_DOCS,
    note(
      'Confirm the engine codes',
      'Ram Air IV cars used their own cylinder heads, camshaft and aluminum intake manifold; check the block code, head castings and date codes against the build records, because Ram Air III cars are sometimes upgraded and sold as Ram Air IV.',
    ),
    note(
      'Stripe and spoiler details',
      'Every 1969 Trans Am was white with two blue stripes; some cars had the stripes running over the rear spoiler and some only beneath it, so copy the layout found under old paint rather than a catalog photo.',
    ),
  ],
  sources: [TAW_HISTORY, MOTOR1_69, AUTOTRADER_40, FBN_69],
};

const trimTransAm1970: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      { name: '400 V8 4-bbl Ram Air III (L74)', displacement: '400 cu in (6.6 L)' },
      { name: '400 V8 4-bbl Ram Air IV (L67)', note: 'special order', displacement: '400 cu in (6.6 L)' },
    ],
    transmissions: ['4-speed manual (Hurst shifter)', TH_AUTO],
    dimensions: GEN2_EARLY_DIMENSIONS,
  },
  issues: [
    RUST_2G,
    ENDURA_NOSE,
    SHAKER_SEAL,
    note(
      'Ram Air IV claims',
      'Only 88 of the 3,196 1970 Trans Ams were built with the special-order Ram Air IV. Treat any “Ram Air IV” car without factory documentation as a Ram Air III until proven otherwise.',
    ),
  ],
  tips: [
    PHS_DOCS,
    note(
      'Check the model number in the VIN',
      'On 1970–71 Firebirds the VIN begins with the car line and model number: 22887 (22 = Firebird, 887 = Trans Am) identifies a Trans Am, while 22387, 22487 or 22687 is a base Firebird, Esprit or Formula however it is dressed.',
    ),
    note(
      'Correct colors and stripes',
      'The 1970 car came only in Polar White with blue stripes or Lucerne Blue with white stripes. Stripe kits are reproduced; lay them out from the original positions rather than by eye.',
    ),
  ],
  sources: [TAW_HISTORY, OCM_70, TRANZAM_70, GTA_TIMELINE],
};

const trimTransAm1971: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [{ name: '455 V8 4-bbl H.O. (LS5)', displacement: '455 cu in (7.5 L)', horsepower: 335, torque: 480 }],
    transmissions: ['4-speed manual (Hurst shifter)', TH_AUTO],
    dimensions: GEN2_EARLY_DIMENSIONS,
  },
  issues: [RUST_2G, ENDURA_NOSE, SHAKER_SEAL],
  tips: [
    PHS_DOCS,
    note(
      'Identify a true 455 H.O.',
      'The 455 H.O. was the only Trans Am engine in 1971–72; it used round-port cylinder heads and a four-bolt-main block. A Trans Am with a common D-port 455 or a 400 has had its engine replaced, which a buyer should price in.',
    ),
    RUSTPROOF_TIP,
  ],
  sources: [HSW_71, FBN_71, SCG_GUIDE, PRODUCTION_CHART],
};

const trimTransAm1972: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [{ name: '455 V8 4-bbl H.O. (LS5)', displacement: '455 cu in (7.5 L)', horsepower: 300, torque: 415 }],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_EARLY_DIMENSIONS,
  },
  issues: [
    RUST_2G,
    ENDURA_NOSE,
    note(
      'Rarity invites fakes',
      'With only 1,286 built (458 of them four-speeds), a 1972 Trans Am is rarer than any later year and is often recreated from a Formula or base Firebird. The body is identical to a 1971 apart from the grille, so documentation matters even more.',
    ),
  ],
  tips: [PHS_DOCS, SHAKER_SEAL, RUSTPROOF_TIP],
  sources: [STREETMUSCLE_72, MOTORIOUS_72, FBN_71, TAW_HISTORY],
};

const trimTransAm1973: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [{ name: '455 V8 4-bbl (L75)', displacement: '455 cu in (7.5 L)', horsepower: 250 }],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [RUST_2G, ENDURA_NOSE, DOOR_SAG],
  tips: [
    HOOD_BIRD_REPRO,
    note(
      'The hood bird was optional in 1973',
      'The big hood decal first appeared in 1973 as an option, and some cars left the factory with only the small nose bird. Adding the big bird to a car built without it is a cosmetic choice, not a restoration; the build records show which way the car was ordered.',
    ),
    PHS_DOCS,
  ],
  sources: [SCG_GUIDE, PF_73, TAW_HISTORY, PRODUCTION_CHART],
};

const trimSd1973: TrimContent = {
  name: 'Trans Am SD-455',
  specs: {
    engines: [{ name: 'Super Duty 455 V8 4-bbl (LS2)', displacement: '455 cu in (7.5 L)', horsepower: 290, torque: 395 }],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    note(
      'Super Duty clones',
      'Only 252 1973 Trans Ams received the SD-455. Real cars carry the Super Duty engine code (X) in the VIN, a four-bolt block with SD castings and the Super Duty’s forged internals; decals and a shaker reading “SD-455” prove nothing.',
    ),
    note(
      'Irreplaceable engine parts',
      'The Super Duty block, round-port heads, forged rods and pistons and other internals are unique and scarce. An engine that has been hot-rodded or rebuilt with ordinary 455 parts loses much of the car’s value.',
    ),
    RUST_2G,
  ],
  tips: [
    PHS_DOCS,
    note(
      'Check the registry',
      'Super Duty cars are tracked by enthusiast registries; a car with a documented history in a recognized SD-455 registry is worth considerably more than an unknown one.',
    ),
    HOOD_BIRD_REPRO,
  ],
  sources: [HEMMINGS_73SD, PF_73, TAW_HISTORY],
};

const trimTransAm1974: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_L78_400(225), { name: '455 V8 4-bbl (L75)', displacement: '455 cu in (7.5 L)', horsepower: 250 }],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    RUST_2G,
    note(
      'Cracked bumper fillers and nose',
      'The 1974 “shovel-nose” front and new rear bumpers use urethane covers and fillers that crack, shrink and fade; mismatched replacements are common, and good original-style pieces must be painted with a flex additive.',
    ),
    DOOR_SAG,
  ],
  tips: [HOOD_BIRD_REPRO, PHS_DOCS, RUSTPROOF_TIP],
  sources: [DAT76_74, SCG_GUIDE, PRODUCTION_CHART],
};

const trimSd1974: TrimContent = {
  name: 'Trans Am SD-455',
  specs: {
    engines: [{ name: 'Super Duty 455 V8 4-bbl (LS2)', displacement: '455 cu in (7.5 L)', horsepower: 290, torque: 395 }],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    note(
      'Super Duty clones',
      'Of 943 1974 SD-455 Trans Ams, 731 were automatics and 212 four-speeds. A real one carries the engine code X in the VIN and Super Duty block and head castings; check both against PHS records.',
    ),
    RUST_2G,
    SHAKER_SEAL,
  ],
  tips: [
    PHS_DOCS,
    note(
      'Keep the original Super Duty engine',
      'The SD-455 was hand-assembled with unique block, heads and forged internals; keep and rebuild the original engine with correct parts rather than replacing it, as a numbers-matching SD engine is the bulk of the car’s value.',
    ),
  ],
  sources: [SCM_74SD, DAT76_74, TAW_HISTORY],
};

const trimTransAm1975: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      ENGINE_L78_400(185),
      {
        name: '455 V8 4-bbl (L75)',
        note: 'sold as the 455 H.O.; mid-year, 4-speed only',
        displacement: '455 cu in (7.5 L)',
        horsepower: 200,
      },
    ],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [REAR_WINDOW_RUST, RUST_2G, DOOR_SAG],
  tips: [
    note(
      'Treat the catalytic converter as part of the car',
      '1975 was the first year with a catalytic converter and single-exhaust system; many were removed. A correct restoration keeps or reproduces the original converter and exhaust layout, which judges check.',
    ),
    HOOD_BIRD_REPRO,
    PHS_DOCS,
  ],
  sources: [GTA2_75, HPP_75, PRODUCTION_CHART],
};

const trimTransAm1976: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      ENGINE_L78_400(185, 310),
      { name: '455 V8 4-bbl (L75)', note: '4-speed only', displacement: '455 cu in (7.5 L)', horsepower: 200, torque: 330 },
    ],
    transmissions: [FOUR_SPEED, `${TH_AUTO} (400 only)`],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [REAR_WINDOW_RUST, RUST_2G, DOOR_SAG],
  tips: [
    HOOD_BIRD_REPRO,
    note(
      'A 455 car should be a four-speed',
      'In 1976 the 455 came only with the four-speed manual and was not sold in California, so a 455 automatic Trans Am is not in factory configuration; check the engine code and build records before paying the 455 premium.',
    ),
    PHS_DOCS,
  ],
  sources: [HSW_76, HPM_76, SCG_GUIDE],
};

const trimLimited1976: TrimContent = {
  name: 'Limited Edition',
  specs: {
    engines: [
      ENGINE_L78_400(185, 310),
      { name: '455 V8 4-bbl (L75)', note: '4-speed only', displacement: '455 cu in (7.5 L)', horsepower: 200, torque: 330 },
    ],
    transmissions: [FOUR_SPEED, `${TH_AUTO} (400 only)`],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [HURST_TTOPS, SE_VERIFY, REAR_WINDOW_RUST],
  tips: [
    note(
      'Know the production split',
      'Pontiac built 2,590 Limited Editions (RPO Y82): 643 with Hurst Hatch T-tops (533 with the 400, 110 with the 455) and the rest with a solid roof. A T-top car with a 455 is among the rarest combinations, so documentation is essential.',
    ),
    note(
      'Gold trim and 50th Anniversary details',
      'The package included gold-painted honeycomb wheels, gold accents and pinstriping, a gold steering wheel and dash bezel, and 50th Anniversary fender badges. Reproduction pieces exist, but originals in good condition are worth keeping and refurbishing.',
    ),
    PHS_DOCS,
  ],
  sources: [HITMAN_LE, HPM_76, HSW_76, MOTORIOUS_SE],
};

const trimTransAm1977: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_L78_400(180), ENGINE_W72_1977, ENGINE_OLDS_403],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
    basePriceUsd: 5456,
  },
  issues: [ENGINE_400_403, REAR_WINDOW_RUST, RUST_2G],
  tips: [W72_VERIFY, HOOD_BIRD_REPRO, PHS_DOCS],
  sources: [HAGERTY_77, OCW_77, W72_HISTORY, TRIPLE_78],
};

const trimSe1977: TrimContent = {
  name: 'Special Edition',
  specs: {
    engines: [ENGINE_L78_400(180), ENGINE_W72_1977, ENGINE_OLDS_403],
    transmissions: [FOUR_SPEED, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [SE_VERIFY, HURST_TTOPS, ENGINE_400_403],
  tips: [
    note(
      'Y81 or Y82',
      'In 1977 the Special Edition was coded Y81 without T-tops (1,861 built) and Y82 with Hurst T-tops (13,706 built). A hardtop Y81 is therefore the rarer car even though the T-top car is the “Bandit” look.',
    ),
    HOOD_BIRD_REPRO,
    TTOP_SEALS_TIP,
  ],
  sources: [HAGERTY_77, OCW_77, MOTORIOUS_SE, HOGHEAD_SE],
};

const trimTransAm1978: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_L78_400(180), ENGINE_W72_7879, ENGINE_OLDS_403],
    transmissions: [`${FOUR_SPEED} (W72 only)`, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [ENGINE_400_403, REAR_WINDOW_RUST, GM_TTOPS],
  tips: [
    W72_VERIFY,
    note(
      'WS6 handling package',
      'The WS6 Special Performance package arrived for 1978 with stiffer springs and shocks, bigger anti-roll bars, quicker constant-ratio steering and 15x8 snowflake wheels. It is on the build records; non-WS6 cars were often fitted with the wheels later.',
    ),
    HOOD_BIRD_REPRO,
  ],
  sources: [HEMMINGS_78, W72_HISTORY, TRIPLE_78, PRODUCTION_CHART],
};

const trimSe1978: TrimContent = {
  name: 'Special Edition',
  specs: {
    engines: [ENGINE_L78_400(180), ENGINE_W72_7879, ENGINE_OLDS_403],
    transmissions: [`${FOUR_SPEED} (W72 only)`, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [SE_VERIFY, HURST_TTOPS, ENGINE_400_403],
  tips: [
    note(
      'Low production year for the black car',
      'Only 3,643 black-and-gold Special Editions were built for 1978, with T-tops now standard on the package; it is far scarcer than the 1977 car, which makes documentation worth paying for.',
    ),
    TTOP_SEALS_TIP,
    HOOD_BIRD_REPRO,
  ],
  sources: [MOTORIOUS_SE, HOGHEAD_SE, HEMMINGS_78],
};

const trimGoldSe1978: TrimContent = {
  name: 'Gold Special Edition',
  specs: {
    engines: [ENGINE_L78_400(180), ENGINE_W72_7879, ENGINE_OLDS_403],
    transmissions: [`${FOUR_SPEED} (W72 only)`, TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    SE_VERIFY,
    note(
      'Matching the Solar Gold paint',
      'The one-year Y88 car was painted Solar Gold with dark gold pinstripes, gold-tinted T-tops and gold snowflake wheels. Getting the body and urethane bumper covers to match in this color is difficult, and mismatched bumpers are a common giveaway of poor paintwork.',
    ),
    HURST_TTOPS,
  ],
  tips: [
    note(
      'Keep the gold-tinted glass',
      'The gold-tinted T-top panels are specific to this package; original panels in good condition are hard to find, so protect them in their storage bags.',
    ),
    PHS_DOCS,
  ],
  sources: [BARNFINDS_Y88, HOGHEAD_SE, MOTORIOUS_SE],
};

const trimTransAm1979: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      { ...ENGINE_W72_7879, name: '400 V8 4-bbl “T/A 6.6” (W72)', note: '4-speed only' },
      { ...ENGINE_OLDS_403, name: 'Oldsmobile 403 V8 4-bbl (L80)', note: 'automatic only' },
    ],
    transmissions: ['4-speed manual (with W72 only)', '3-speed Turbo Hydra-matic automatic (with 403 only)'],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [ENGINE_400_403, VANNUYS_PAINT, REAR_WINDOW_RUST, GM_TTOPS],
  tips: [
    W72_VERIFY,
    note(
      'The W72 came with WS6',
      'In 1979 the 220 hp W72 400 was tied to the four-speed manual and the WS6 suspension with four-wheel disc brakes; a 1979 “T/A 6.6” car without WS6 equipment or with an automatic deserves close scrutiny.',
    ),
    note(
      'Find the nose and tail panels before starting',
      'The 1979–81 soft nose and full-width blacked-out tail-lamp panel are expensive urethane and plastic parts that crack and warp; source good ones before committing to a paint date.',
    ),
    HOOD_BIRD_REPRO,
  ],
  sources: [HEMMINGS_79, CMSTUDIO_79, HEMMINGS_TATA, GWR_81],
};

const trimSe1979: TrimContent = {
  name: 'Special Edition',
  specs: {
    engines: trimTransAm1979.specs.engines,
    transmissions: trimTransAm1979.specs.transmissions,
    dimensions: GEN2_WHEELBASE,
  },
  issues: [SE_VERIFY, GM_TTOPS, VANNUYS_PAINT],
  tips: [
    note(
      'Four-speed cars are the ones to find',
      'Sports Car Market counts 1,107 of the 1979 Special Editions with the W72 400 and four-speed; these command a large premium over the 403-automatic cars, so verify the drivetrain on the build sheet.',
    ),
    HOOD_BIRD_REPRO,
    TTOP_SEALS_TIP,
  ],
  sources: [SCM_79SE, MOTORIOUS_SE, HOGHEAD_SE],
};

const trimTenth1979: TrimContent = {
  name: '10th Anniversary',
  specs: {
    engines: trimTransAm1979.specs.engines,
    transmissions: trimTransAm1979.specs.transmissions,
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    note(
      'Silver paint and two-tone repairs',
      'Every 10th Anniversary car was two-tone platinum silver with charcoal accents and an extra-large hood bird that spreads across the fender tops. Matching the paint shades and the graphics after body repairs is difficult; mismatched panels are a common flaw.',
    ),
    note(
      'Special interior and glass',
      'The silver leather and cloth interior, mirror-tinted T-tops and embroidered trim were specific to the car. Sun-damaged leather and crazed T-top glass are expensive to put right with correct parts.',
    ),
    GM_TTOPS,
  ],
  tips: [
    note(
      'Check the VIN series letter',
      'The 10th Anniversary cars were given their own series letter, X, in the second position of the VIN, which makes real ones easy to tell from silver tributes.',
    ),
    note(
      'Manual or automatic',
      'Of the 7,500 built, 1,817 had the W72 400 and four-speed and 5,683 the Oldsmobile 403 and automatic; manual cars lack cruise control and are worth more.',
    ),
    PHS_DOCS,
  ],
  sources: [TAC_10TH, CARSGONEBY_TATA, HEMMINGS_TATA, CMSTUDIO_79],
};

const TURBO_ISSUES: TrimNote[] = [
  note(
    'Detonation and failed spark control',
    'The turbo 301 relies on an electronic spark-control knock sensor to retard timing under boost. A failed sensor or module, poor fuel or a lean carburetor lets it detonate, which burns pistons; listen for pinging under load.',
  ),
  note(
    'Turbo, wastegate and seals',
    'The Garrett turbocharger’s wastegate can stick, giving either no boost or overboost, and worn shaft seals or coked oil passages make it smoke. Vacuum leaks and a worn Quadrajet upset idle and boost.',
  ),
  note(
    'Turbo-specific engine parts',
    'The turbo 301 had a stronger block and its own pistons, oil pump and other parts; a replacement naturally aspirated 301 or a swapped-in 400 ruins originality and value.',
  ),
];
const TURBO_TIPS: TrimNote[] = [
  note(
    'Maintain it like a turbo',
    'Use premium fuel, change oil often and let the engine idle for a minute before shutting it off after hard driving; confirm the spark-control system works and that the hood-bulge boost lights respond.',
  ),
  note(
    'Keep the factory combination',
    'The turbo engine was certified only with the automatic, air conditioning and a 3.08:1 axle. Specialist suppliers reproduce turbo-specific parts, so rebuild rather than replace.',
  ),
];

const trimTransAm1980: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_301_4BBL, ENGINE_305_LG4()],
    transmissions: [TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [VANNUYS_PAINT, REAR_WINDOW_RUST, GM_TTOPS],
  tips: [HOOD_BIRD_REPRO, PHS_DOCS, RUSTPROOF_TIP],
  sources: [EIGHTIES_80, HEMMINGS_80, PRODUCTION_CHART],
};

const trimTurbo1980: TrimContent = {
  name: 'Turbo Trans Am',
  specs: {
    engines: [ENGINE_301_TURBO_80],
    transmissions: [TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: TURBO_ISSUES,
  tips: TURBO_TIPS,
  sources: [EIGHTIES_80, BARNFINDS_80T, BARNFINDS_80PACE],
};

const trimSe1980: TrimContent = {
  name: 'Special Edition',
  specs: {
    engines: [ENGINE_301_4BBL, ENGINE_301_TURBO_80],
    transmissions: [TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [SE_VERIFY, TURBO_ISSUES[0]!, GM_TTOPS],
  tips: [HOOD_BIRD_REPRO, TURBO_TIPS[0]!, PHS_DOCS],
  sources: [SCM_80SE, MOTORIOUS_SE, HOGHEAD_SE],
};

const trimIndy1980: TrimContent = {
  name: 'Indy 500 Pace Car',
  specs: {
    engines: [ENGINE_301_TURBO_80],
    transmissions: [TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    TURBO_ISSUES[0]!,
    note(
      'Two-tone paint and interior',
      'The 5,700 replicas (RPO Y85) were Cameo White with charcoal accents and a specific oyster hobnail interior; sun-damaged oyster vinyl and mismatched charcoal paint are the usual faults, and correct trim is not cheap.',
    ),
    GM_TTOPS,
  ],
  tips: [
    note(
      'Door lettering was optional',
      'The Indianapolis 500 door lettering was optional, so a replica without it can still be correct; reproduction pace-car decal sets are available.',
    ),
    note(
      'Check for the WS6 equipment',
      'All pace cars had the WS6 package with four-wheel disc brakes and specific wheels; replacement wheels are common, so check the originals are present.',
    ),
    TURBO_TIPS[0]!,
  ],
  sources: [BARNFINDS_80PACE, HEMMINGS_80, EIGHTIES_80],
};

const trimTransAm1981: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_301_4BBL, ENGINE_305_LG4()],
    transmissions: [TH_AUTO, '4-speed manual (Chevrolet 305 only)'],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    note(
      'Early computer controls',
      '1981 brought GM’s Computer Command Control and the “Check Engine” light to every Trans Am, with an electronically controlled Quadrajet. Faults in its sensors and mixture-control solenoid cause rough running; many cars have had the system disconnected.',
    ),
    VANNUYS_PAINT,
    GM_TTOPS,
  ],
  tips: [HOOD_BIRD_REPRO, PHS_DOCS, RUSTPROOF_TIP],
  sources: [OCW_81, HEMMINGS_76_81, HAGERTY_2G_GUIDE],
};

const trimTurbo1981: TrimContent = {
  name: 'Turbo Trans Am',
  specs: {
    engines: [ENGINE_301_TURBO_81],
    transmissions: [TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: TURBO_ISSUES,
  tips: TURBO_TIPS,
  sources: [BARNFINDS_81SE, OCW_81, HAGERTY_2G_GUIDE],
};

const trimSe1981: TrimContent = {
  name: 'Special Edition',
  specs: {
    engines: [ENGINE_301_4BBL, ENGINE_301_TURBO_81, ENGINE_305_LG4()],
    transmissions: [TH_AUTO, '4-speed manual (Chevrolet 305 only)'],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [SE_VERIFY, TURBO_ISSUES[0]!, GM_TTOPS],
  tips: [
    note(
      'Two-tone brown interior option',
      'The 1981 Special Edition could be ordered with a two-tone brown and tan interior that is specific to the year; reproduction materials are limited, so keep and repair original pieces.',
    ),
    HOOD_BIRD_REPRO,
  ],
  sources: [BARNFINDS_81SE, HEMMINGS_76_81, MOTORIOUS_SE],
};

const trimDaytona1981: TrimContent = {
  name: 'Daytona 500 Pace Car',
  specs: {
    engines: [ENGINE_301_TURBO_81],
    transmissions: [TH_AUTO],
    dimensions: GEN2_WHEELBASE,
  },
  issues: [
    TURBO_ISSUES[0]!,
    note(
      'Recaro seats and special trim',
      'The 2,000 NASCAR pace-car replicas (RPO Y85 Turbo Special Edition) were white with silver accents and the first Trans Ams with Recaro seats; worn Recaro upholstery and missing pace-car trim are costly to correct.',
    ),
    GM_TTOPS,
  ],
  tips: [TURBO_TIPS[0]!, PHS_DOCS],
  sources: [SE81_SITE, GWR_81, BARNFINDS_81SE],
};

const trimTransAm1982: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_305_LG4(145), ENGINE_LU5(165)],
    transmissions: ['4-speed manual (LG4 only)', '3-speed automatic'],
    dimensions: GEN3_EARLY_DIMENSIONS,
    basePriceUsd: 9658,
  },
  issues: [
    note(
      'Cross-Fire Injection running problems',
      'The LU5 Cross-Fire system uses two throttle-body injectors on a crossram manifold; out-of-sync throttle bodies, hardened vacuum lines and sensor faults cause poor idle and hesitation. Many were replaced with carburetors, which hurts originality.',
    ),
    HEADLAMP_MOTORS,
    RUST_3G,
  ],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [EIGHTIES_82, WIKI_GEN3, TAW_3GEN, HAGERTY_3G],
};

const trimRecaro1982: TrimContent = {
  name: 'Recaro Trans Am',
  specs: {
    engines: [ENGINE_305_LG4(145), ENGINE_LU5(165)],
    transmissions: ['4-speed manual (LG4 only)', '3-speed automatic (LU5)'],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [
    note(
      'Worn Recaro cloth seats',
      'The package’s charcoal Parella-cloth Recaro front seats wear on the side bolsters and fade; correct fabric is scarce, and many cars have had ordinary Trans Am seats swapped in.',
    ),
    GM_TTOPS,
    HEADLAMP_MOTORS,
  ],
  tips: [
    note(
      'Confirm the Y84 package',
      'The Recaro Trans Am was ordered as black paint (code 19), charcoal interior and RPO Y84, with the WS6 package, T-tops, the “turbo bulge” hood and gold-finished wheels; check the option code on the trim tag or build records.',
    ),
    ECM_TIP,
  ],
  sources: [PTAF_RECARO, TAW_3GEN],
};

const trimTransAm1983: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      ENGINE_305_LG4(150),
      ENGINE_LU5(175),
      { ...ENGINE_L69, name: '305 V8 H.O. 4-bbl (L69)', note: 'late availability, 5-speed only' },
    ],
    transmissions: [FIVE_SPEED, 'Automatic (3-speed or 4-speed Turbo Hydra-matic)'],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [
    note(
      'Five-speed durability',
      'The Borg-Warner T-5 five-speed, new for 1983, is marginal behind a hard-driven V8; worn synchros and failed gears are common, and rebuilt or later-spec units are the usual fix.',
    ),
    HEADLAMP_MOTORS,
    RUST_3G,
  ],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [HSW_3G_8384, WIKI_GEN3, TAW_3GEN],
};

const trimDaytona1983: TrimContent = {
  name: '25th Anniversary Daytona 500',
  specs: {
    engines: [ENGINE_LU5(175), ENGINE_L69],
    transmissions: [FIVE_SPEED, 'Automatic (Cross-Fire cars)'],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [
    note(
      'Leather and suede Recaro seats',
      'The car’s two-tone grey leather and suede Recaro seats are specific to it; sun-cracked leather and worn suede are common on T-top cars and correct materials are hard to find.',
    ),
    note(
      'Cross-Fire Injection running problems',
      'Cars with the LU5 Cross-Fire engine suffer from out-of-sync throttle bodies and cracked vacuum lines that cause poor idle; sort the vacuum system before condemning the injection.',
    ),
    GM_TTOPS,
  ],
  tips: [
    note(
      'Check the package parts',
      'About 2,500 were built in white with charcoal graphics, ground effects, finned aluminum wheels, WS6 suspension, red gauge lighting and “Daytona 500” floor mats; missing package parts are costly to replace correctly.',
    ),
    ECM_TIP,
  ],
  sources: [AUTOWEEK_83, CC_83, TAW_3GEN],
};

const trimTransAm1984: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_305_LG4(150), ENGINE_L69],
    transmissions: [FIVE_SPEED, 'Automatic (3-speed or 4-speed Turbo Hydra-matic)'],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [HEADLAMP_MOTORS, RUST_3G, GM_TTOPS],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [HSW_3G_8384, HEMMINGS_84, TAW_3GEN],
};

const trimFifteenth1984: TrimContent = {
  name: '15th Anniversary',
  specs: {
    engines: [ENGINE_L69],
    transmissions: [FIVE_SPEED],
    dimensions: GEN3_WHEELBASE,
  },
  issues: [
    note(
      'White aero parts and wheels',
      'Every 15th Anniversary car was white with blue stripes and decals, white aero skirts and white aluminum wheels; yellowed or cracked plastic skirts and curb-rashed white wheels are expensive to put right with correct parts.',
    ),
    note(
      'Specific interior trim',
      'The multi-tone grey Recaro interior and white leather-wrapped steering wheel, shift knob and brake handle wear and discolor; original pieces are scarce.',
    ),
    GM_TTOPS,
  ],
  tips: [
    note(
      'Document the car',
      'Only about 1,500 were built; keep the window sticker and build documents, as white-and-blue tributes built from ordinary 1984 Trans Ams exist.',
    ),
    ECM_TIP,
  ],
  sources: [TACHREV_3G, HSW_3G_8384, TAW_3GEN],
};

const trimTransAm1985: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [
      ENGINE_305_LG4(),
      { ...ENGINE_L69, name: '305 V8 H.O. 4-bbl (L69)', note: '5-speed only' },
      { ...ENGINE_LB9, name: '305 V8 Tuned Port Injection (LB9)', note: 'automatic only' },
    ],
    transmissions: [FIVE_SPEED, FOUR_SPEED_AUTO],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [TPI_MAF, PAINT_3G, HEADLAMP_MOTORS, INTERIOR_3G],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [MACS_85, HSW_3G_8588, CAS_FIREBIRD, TAW_3GEN],
};

const trimTransAm1986: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_305_LG4(), ENGINE_L69, ENGINE_LB9],
    transmissions: [FIVE_SPEED, FOUR_SPEED_AUTO],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [TPI_MAF, PAINT_3G, HEADLAMP_MOTORS, INTERIOR_3G],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [HSW_3G_8588, GOINGFASTER_86, CAS_FIREBIRD, TAW_3GEN],
};

const trimTransAm1987: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_305_LG4(), ENGINE_LB9, { ...ENGINE_L98(210), name: '350 V8 Tuned Port Injection (L98)', note: 'automatic only' }],
    transmissions: [FIVE_SPEED, FOUR_SPEED_AUTO],
    dimensions: GEN3_EARLY_DIMENSIONS,
  },
  issues: [TPI_MAF, PAINT_3G, HEADLAMP_MOTORS],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [HSW_3G_8588, HEMMINGS_87, TAW_3GEN],
};

const GTA_ISSUES: TrimNote[] = [
  note(
    'Gold diamond-spoke wheels',
    'The GTA’s 16-inch gold diamond-spoke (“crosslace”) aluminum wheels corrode and lose their finish, and curb damage is common; refinishing them correctly in two tones is specialist work.',
  ),
  note(
    'Articulating seat mechanisms',
    'The GTA’s articulating bucket seats have extra adjustment mechanisms for the side bolsters and lumbar support that wear out or break; the upholstery can be reproduced but the mechanisms must be rebuilt.',
  ),
  TPI_MAF,
  PAINT_3G,
];
const GTA_TIPS: TrimNote[] = [
  note(
    'Confirm it is a real GTA',
    'The GTA began in 1987 as an option package on the Trans Am and soon became a fully equipped model of its own. Check the option codes on the glovebox service-parts label (enthusiast references give Y84 for the GTA) and the window sticker, because GTA wheels and badges are often added to ordinary Trans Ams.',
  ),
  ECM_TIP,
  TTOP_SEALS_TIP,
];

const trimGta1987: TrimContent = {
  name: 'GTA',
  specs: {
    engines: [
      { ...ENGINE_L98(210), name: '350 V8 Tuned Port Injection (L98)', note: 'automatic only' },
      { ...ENGINE_LB9, name: '305 V8 Tuned Port Injection (LB9)', note: 'with 5-speed' },
    ],
    transmissions: [FOUR_SPEED_AUTO, FIVE_SPEED],
    dimensions: GEN3_WHEELBASE,
  },
  issues: GTA_ISSUES,
  tips: GTA_TIPS,
  sources: [HEMMINGS_87, SENTINEL_87, GTA_SOURCE, TRIPLE_GTA],
};

const trimTransAm1988: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_L03, ENGINE_LB9, ENGINE_L98(225)],
    transmissions: [FIVE_SPEED, FOUR_SPEED_AUTO],
    dimensions: GEN3_WHEELBASE,
  },
  issues: [TPI_MAF, PAINT_3G, HEADLAMP_MOTORS],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [HSW_3G_8588, V6FBODY_87, TAW_3GEN],
};

const trimGta1988: TrimContent = {
  name: 'GTA',
  specs: {
    engines: [{ ...ENGINE_L98(225), name: '350 V8 Tuned Port Injection (L98)', note: 'automatic only' }, ENGINE_LB9],
    transmissions: [FOUR_SPEED_AUTO, FIVE_SPEED],
    dimensions: GEN3_WHEELBASE,
  },
  issues: GTA_ISSUES,
  tips: GTA_TIPS,
  sources: [GTA_SOURCE, V6FBODY_87, TAW_3GEN],
};

const trimTransAm1989: TrimContent = {
  name: 'Trans Am',
  specs: {
    engines: [ENGINE_L03, ENGINE_LB9, ENGINE_L98()],
    transmissions: [FIVE_SPEED, FOUR_SPEED_AUTO],
    dimensions: GEN3_WHEELBASE,
  },
  issues: [TPI_MAF, PAINT_3G, HEADLAMP_MOTORS],
  tips: [ECM_TIP, TTOP_SEALS_TIP, SUBFRAME_TIP],
  sources: [WIKI_GEN3, TAW_3GEN, HAGERTY_3G],
};

const trimGta1989: TrimContent = {
  name: 'GTA',
  specs: {
    engines: [{ ...ENGINE_L98(), name: '350 V8 Tuned Port Injection (L98)', note: 'automatic only' }, ENGINE_LB9],
    transmissions: [FOUR_SPEED_AUTO, FIVE_SPEED],
    dimensions: GEN3_WHEELBASE,
  },
  issues: GTA_ISSUES,
  tips: GTA_TIPS,
  sources: [GTA_SOURCE, TAW_3GEN, HAGERTY_3G],
};

const trimTta1989: TrimContent = {
  name: '20th Anniversary Turbo Trans Am',
  specs: {
    engines: [
      {
        name: 'Buick 3.8 V6 turbocharged, intercooled, sequential fuel injection (LC2)',
        displacement: '231 cu in (3.8 L)',
        horsepower: 250,
        torque: 340,
      },
    ],
    transmissions: ['4-speed automatic (Turbo Hydra-matic 200-4R)'],
    dimensions: GEN3_WHEELBASE,
  },
  issues: [
    note(
      'Automatic transmission behind the turbo V6',
      'The 200-4R four-speed automatic is the weak link behind the torquey turbo V6, especially on cars that have been given more boost; slipping, flare between gears and failed overdrive are common, and specialist rebuilds with upgraded parts are the cure.',
    ),
    note(
      'Turbo system age',
      'Original turbocharger seals, intercooler hoses and couplers, vacuum lines and the mass-air-flow sensor deteriorate with age and heat; boost leaks and smoke are the usual symptoms.',
    ),
    PAINT_3G,
  ],
  tips: [
    note(
      'Preserve originality',
      'Only 1,555 were built, including test cars (1,550 for sale), all white. Keep the car unmodified and keep its PAS-era documents and window sticker; the engine code in the VIN (eighth character) must show the LC2, and the PAS production sequence number does not follow the VIN.',
    ),
    note(
      'Boost and fuel',
      'Use premium fuel, check for knock-retard on a scan tool, and resist raising boost on an original car: the factory rating was conservative, and stock internals and the transmission are the limit.',
    ),
    ECM_TIP,
  ],
  sources: [HPM_89, EIGHTIES_TTA, GMA_89, TAW_3GEN],
};

export const transAmYears: YearContent[] = [
  {
    year: 1969,
    overview:
      'The Trans Am arrived in March 1969 as the WS4 performance and appearance package for the first-generation Firebird, named after the SCCA Trans-Am road-racing series (Pontiac paid a $5 royalty per car). Every car was white with blue stripes and had a functional scooped hood, fender air extractors, a rear deck spoiler and heavy-duty suspension. Power came from the 335 hp Ram Air III 400, with the 345 hp Ram Air IV optional. Only 697 were built, 689 hardtop coupes and 8 convertibles, which makes it one of the rarest Trans Ams.',
    changes: [
      'The Trans Am package (WS4) was introduced mid-year on the Firebird coupe and convertible.',
      'The planned 303 cu in racing engine never reached production; the car used Ram Air 400 V8s instead.',
    ],
    productionNumbers: 697,
    sources: [TAW_HISTORY, MOTOR1_69, AUTOTRADER_40, WIKI_GEN1],
    trims: [trimTransAm1969],
  },
  {
    year: 1970,
    overview:
      'The all-new second-generation Firebird went on sale in February 1970, and the Trans Am became its top model with a rear-facing shaker hood scoop, front and rear spoilers, wheel-opening flares and fender air extractors. Buyers chose Polar White with blue stripes or Lucerne Blue with white stripes. The Ram Air III 400 was standard with a Hurst-shifted four-speed, and the Ram Air IV could be special-ordered. Production reached 3,196, of which 88 had the Ram Air IV.',
    changes: [
      'All-new second-generation body with an Endura urethane nose, and no convertible.',
      'First shaker hood scoop on a Trans Am.',
      'A four-speed manual replaced the three-speed as standard.',
    ],
    productionNumbers: 3196,
    sources: [TAW_HISTORY, OCM_70, GTA_TIMELINE, WIKI_GEN2],
    trims: [trimTransAm1970],
  },
  {
    year: 1971,
    overview:
      'The 1971 Trans Am looked almost identical to the 1970 car but gained the 455 H.O., rated at 335 gross hp and 480 lb-ft, as its only engine. GM’s lower compression ratios for low-lead fuel cost peak power but the big engine’s torque kept the Trans Am among the quickest cars of the year. Colors were Cameo White or Lucerne Blue with contrasting stripes, and honeycomb wheels joined the options. Production fell to 2,116.',
    changes: [
      'The 455 H.O. replaced both Ram Air 400 engines.',
      'New high-back bucket seats with integral headrests, and honeycomb wheels became optional.',
    ],
    productionNumbers: 2116,
    sources: [HSW_71, FBN_71, SCG_GUIDE, PRODUCTION_CHART],
    trims: [trimTransAm1971],
  },
  {
    year: 1972,
    overview:
      'A long UAW strike at the Norwood, Ohio plant crippled Firebird output in 1972, and GM came close to dropping the F-body altogether. The Trans Am was a near carry-over of 1971, still with only the 455 H.O., now rated at 300 hp and 415 lb-ft on the new SAE net basis. Just 1,286 were built, 458 of them four-speeds, making 1972 the second-rarest Trans Am year after 1969.',
    changes: [
      'Horsepower ratings switched from gross to SAE net (455 H.O. now 300 hp).',
      'New honeycomb-pattern grille inserts; otherwise a carry-over.',
    ],
    productionNumbers: 1286,
    sources: [STREETMUSCLE_72, MOTORIOUS_72, FBN_71, WIKI_GEN2],
    trims: [trimTransAm1972],
  },
  {
    year: 1973,
    overview:
      'The 1973 Trans Am introduced the large “screaming chicken” hood bird, initially an option, and new colors beyond white and blue, including Buccaneer Red and Brewster Green. The standard engine was a 250 hp 455, while the new Super Duty 455, announced at 310 hp and rated at 290 hp after a camshaft change for emissions certification, made it one of the fastest American cars of the year. Production rose to 4,802, of which 252 were SD-455s.',
    changes: [
      'Large hood bird decal offered for the first time.',
      'Super Duty 455 (LS2) engine introduced; standard 455 (L75) replaced the 455 H.O.',
      'Color choices widened beyond white and blue.',
    ],
    productionNumbers: 4802,
    sources: [SCG_GUIDE, HEMMINGS_73SD, PF_73, PRODUCTION_CHART],
    trims: [trimTransAm1973, trimSd1973],
  },
  {
    year: 1974,
    overview:
      'New 5 mph bumper rules brought a restyled “shovel-nose” front end and slotted tail lamps for 1974. The Trans Am’s standard engine became the 225 hp 400, with the 250 hp 455 and the 290 hp Super Duty 455 optional; 1974 was the Super Duty’s last year, with 943 built. With little performance competition left, Trans Am production more than doubled to 10,255.',
    changes: [
      'New front and rear styling with energy-absorbing bumpers.',
      'The 400 became the standard engine; 455 and SD-455 optional.',
      'Final year of the Super Duty 455.',
    ],
    productionNumbers: 10255,
    sources: [DAT76_74, SCM_74SD, PRODUCTION_CHART, WIKI_GEN2],
    trims: [trimTransAm1974, trimSd1974],
  },
  {
    year: 1975,
    overview:
      'The 1975 Trans Am gained the larger wraparound rear window that improved rear visibility, and, like most 1975 cars, a catalytic converter. It started the year with only a 185 hp 400, but a 200 hp 455 H.O. package returned mid-year, with four-speed only. Production climbed to 27,274 as the Trans Am became one of the last performance cars on sale.',
    changes: [
      'Larger wraparound rear window.',
      'Catalytic converter and single-exhaust system adopted.',
      '455 dropped at launch, then reinstated mid-year as the 455 H.O. with a four-speed.',
    ],
    productionNumbers: 27274,
    sources: [GTA2_75, HPP_75, PRODUCTION_CHART],
    trims: [trimTransAm1975],
  },
  {
    year: 1976,
    overview:
      'For 1976 the nose and tail were reshaped with body-color urethane bumper covers, and it was the last year for the round headlamps and for the 455 V8 (200 hp, four-speed only). To mark Pontiac’s 50th anniversary the black-and-gold Limited Edition (RPO Y82) appeared, the first with T-tops, fitted by Hurst. Trans Am output passed 46,000 for the year (sources differ by a few cars on the exact total).',
    changes: [
      'Body-color urethane front and rear bumper covers.',
      'Black-and-gold 50th Anniversary Limited Edition introduced, with Hurst Hatch T-tops on early cars.',
      'Last year of the 455 V8 and of round headlamps.',
    ],
    sources: [HSW_76, HPM_76, HITMAN_LE, WIKI_GEN2],
    trims: [trimTransAm1976, trimLimited1976],
  },
  {
    year: 1977,
    overview:
      'A new front end with four rectangular headlamps and snowflake wheels arrived for 1977, and the black-and-gold Special Edition starred in Smokey and the Bandit, released that May. The 455 was gone; the standard 180 hp 400 was joined by the new W72 “T/A 6.6” 400 rated at 200 hp, while California and high-altitude cars got the Oldsmobile 403. Production jumped to about 68,700 (published totals differ by a handful), including 15,567 Special Editions.',
    changes: [
      'New front fascia with four rectangular headlamps; snowflake aluminum wheels offered.',
      'W72 “T/A 6.6” 400 introduced; Oldsmobile 403 fitted in California and high-altitude states.',
      'Special Edition became a regular option (Y81 hardtop, Y82 T-top).',
    ],
    sources: [HAGERTY_77, OCW_77, W72_HISTORY, WIKI_GEN2],
    trims: [trimTransAm1977, trimSe1977],
  },
  {
    year: 1978,
    overview:
      'Riding the success of Smokey and the Bandit, Trans Am production rose to 93,341 in 1978. The W72 400 was uprated to 220 hp and could be paired with the new WS6 handling package, while the Oldsmobile 403 continued in California. Besides 3,643 black-and-gold Special Editions, Pontiac offered a one-year Solar Gold Special Edition (Y88), of which 8,666 were built.',
    changes: [
      'W72 400 raised to 220 hp.',
      'WS6 Special Performance package introduced.',
      'Gold Special Edition (Y88) added; T-tops became standard on the Special Edition.',
    ],
    productionNumbers: 93341,
    sources: [HEMMINGS_78, MOTORIOUS_SE, BARNFINDS_Y88, PRODUCTION_CHART],
    trims: [trimTransAm1978, trimSe1978, trimGoldSe1978],
  },
  {
    year: 1979,
    overview:
      'The 1979 Trans Am had a new soft nose with four headlamps in separate recesses and a full-width blacked-out tail panel, and it was the best-selling Trans Am ever at 117,108 (some references give 116,535). It was the last year for the Pontiac 400: the remaining W72 engines went into four-speed cars with the WS6 package, while the 185 hp Oldsmobile 403 with an automatic was standard. The silver 10th Anniversary edition, 7,500 built, paced the Daytona 500 and was the first Trans Am to list above $10,000.',
    changes: [
      'Restyled nose and full-width tail-lamp panel.',
      'Final year of the Pontiac 400 (W72, four-speed only); the Oldsmobile 403 with automatic became the standard engine.',
      'Four-wheel disc brakes added to the WS6 package.',
      '10th Anniversary edition introduced, with its own VIN series letter X.',
    ],
    productionNumbers: 117108,
    sources: [HEMMINGS_79, CMSTUDIO_79, HEMMINGS_TATA, TAC_10TH],
    trims: [trimTransAm1979, trimSe1979, trimTenth1979],
  },
  {
    year: 1980,
    overview:
      'With the 400 and 403 gone, the 1980 Trans Am used the Pontiac 301 (a Chevrolet 305 in California), with a turbocharged 301 rated at 210 hp and 345 lb-ft at the top of the range, and every car had an automatic transmission. Turbo cars wore an offset hood bulge with boost-indicator lights. A Turbo Trans Am paced the Indianapolis 500, and Pontiac built 5,700 pace-car replicas. Production fell to 50,896, including 22,176 turbo cars.',
    changes: [
      'Pontiac 400 and Oldsmobile 403 dropped; 301 and turbocharged 301 V8s introduced.',
      'Manual transmission not offered.',
      'Turbo cars got an offset hood bulge with boost lights.',
      'Indianapolis 500 Pace Car replica offered.',
    ],
    productionNumbers: 50896,
    sources: [EIGHTIES_80, HEMMINGS_80, BARNFINDS_80T, PRODUCTION_CHART],
    trims: [trimTransAm1980, trimTurbo1980, trimSe1980, trimIndy1980],
  },
  {
    year: 1981,
    overview:
      'The last second-generation Trans Am gained GM’s Computer Command Control engine management and “Check Engine” light, and the turbo 301 was rerated at 200 hp and 340 lb-ft. A four-speed manual returned, paired with the Chevrolet 305, and Pontiac stopped building its own V8s in March 1981. A Turbo Trans Am paced the Daytona 500, and 2,000 replicas were built.',
    changes: [
      'Computer Command Control and electronic Quadrajet on all engines.',
      'Turbo 301 rerated from 210 to 200 hp.',
      'Four-speed manual returned with the Chevrolet 305.',
      'NASCAR Daytona 500 Pace Car replica offered.',
    ],
    sources: [OCW_81, SE81_SITE, HEMMINGS_76_81, WIKI_GEN2],
    trims: [trimTransAm1981, trimTurbo1981, trimSe1981, trimDaytona1981],
  },
  {
    year: 1982,
    overview:
      'The third-generation Trans Am was all new for 1982: about 400 lb lighter and 11 inches shorter than the 1981 car, on a 101-inch wheelbase, with pop-up headlamps, a glass hatch and a drag coefficient around 0.32. Engines were Chevrolet 305s, the 145 hp four-barrel LG4 or the 165 hp Cross-Fire Injection LU5, which came only with an automatic. A black-and-gold Recaro Trans Am was offered from January, and Trans Am production reached 52,962.',
    changes: [
      'All-new third-generation body and unit construction.',
      'Chevrolet 305 V8s replaced Pontiac engines, including the first fuel-injected Trans Am (Cross-Fire).',
      'Recaro Trans Am special edition (RPO Y84) introduced.',
    ],
    productionNumbers: 52962,
    sources: [EIGHTIES_82, WIKI_GEN3, TAW_3GEN, HAGERTY_3G],
    trims: [trimTransAm1982, trimRecaro1982],
  },
  {
    year: 1983,
    overview:
      'For 1983 the Trans Am gained a five-speed manual and a four-speed automatic, and the Cross-Fire engine rose to 175 hp. Late in the year the 190 hp, 240 lb-ft L69 H.O. 305 arrived with the five-speed. Pontiac built about 2,500 white-and-charcoal 25th Anniversary Daytona 500 Limited Editions and again offered a black Recaro Trans Am. Production fell to 31,930.',
    changes: [
      'Five-speed manual and four-speed overdrive automatic introduced.',
      'L69 H.O. 305 (190 hp) added late in the year.',
      '25th Anniversary Daytona 500 Limited Edition offered.',
    ],
    productionNumbers: 31930,
    sources: [HSW_3G_8384, AUTOWEEK_83, TAW_3GEN],
    trims: [trimTransAm1983, trimDaytona1983],
  },
  {
    year: 1984,
    overview:
      'The Cross-Fire engine was dropped for 1984, leaving the LG4 and the 190 hp L69 H.O. as the Trans Am’s V8s, and an aero package with a rear wing became available. The white-and-blue 15th Anniversary Trans Am, about 1,500 built, had Recaro seats, T-tops, white aero skirts and white wheels. The Recaro Trans Am was offered for a final year (transamworld lists 1,321), and total Trans Am production rose to 55,374.',
    changes: [
      'Cross-Fire Injection dropped; L69 H.O. available for the full year.',
      '15th Anniversary edition introduced.',
      'Aero package option with rear wing.',
    ],
    productionNumbers: 55374,
    sources: [HSW_3G_8384, TACHREV_3G, HEMMINGS_84, TAW_3GEN],
    trims: [trimTransAm1984, trimFifteenth1984],
  },
  {
    year: 1985,
    overview:
      'A 1985 facelift gave the Trans Am a new nose with fog lamps, revised aero skirts, a flat hood with louvered vents in place of the “turbo bulge” and a redesigned interior. The new LB9 Tuned Port Injection 305 came only with the automatic, while the 190 hp L69 H.O. remained for five-speed cars. Trans Am production was 44,028.',
    changes: [
      'New front fascia, aero package and louvered hood.',
      'LB9 Tuned Port Injection 305 introduced (automatic only).',
      'Redesigned dashboard, gauges and console.',
    ],
    productionNumbers: 44028,
    sources: [MACS_85, HSW_3G_8588, TAW_3GEN],
    trims: [trimTransAm1985],
  },
  {
    year: 1986,
    overview:
      '1986 was a year of detail changes for the Trans Am, which kept the LG4, L69 and Tuned Port LB9 305s. Like every new car that year it gained a center high-mounted stop lamp, and a 140-mph speedometer came with the optional V8s. Trans Am production rose to 48,870.',
    changes: ['Center high-mounted stop lamp added.', '140-mph speedometer with the optional V8s.'],
    productionNumbers: 48870,
    sources: [HSW_3G_8588, GOINGFASTER_86, TAW_3GEN],
    trims: [trimTransAm1986],
  },
  {
    year: 1987,
    overview:
      'For 1987 the big hood bird decal was dropped and the Trans Am could have the 350 Tuned Port Injection V8 (L98), rated at 210 hp and sold only with the automatic, while the five-speed came with the Tuned Port 305. The new GTA (Gran Turismo Americano) was a fully equipped Trans Am with monochrome paint, gold diamond-spoke 16-inch wheels and articulating seats. Figures compiled by Trans Am World list 21,788 Trans Ams and 11,102 GTAs.',
    changes: [
      'Trans Am GTA introduced.',
      '350 Tuned Port Injection V8 (L98) offered; L69 H.O. dropped.',
      'Hood bird decal no longer offered.',
      'Roller camshafts in all V8s.',
    ],
    sources: [HSW_3G_8588, HEMMINGS_87, GTA_SOURCE, TAW_3GEN],
    trims: [trimTransAm1987, trimGta1987],
  },
  {
    year: 1988,
    overview:
      'In 1988 a throttle-body-injected 305 (L03) replaced the last carbureted V8, and the 350 Tuned Port engine rose to 225 hp. The GTA continued as the flagship and could be had with a notchback rear window instead of the glass hatch. Trans Am World’s figures list 8,790 Trans Ams and 11,214 GTAs, plus 624 notchback cars.',
    changes: [
      'Throttle-body-injected 305 (L03) replaced the carbureted LG4.',
      '350 Tuned Port V8 uprated to 225 hp.',
      'Notchback rear window offered on the GTA.',
    ],
    sources: [V6FBODY_87, HSW_3G_8588, TAW_3GEN],
    trims: [trimTransAm1988, trimGta1988],
  },
  {
    year: 1989,
    overview:
      'For the Trans Am’s 20th anniversary Pontiac built the 20th Anniversary Turbo Trans Am, a white GTA-based car with a turbocharged, intercooled Buick 3.8 V6 rated at 250 hp and 340 lb-ft; it paced the Indianapolis 500 without mechanical changes. The engines were assembled by PAS in California, 1,550 cars were sold and 1,555 built in all. Regular Trans Ams and GTAs continued with 305 and 350 V8s; Trans Am World lists 5,701 Trans Ams and 8,081 GTAs.',
    changes: ['20th Anniversary Turbo Trans Am introduced and chosen as Indianapolis 500 pace car.'],
    sources: [HPM_89, EIGHTIES_TTA, TAW_3GEN, WIKI_GEN3],
    trims: [trimTransAm1989, trimGta1989, trimTta1989],
  },
];
