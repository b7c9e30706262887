import type { BodyStyle } from '@shared/catalogue/body-styles';
import type { ModelInput } from '@shared/catalogue/schemas';

/** A seeded model always states its body styles (hardtops count as coupe or sedan by their doors). */
export type ModelSeed = ModelInput & { bodyStyles: BodyStyle[] };

/**
 * Models created on first start: every Pontiac car line sold in the US under its own name in the
 * 1958-1989 model years. Years are clipped to the hub's 1958-1989 catalogue (docs/product/limits.md) and follow
 * US model years as sold, so long-running lines such as the Bonneville end at 1989 here and lines
 * that began earlier start at 1958.
 */
export const modelSeeds: ModelSeed[] = [
  {
    slug: 'chieftain',
    name: 'Chieftain',
    firstYear: 1958,
    lastYear: 1958,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'wagon'],
    description:
      "The Chieftain, Pontiac's first all-new post-war design of 1949, was the division's entry-level full-size series by 1958, its last year. The 1958 cars had a one-year body with quad headlamps and a 370 cu in V8, and were sold as two- and four-door sedans, Catalina hardtops and Safari station wagons. For 1959 the Catalina took its place at the bottom of the full-size range.",
  },
  {
    slug: 'super-chief',
    name: 'Super Chief',
    firstYear: 1958,
    lastYear: 1958,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan'],
    description:
      "The Super Chief was a mid-range full-size Pontiac offered for 1957 and 1958, placed between the Chieftain and the Star Chief. For 1958 it shared the Star Chief's longer 124-inch wheelbase and was sold as a sedan and as Catalina hardtops. The name was dropped when the range was reorganised around the Catalina, Star Chief and Bonneville for 1959.",
  },
  {
    slug: 'star-chief',
    name: 'Star Chief',
    firstYear: 1958,
    lastYear: 1966,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'wagon'],
    description:
      "Introduced in 1954 as Pontiac's top model and identified by its chrome star trim, the Star Chief had become the division's upper-middle full-size line by 1958, when it was also offered as the Custom Safari station wagon. Through the 1960s it rode the long Bonneville wheelbase and was sold mainly as four-door sedans and Vista hardtops. Its final year was 1966, as the Star Chief Executive, and the Executive replaced it.",
  },
  {
    slug: 'bonneville',
    name: 'Bonneville',
    firstYear: 1958,
    lastYear: 1989,
    featured: true,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'convertible', 'wagon'],
    description:
      "Named after the Bonneville Salt Flats, the Bonneville became a full series for 1958, when Pontiac's 370 V8 could be ordered with fuel injection, and it served as the division's top full-size car through the Wide-Track years that began in 1959. It grew with ever larger V8s, up to the 455 of 1970, was downsized for 1977 with GM's other full-size cars, moved to the mid-size rear-drive G-body for 1982-1986 and became a front-wheel-drive H-body sedan for 1987.",
  },
  {
    slug: 'catalina',
    name: 'Catalina',
    firstYear: 1959,
    lastYear: 1981,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'convertible', 'wagon'],
    description:
      "Catalina was Pontiac's name for its hardtop body styles from 1950 and became the entry-level full-size series for 1959, replacing the Chieftain. Offered as sedans, hardtops, convertibles and Safari wagons, it was Pontiac's best-selling full-size line and the basis of the Ventura and 2+2 packages and the Super Duty drag-racing cars of the early 1960s. It was downsized for 1977, and the US Catalina ended after the 1981 model year.",
  },
  {
    slug: 'ventura',
    name: 'Ventura',
    firstYear: 1960,
    lastYear: 1977,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan'],
    description:
      "The Ventura name first appeared for 1960 on upscale two-door Sports Coupe and four-door Vista hardtops built on the Catalina's shorter full-size body, and it continued as a Catalina trim option through 1970. From 1971 it named Pontiac's version of the compact X-body Chevrolet Nova, sold as the Ventura II that first year and as the Ventura from 1972 in coupe, sedan and, from 1973, hatchback form. The compact Ventura, which carried the GTO option for 1974, was replaced by the Phoenix after 1977.",
  },
  {
    slug: 'tempest',
    name: 'Tempest',
    firstYear: 1961,
    lastYear: 1970,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'convertible', 'wagon'],
    description:
      "Pontiac's compact Tempest arrived for 1961 with a rear-mounted transaxle driven through a flexible 'rope' driveshaft and a four-cylinder engine made from half of the 389 V8, and it was Motor Trend's Car of the Year for 1961. For 1964 it became a conventional body-on-frame intermediate on GM's A-body, the platform that also carried the LeMans and GTO. The Tempest name was used in the US through 1970; for 1971 the base intermediates were renamed T-37.",
  },
  {
    slug: 'grand-prix',
    name: 'Grand Prix',
    firstYear: 1962,
    lastYear: 1989,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe'],
    description:
      'Introduced for 1962 as a sporty personal-luxury coupe on the full-size Catalina chassis, the Grand Prix was restyled for 1963 with a concave rear window. For 1969 it moved to its own intermediate-based G-body with a dramatically long hood and an SJ performance option, and it stayed a rear-drive personal-luxury coupe through the 1970s and most of the 1980s, including the 1986 2+2 aero coupe built for NASCAR homologation. A front-wheel-drive W-body Grand Prix coupe replaced it for 1988.',
  },
  {
    slug: 'lemans',
    name: 'LeMans',
    firstYear: 1962,
    lastYear: 1989,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'convertible', 'wagon'],
    description:
      "The LeMans name first appeared for 1962 as the sporty top trim of the compact Tempest, and from 1964 it named the upscale versions of Pontiac's A-body intermediates, which carried the GTO option in 1964-1965 and 1972-1973. It moved to the 'Colonnade' body for 1973 and was downsized for 1978, and the rear-drive LeMans ended after the 1981 model year. The name returned for 1988 on a front-drive subcompact built by Daewoo in South Korea from the Opel Kadett design.",
  },
  {
    slug: '2-plus-2',
    name: '2+2',
    firstYear: 1964,
    lastYear: 1967,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'convertible'],
    description:
      "The 2+2 was Pontiac's full-size performance coupe and convertible of the mid-1960s. Introduced for 1964 as a Catalina option package with bucket seats and a centre console, it gained a standard 421 cu in V8 for 1965, was listed as a series of its own for 1966 and received the 428 V8 for 1967, its last US model year, as the smaller GTO drew performance buyers away.",
  },
  {
    slug: 'gto',
    name: 'GTO',
    firstYear: 1964,
    lastYear: 1974,
    featured: true,
    heroImage: null,
    bodyStyles: ['coupe', 'convertible'],
    description:
      "Introduced for 1964 as an option package for the Tempest LeMans, the GTO put Pontiac's 389 cu in V8 into an intermediate body and is widely credited with starting the muscle-car era. It became a series of its own for 1966, moved up to the 400 cu in V8 for 1967, gained the body-colour Endura front bumper for 1968 and The Judge package for 1969. Insurance costs and emissions rules pushed it back to a LeMans option for 1972, and its final 1974 model year was an option on the compact Ventura.",
  },
  {
    slug: 'executive',
    name: 'Executive',
    firstYear: 1967,
    lastYear: 1970,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'wagon'],
    description:
      "The Executive replaced the Star Chief as Pontiac's middle full-size line: after the one-year Star Chief Executive of 1966, it carried the Executive name alone from 1967 to 1970. It shared the Bonneville's longer body with trim and equipment closer to the Catalina, and was offered as two- and four-door hardtops, a four-door sedan and Safari wagons with simulated woodgrain sides. It was dropped after 1970, and for 1971 the Bonneville took its place below the new Grand Ville.",
  },
  {
    slug: 'firebird',
    name: 'Firebird',
    firstYear: 1967,
    lastYear: 1989,
    featured: true,
    heroImage: null,
    bodyStyles: ['coupe', 'convertible'],
    description:
      "Pontiac's pony car arrived in February 1967 on GM's F-body, shared with the Chevrolet Camaro but with Pontiac engines ranging from an overhead-cam inline six to the 400 V8. The second generation, launched as a 1970½ model, brought the Esprit, Formula and Trans Am and ran through 1981; the lighter, wedge-shaped third generation followed for 1982. Convertibles were built for 1967-1969 only in this period, and the hub covers Firebirds through the 1989 model year.",
  },
  {
    slug: 'trans-am',
    name: 'Trans Am',
    firstYear: 1969,
    lastYear: 1989,
    featured: true,
    heroImage: null,
    bodyStyles: ['coupe', 'convertible'],
    description:
      'Named after the SCCA Trans-American road-racing series, the Trans Am began in 1969 as a Firebird performance and appearance package, with 697 cars built in Cameo White with blue stripes, eight of them convertibles. It became the Firebird flagship of the 1970s, known for its shaker hood scoop, the large hood bird decal offered from 1973 and the black-and-gold Special Editions made famous by Smokey and the Bandit. Third-generation cars from 1982 added the GTA for 1987 and, for 1989, the turbocharged 3.8 V6 20th Anniversary edition that paced the Indianapolis 500.',
  },
  {
    slug: 'grand-ville',
    name: 'Grand Ville',
    firstYear: 1971,
    lastYear: 1975,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'convertible'],
    description:
      "The Grand Ville was Pontiac's top full-size line from 1971 to 1975, introduced with the large new full-size bodies of 1971 and placed above the Bonneville. It was offered as two- and four-door hardtops and a convertible, and the 1975 Grand Ville Brougham convertible was the last full-size Pontiac convertible. For 1976 the Bonneville returned to the top of the range.",
  },
  {
    slug: 'grand-safari',
    name: 'Grand Safari',
    firstYear: 1971,
    lastYear: 1978,
    featured: false,
    heroImage: null,
    bodyStyles: ['wagon'],
    description:
      "The Grand Safari was Pontiac's top full-size station wagon from 1971 to 1978, trimmed like the Bonneville and Grand Ville and usually fitted with woodgrain side panels. The 1971-1976 cars rode a 127-inch wheelbase, used 400 or 455 V8s and the power 'Glide-Away' clamshell tailgate, and the 1974-1976 models were the longest Pontiacs ever built. Downsized for 1977 to a 116-inch wheelbase, it was renamed the Bonneville Safari for 1979.",
  },
  {
    slug: 'grand-am',
    name: 'Grand Am',
    firstYear: 1973,
    lastYear: 1989,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan'],
    description:
      "The Grand Am debuted for 1973 as a European-inspired luxury-performance version of the new 'Colonnade' A-body, with a flexible Endura nose, as a coupe and sedan through 1975. It returned on the downsized A-body for 1978-1980, and again for 1985 as a front-wheel-drive N-body compact coupe, joined by a sedan for 1986, which became one of Pontiac's best sellers.",
  },
  {
    slug: 'astre',
    name: 'Astre',
    firstYear: 1975,
    lastYear: 1977,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'wagon'],
    description:
      "The Astre was Pontiac's version of the Chevrolet Vega subcompact, sold in Canada from 1973 and in the US for the 1975 to 1977 model years. It was offered as a hatchback coupe and a Safari station wagon with four-cylinder engines. The Sunbird took over as Pontiac's small car after 1977.",
  },
  {
    slug: 'sunbird',
    name: 'Sunbird',
    firstYear: 1976,
    lastYear: 1980,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'wagon'],
    description:
      "The first Sunbird, introduced for 1976, was Pontiac's version of the H-body Chevrolet Monza, beginning as a notchback coupe and later joined by hatchback and Safari wagon versions, with four-cylinder engines and an optional Buick 3.8 V6. It was built through the 1980 model year. The Sunbird name returned on the front-drive J-body as the 2000 Sunbird for 1984 and as the Sunbird alone from 1985; those cars are catalogued under J2000 / 2000.",
  },
  {
    slug: 'can-am',
    name: 'Can Am',
    firstYear: 1977,
    lastYear: 1977,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe'],
    description:
      "The Can Am was a 1977-only performance version of the LeMans Sport Coupe with a Trans Am-style shaker hood scoop, rear spoiler and bold graphics. It used Pontiac's 400 V8, with Oldsmobile's 403 in California, and a Turbo Hydra-Matic automatic. It was built for only a few months, which makes it one of the rarer Pontiacs of the 1970s.",
  },
  {
    slug: 'phoenix',
    name: 'Phoenix',
    firstYear: 1977,
    lastYear: 1984,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan'],
    description:
      "The Phoenix appeared during 1977 as an upscale version of the rear-drive X-body Ventura and replaced it entirely for 1978-1979. An all-new front-wheel-drive Phoenix, Pontiac's version of the Chevrolet Citation, went on sale in spring 1979 as a 1980 model in coupe and five-door hatchback form. It was dropped after the 1984 model year.",
  },
  {
    slug: 't1000',
    name: 'T1000 / 1000',
    firstYear: 1981,
    lastYear: 1987,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan'],
    description:
      "The T1000 was Pontiac's version of the rear-drive Chevrolet Chevette on GM's global T-body, introduced for 1981 as the division's entry-level subcompact in three-door and five-door hatchback form with a 1.6 litre four. The T was dropped from the name in the mid-1980s, and it was sold simply as the Pontiac 1000 until production ended in 1987.",
  },
  {
    slug: 'j2000',
    name: 'J2000 / 2000',
    firstYear: 1982,
    lastYear: 1989,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'convertible', 'wagon'],
    description:
      "Pontiac's front-wheel-drive J-body compact, a sibling of the Chevrolet Cavalier, went on sale in spring 1981 as the 1982 J2000. It was renamed 2000 for 1983, when a convertible was added, 2000 Sunbird for 1984 and Sunbird from 1985. Coupe, hatchback, sedan, Safari wagon and convertible versions were built, and a turbocharged 1.8 litre four was offered from 1984; the J-body was redesigned for 1988.",
  },
  {
    slug: '6000',
    name: '6000',
    firstYear: 1982,
    lastYear: 1989,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe', 'sedan', 'wagon'],
    description:
      "The 6000 was Pontiac's front-wheel-drive mid-size car on GM's A-body, introduced for 1982 alongside the Chevrolet Celebrity as a coupe and sedan, with a Safari wagon added later. The sport-oriented 6000 STE sedan, launched for 1983, was its best-known version. The hub covers the 6000 through the 1989 model year.",
  },
  {
    slug: 'parisienne',
    name: 'Parisienne',
    firstYear: 1983,
    lastYear: 1986,
    featured: false,
    heroImage: null,
    bodyStyles: ['sedan', 'wagon'],
    description:
      'Long a Canadian Pontiac name, the Parisienne was brought to the US for 1983 to restore a rear-drive full-size Pontiac after the Bonneville moved to the smaller G-body. Built in Oshawa, Ontario, and closely related to the Chevrolet Caprice, it was sold as a sedan, a Brougham sedan and a Safari wagon. The sedans ended after 1986, and the wagon continued as the Safari.',
  },
  {
    slug: 'fiero',
    name: 'Fiero',
    firstYear: 1984,
    lastYear: 1988,
    featured: false,
    heroImage: null,
    bodyStyles: ['coupe'],
    description:
      "GM's first mass-produced mid-engine car, the two-seat Fiero combined a steel space frame with plastic body panels and launched for 1984 with the 2.5 litre Iron Duke four. A 2.8 litre V6 became available for 1985, the fastback GT arrived during 1986, and the 1988 models gained a redesigned front and rear suspension. Production ended after the 1988 model year with roughly 370,000 built.",
  },
  {
    slug: 'safari',
    name: 'Safari',
    firstYear: 1958,
    lastYear: 1989,
    featured: false,
    heroImage: null,
    bodyStyles: ['wagon'],
    description:
      "Safari was Pontiac's station-wagon name: it began in 1955 on a two-door Star Chief Custom wagon related to the Chevrolet Nomad and from 1957 was applied across the wagon range, from the full-size Catalina, Executive and Bonneville Safaris to the Tempest, LeMans, Astre and 6000 wagons. After the Parisienne sedan was dropped, the rear-drive full-size wagon was sold simply as the Safari from 1987 to 1989, Pontiac's last full-size wagon.",
  },
];
