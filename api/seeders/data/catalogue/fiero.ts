import type { EngineSpec, SourceRef, TrimContent, TrimNote, YearContent } from '@shared/catalogue/reference-schemas';

/**
 * Pontiac Fiero, model years 1984-1988 (US). Ratings are SAE net. Base prices, curb weights by
 * trim and the 1986 and 1988 production totals (sources disagree by a few cars, or the figures
 * do not add up to the published 370,168 total) are left out; the overviews give them rounded.
 */

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

const WIKIPEDIA_FIERO: SourceRef = {
  title: 'Pontiac Fiero',
  url: 'https://en.wikipedia.org/wiki/Pontiac_Fiero',
  siteName: 'Wikipedia',
};
const LATIMES_1989: SourceRef = {
  title: 'U.S. steps up probe of alleged fire danger in Pontiac Fieros',
  url: 'https://www.latimes.com/archives/la-xpm-1989-04-19-mn-2091-story.html',
  siteName: 'Los Angeles Times',
};
const AP_1989: SourceRef = {
  title: 'Government intensifies 1985-1986 Fiero fires probe',
  url: 'https://apnews.com/article/a67d1f0487ec5fd82322af9ee380e6ec',
  siteName: 'Associated Press',
};
const RECALL_89V232: SourceRef = {
  title: 'NHTSA campaign 89V232000: Pontiac Fiero engine compartment fire risk (4-cylinder)',
  url: 'https://auto-recalls.justia.com/pontiac/fiero/1985/89v232000',
  siteName: 'Justia Auto Recalls',
};
const OGRE_RECALLS: SourceRef = {
  title: 'Fiero recalls and engine fires',
  url: 'https://fiero.nl/ogre/recall.htm',
  siteName: "Pennock's Fiero Forum",
};
const CARBAZE_1984: SourceRef = {
  title: "My '84 Fiero (bought it new, had it ever since)",
  url: 'http://carbaze.com/video-42499/my-84-fiero-bought-it-new-had-it-ever-since',
};
const INDY_FIERO_BLOG: SourceRef = {
  title: 'The Indy Fiero',
  url: 'https://pontiac-fierogt.blogspot.com/2009/06/indy-fiero.html',
};
const CURBSIDE_INDY: SourceRef = {
  title: 'Curbside Classic: 1984 Pontiac Indy Fiero',
  url: 'https://www.curbsideclassic.com/curbside-classics-american/curbside-classic-1984-pontiac-fiero-indy-pace-car-replica-do-you-feel-lucky/',
  siteName: 'Curbside Classic',
};
const HOONIVERSE_INDY: SourceRef = {
  title: 'Hooniverse Weekend Edition: a pacer of a different sort (1984 Fiero Indy replica)',
  url: 'https://hooniverse.com/hooniverse-weekend-edition-a-pacer-of-a-different-sort/',
  siteName: 'Hooniverse',
};
const FIERONL_1985: SourceRef = {
  title: 'Fiero sales history discussion (1985 production 76,371)',
  url: 'https://www.fiero.nl/forum/Archives/Archive-000002/HTML/20010924-1-005967.html',
  siteName: "Pennock's Fiero Forum",
};
const SENTINEL_1985_GT: SourceRef = {
  title: "Here's a GT version: more power to it (1985 Fiero GT)",
  url: 'http://articles.orlandosentinel.com/1985-04-21/news/0290200130_1_fiero-gt-horsepower-plastic-skin',
  siteName: 'Orlando Sentinel',
};
const SLASHGEAR_GT: SourceRef = {
  title: 'Pontiac Fiero GT: how much horsepower and what top speed?',
  url: 'https://www.slashgear.com/1693269/pontiac-fiero-gt-how-much-horsepower-what-top-speed/',
  siteName: 'SlashGear',
};
const TRIBUNE_1986: SourceRef = {
  title: "chicagotribune.com's view: 1986 Pontiac Fiero and the 1986 1/2 GT",
  url: 'https://www.cars.com/reviews/chicagotribune-coms-view-1420689085039',
  siteName: 'Cars.com (Chicago Tribune)',
};
const FIEROGT_BLOG: SourceRef = {
  title: 'The Fiero GT: sexy survivors (1986 1/2 and 1987 GT details)',
  url: 'https://pontiac-fierogt.blogspot.com/2009/06/fiero-gt-some-fine-examples.html',
};
const TRIBUNE_1987_88: SourceRef = {
  title: "chicagotribune.com's view: 1987 Fiero line-up and 1988 changes",
  url: 'https://www.cars.com/reviews/chicagotribune-coms-view-1420689086325',
  siteName: 'Cars.com (Chicago Tribune)',
};
const TTAC_FORMULA: SourceRef = {
  title: 'Rare Rides: a completely stock 1988 Pontiac Fiero Formula (part II)',
  url: 'https://www.thetruthaboutcars.com/2020/10/rare-rides-a-completely-stock-1988-pontiac-fiero-formula-part-ii/',
  siteName: 'The Truth About Cars',
};
const CARINI_GUIDE: SourceRef = {
  title: "Wayne Carini's Guide to Affordable Classics: Pontiac Fiero (rust areas and 1988 suspension)",
  url: 'http://online.flipbuilder.com/uhzw/cfqh/files/basic-html/page224.html',
};
const PERTH_FORMULA: SourceRef = {
  title: 'Car of the week: Pontiac Fiero Formula',
  url: 'https://www.perthrotary.co.uk/car-of-the-week/pontiac-fiero-formula.php',
  siteName: 'Rotary Club of Perth',
};
const TESTDRIVEJUNKIE_END: SourceRef = {
  title: "1988: Fiero's plug gets pulled",
  url: 'https://testdrivejunkie.com/1988-fieros-plug-gets-pulled',
  siteName: 'Test Drive Junkie',
};

// ---------------------------------------------------------------------------------------------
// Engines, transmissions, dimensions
// ---------------------------------------------------------------------------------------------

const IRON_DUKE_92: EngineSpec = {
  name: '2.5 I4 "Iron Duke" throttle-body injection',
  displacement: '151 cu in (2.5 L)',
  horsepower: 92,
  torque: 134,
};
const IRON_DUKE_98: EngineSpec = {
  name: '2.5 I4 "Iron Duke" throttle-body injection',
  displacement: '151 cu in (2.5 L)',
  horsepower: 98,
  torque: 135,
};
const V6_140: EngineSpec = {
  name: '2.8 V6 multi-port fuel injection (L44)',
  displacement: '173 cu in (2.8 L)',
  horsepower: 140,
  torque: 170,
};
const V6_135: EngineSpec = {
  name: '2.8 V6 multi-port fuel injection (L44)',
  displacement: '173 cu in (2.8 L)',
  horsepower: 135,
  torque: 165,
};

const TRANS_EARLY = ['4-speed manual', '3-speed automatic (THM 125)'];
const TRANS_V6_1986 = ['4-speed manual', '5-speed manual (Getrag design, Muncie-built; from mid-1986)', '3-speed automatic (THM 125)'];
const TRANS_I4_LATE = ['5-speed manual (Isuzu)', '3-speed automatic (THM 125)'];
const TRANS_V6_LATE = ['5-speed manual (Getrag design, Muncie-built)', '3-speed automatic (THM 125)'];

const DIMS_EARLY = { wheelbaseIn: 93.4, lengthIn: 160.3, widthIn: 68.9, heightIn: 46.9 };
const DIMS_LATE_NOTCH = { wheelbaseIn: 93.4, lengthIn: 163.1, widthIn: 69, heightIn: 46.9 };
const DIMS_LATE_GT = { wheelbaseIn: 93.4, lengthIn: 165.1, widthIn: 69, heightIn: 46.9 };

// ---------------------------------------------------------------------------------------------
// Issues and tips
// ---------------------------------------------------------------------------------------------

const FIRE_1984: TrimNote = {
  title: '1984 engine fires and the 1987 recall',
  description:
    'Running a 1984 four-cylinder low on oil could break a connecting rod; oil escaping through the damaged block could ignite on the exhaust manifold or catalytic converter. GM recalled about 126,000 1984 Fieros in 1987. Confirm the recall work was done, and treat a car with unknown history as needing an engine-bay inspection for oil and fuel leaks.',
};
const FIRE_LATER_4CYL: TrimNote = {
  title: 'Engine-bay fire risk on four-cylinder cars',
  description:
    'NHTSA campaign 89V232 covered four-cylinder Fieros built from September 1984 to July 1988 (about 244,000 cars) for an engine-compartment fire risk linked to maintenance and the engine-bay environment. Keep the oil full, fix leaks promptly and check that the recall was performed.',
};
const COOLANT_AIR: TrimNote = {
  title: 'Trapped air in the long coolant circuit',
  description:
    'The radiator is at the front and the engine at the back, joined by long coolant tubes under the car. Air pockets after any coolant work cause overheating and false temperature readings; the steel tubes also corrode.',
};
const FRAME_RUST: TrimNote = {
  title: 'The plastic body hides a rusting steel frame',
  description:
    'Body panels do not rust, but the steel space frame does: check the rear strut towers, the rear frame rails above the tyres behind the quarter panels, the engine cradle and the sunroof weatherstrip channels. Surface condition of the panels says nothing about the structure.',
};
const SHIFT_CABLES: TrimNote = {
  title: 'Worn shifter cables and bushings',
  description:
    'Manual Fieros use cables to reach the transaxle behind the cabin. Stretched cables and worn bushings at the shifter and transaxle give vague, notchy shifts and missed gears; replacement cables and bushing kits are available.',
};
const EARLY_SUSPENSION: TrimNote = {
  title: '1984-87 suspension wear and alignment',
  description:
    'The 1984-87 cars use parts-bin suspension derived from the Chevette at the front and the X-body (Citation) at the rear. Worn ball joints, bushings and rear toe links cause wandering and uneven tyre wear, so insist on a careful alignment after any rebuild.',
};
const V6_EXHAUST: TrimNote = {
  title: 'V6 exhaust leaks at the firewall side',
  description:
    'On V6 cars the rear cylinder bank sits close to the firewall. Exhaust manifold and crossover leaks are common and awkward to reach; a ticking noise when cold or exhaust smell in the cabin should be checked before purchase.',
};

const RECALL_TIP: TrimNote = {
  title: 'Check recall status and oil level habits',
  description:
    'Run the VIN through a GM dealer or NHTSA lookup for open recalls, and check the oil on every fill-up: the four-cylinder holds little oil and the fire problems were tied to low oil levels.',
};
const BLEED_TIP: TrimNote = {
  title: 'Bleed the cooling system properly',
  description:
    "After coolant work, fill slowly and open the bleed screws (on the thermostat housing and, on the V6, the coolant pipe) until coolant flows without air, following the service manual's procedure. Replace rusty coolant tubes with stainless or new steel ones.",
};
const STOCK_TIP: TrimNote = {
  title: 'Buy a stock car if you want value',
  description:
    'Many Fieros were turned into kit-car replicas or given engine swaps. Original, unmodified cars with documentation command a clear premium; check that the VIN engine code matches the engine fitted.',
};
const PANELS_TIP: TrimNote = {
  title: 'Source body panels early',
  description:
    'The plastic panels do not dent easily but they crack, and year- and model-specific fascias, spoilers and GT quarter panels are no longer made by GM. Buy a car with good panels, since repainting plastic panels needs flexible primers and careful preparation.',
};
const SUSPENSION_1988_TIP: TrimNote = {
  title: '1988 suspension is not a simple swap',
  description:
    'The 1988 front and rear suspension uses different knuckles, links and rear cradle mounting points from 1984-87 cars, so fitting it to an earlier car is a major conversion. Budget for the 1988 car if handling matters most to you.',
};

const ISSUES_EARLY_I4 = [FIRE_1984, COOLANT_AIR, FRAME_RUST];
const ISSUES_I4 = [FIRE_LATER_4CYL, COOLANT_AIR, FRAME_RUST];

function trim(
  name: string,
  engines: EngineSpec[],
  transmissions: string[],
  dimensions: TrimContent['specs']['dimensions'],
  issues: TrimNote[],
  tips: TrimNote[],
  sources: SourceRef[],
): TrimContent {
  return { name, specs: { engines, transmissions, dimensions }, issues, tips, sources };
}

// ---------------------------------------------------------------------------------------------
// Years
// ---------------------------------------------------------------------------------------------

export const fieroYears: YearContent[] = [
  {
    year: 1984,
    overview:
      "The Fiero was GM's first mass-produced mid-engine car and Pontiac's first two-seater since the 1930s: a steel space frame carrying unstressed plastic body panels, built in Pontiac, Michigan. Sold as an economical commuter, every 1984 used the 92 hp 2.5 litre Iron Duke four in base, Sport Coupe and SE form. Demand was huge, with 136,840 built, and a Fiero paced the 1984 Indianapolis 500.",
    changes: [
      'New model: mid-engine, two-seat coupe with a space frame and plastic body panels.',
      'Official pace car of the 1984 Indianapolis 500, with about 2,000 replicas sold.',
      "Named to Car and Driver's Ten Best list for 1984.",
    ],
    productionNumbers: 136840,
    sources: [WIKIPEDIA_FIERO, CARBAZE_1984, LATIMES_1989],
    trims: [
      trim(
        'Fiero',
        [IRON_DUKE_92],
        TRANS_EARLY,
        DIMS_EARLY,
        ISSUES_EARLY_I4,
        [RECALL_TIP, BLEED_TIP],
        [WIKIPEDIA_FIERO, LATIMES_1989, OGRE_RECALLS],
      ),
      trim(
        'Sport Coupe',
        [IRON_DUKE_92],
        TRANS_EARLY,
        DIMS_EARLY,
        ISSUES_EARLY_I4,
        [RECALL_TIP, BLEED_TIP, STOCK_TIP],
        [WIKIPEDIA_FIERO, CARBAZE_1984, LATIMES_1989],
      ),
      trim(
        'SE',
        [IRON_DUKE_92],
        TRANS_EARLY,
        DIMS_EARLY,
        ISSUES_EARLY_I4,
        [RECALL_TIP, BLEED_TIP, STOCK_TIP],
        [WIKIPEDIA_FIERO, LATIMES_1989, OGRE_RECALLS],
      ),
      trim(
        'Indy Pace Car',
        [IRON_DUKE_92],
        TRANS_EARLY,
        { wheelbaseIn: 93.4, heightIn: 46.9 },
        [
          FIRE_1984,
          {
            title: 'Replica-specific trim and aero parts',
            description:
              'The replicas wore the aero nose, rocker extensions and spoiler later used on the 1985 GT, with special paint, graphics and interior trim. Damaged or missing pace-car pieces and graphics are hard to replace correctly.',
          },
          FRAME_RUST,
        ],
        [
          {
            title: 'Authenticate a real Indy replica',
            description:
              'About 2,000 replicas were sold, all with the 2.5 four (the actual pace cars had a 232 hp 2.7 Super Duty four). Decals and body parts are easy to add to an ordinary SE, so ask for the window sticker or other original documentation and compare the option codes on the service parts label.',
          },
          RECALL_TIP,
        ],
        [INDY_FIERO_BLOG, CURBSIDE_INDY, HOONIVERSE_INDY],
      ),
    ],
  },
  {
    year: 1985,
    overview:
      'For 1985 Pontiac added the GT, with a 140 hp fuel-injected 2.8 V6 and the aero nose, rocker extensions and spoiler introduced on the Indy replicas. The V6 was also optional on the SE, while the base Fiero and Sport Coupe kept the 2.5 four. Sales fell by almost half, to 76,371.',
    changes: ['New GT model with the 2.8 V6 and aero body parts.', '2.8 V6 (140 hp) optional on the SE.'],
    productionNumbers: 76371,
    sources: [WIKIPEDIA_FIERO, SENTINEL_1985_GT, FIERONL_1985],
    trims: [
      trim('Fiero', [IRON_DUKE_92], TRANS_EARLY, DIMS_EARLY, ISSUES_I4, [RECALL_TIP, BLEED_TIP], [WIKIPEDIA_FIERO, RECALL_89V232, AP_1989]),
      trim(
        'Sport Coupe',
        [IRON_DUKE_92],
        TRANS_EARLY,
        DIMS_EARLY,
        ISSUES_I4,
        [RECALL_TIP, BLEED_TIP],
        [WIKIPEDIA_FIERO, RECALL_89V232, AP_1989],
      ),
      trim(
        'SE',
        [IRON_DUKE_92, V6_140],
        TRANS_EARLY,
        DIMS_EARLY,
        [FIRE_LATER_4CYL, EARLY_SUSPENSION, FRAME_RUST],
        [RECALL_TIP, BLEED_TIP, STOCK_TIP],
        [WIKIPEDIA_FIERO, SENTINEL_1985_GT, RECALL_89V232, AP_1989],
      ),
      trim(
        'GT',
        [V6_140],
        TRANS_EARLY,
        { wheelbaseIn: 93.4, heightIn: 46.9 },
        [V6_EXHAUST, EARLY_SUSPENSION, SHIFT_CABLES],
        [BLEED_TIP, STOCK_TIP, PANELS_TIP],
        [SENTINEL_1985_GT, SLASHGEAR_GT, WIKIPEDIA_FIERO],
      ),
    ],
  },
  {
    year: 1986,
    overview:
      'Midway through 1986 the GT became a fastback, with flying-buttress sail panels and new rear bodywork over the same chassis, and a Getrag-designed five-speed became available with the V6. The notchback SE took over the earlier GT look. Production recovered slightly to roughly 84,000.',
    changes: [
      'Fastback "1986 1/2" GT with flying-buttress rear quarters replaced the notchback GT.',
      'Five-speed manual (Getrag design, built by Muncie) available with the V6 from mid-year.',
    ],
    sources: [WIKIPEDIA_FIERO, TRIBUNE_1986, FIEROGT_BLOG, SLASHGEAR_GT],
    trims: [
      trim(
        'Fiero',
        [IRON_DUKE_92],
        TRANS_EARLY,
        DIMS_EARLY,
        ISSUES_I4,
        [RECALL_TIP, BLEED_TIP],
        [WIKIPEDIA_FIERO, TRIBUNE_1986, RECALL_89V232, AP_1989],
      ),
      trim(
        'SE',
        [IRON_DUKE_92, V6_140],
        TRANS_V6_1986,
        DIMS_EARLY,
        [FIRE_LATER_4CYL, EARLY_SUSPENSION, FRAME_RUST],
        [RECALL_TIP, BLEED_TIP, STOCK_TIP],
        [WIKIPEDIA_FIERO, TRIBUNE_1986, RECALL_89V232, AP_1989],
      ),
      trim(
        'GT',
        [V6_140],
        TRANS_V6_1986,
        { wheelbaseIn: 93.4, heightIn: 46.9 },
        [V6_EXHAUST, EARLY_SUSPENSION, SHIFT_CABLES],
        [PANELS_TIP, STOCK_TIP, BLEED_TIP],
        [TRIBUNE_1986, FIEROGT_BLOG, SLASHGEAR_GT],
      ),
    ],
  },
  {
    year: 1987,
    overview:
      'The 1987 base and SE models got new front and rear fascias, and the 2.5 four was reworked to 98 hp. The line was down to the base coupe, SE and fastback GT, with the GT accounting for 15,880 of the 46,581 cars built.',
    changes: ['Restyled front and rear fascias on the notchback models.', 'Improved 2.5 four rated 98 hp; the V6 was rated 135 hp.'],
    productionNumbers: 46581,
    sources: [WIKIPEDIA_FIERO, TRIBUNE_1987_88, TTAC_FORMULA],
    trims: [
      trim(
        'Fiero',
        [IRON_DUKE_98],
        TRANS_I4_LATE,
        DIMS_LATE_NOTCH,
        ISSUES_I4,
        [RECALL_TIP, BLEED_TIP],
        [WIKIPEDIA_FIERO, TRIBUNE_1987_88, RECALL_89V232],
      ),
      trim(
        'SE',
        [IRON_DUKE_98, V6_135],
        [
          '5-speed manual (Isuzu, with the 2.5)',
          '5-speed manual (Getrag design, Muncie-built, with the V6)',
          '3-speed automatic (THM 125)',
        ],
        DIMS_LATE_NOTCH,
        [FIRE_LATER_4CYL, EARLY_SUSPENSION, FRAME_RUST],
        [RECALL_TIP, BLEED_TIP, STOCK_TIP],
        [WIKIPEDIA_FIERO, TRIBUNE_1987_88, RECALL_89V232],
      ),
      trim(
        'GT',
        [V6_135],
        TRANS_V6_LATE,
        DIMS_LATE_GT,
        [V6_EXHAUST, EARLY_SUSPENSION, SHIFT_CABLES],
        [PANELS_TIP, STOCK_TIP, BLEED_TIP],
        [WIKIPEDIA_FIERO, TTAC_FORMULA],
      ),
    ],
  },
  {
    year: 1988,
    overview:
      'The final Fiero finally got the chassis its engineers had designed: new front and rear suspension and vented disc brakes at all four corners. The SE gave way to the Formula, a notchback with the V6 and the WS6 sport suspension, alongside the base coupe and the GT. Pontiac announced the end of production in March 1988, and about 26,400 of the final model were built; 370,168 Fieros were made in all.',
    changes: [
      'Redesigned front and rear suspension.',
      'Vented disc brakes on all four wheels.',
      'New Formula model replaced the SE.',
      'Final model year: Pontiac announced in March 1988 that production would stop.',
    ],
    sources: [WIKIPEDIA_FIERO, TTAC_FORMULA, TRIBUNE_1987_88, CARINI_GUIDE, TESTDRIVEJUNKIE_END],
    trims: [
      trim(
        'Fiero',
        [IRON_DUKE_98],
        TRANS_I4_LATE,
        DIMS_LATE_NOTCH,
        ISSUES_I4,
        [RECALL_TIP, BLEED_TIP, SUSPENSION_1988_TIP],
        [WIKIPEDIA_FIERO, TRIBUNE_1987_88, RECALL_89V232],
      ),
      trim(
        'Formula',
        [V6_135],
        TRANS_V6_LATE,
        DIMS_LATE_NOTCH,
        [V6_EXHAUST, COOLANT_AIR, FRAME_RUST],
        [
          {
            title: 'Confirm a genuine Formula',
            description:
              'The Formula was a one-year model of roughly 5,500 cars, combining the notchback body with the V6 and WS6 suspension, a rear spoiler and lace alloys. Ask for the window sticker or other documentation and compare the option codes on the service parts label, since clones built from base coupes exist.',
          },
          STOCK_TIP,
          BLEED_TIP,
        ],
        [TTAC_FORMULA, PERTH_FORMULA, WIKIPEDIA_FIERO],
      ),
      trim(
        'GT',
        [V6_135],
        TRANS_V6_LATE,
        DIMS_LATE_GT,
        [V6_EXHAUST, COOLANT_AIR, FRAME_RUST],
        [STOCK_TIP, PANELS_TIP, BLEED_TIP],
        [WIKIPEDIA_FIERO, TTAC_FORMULA, CARINI_GUIDE],
      ),
    ],
  },
];
