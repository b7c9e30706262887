import type { ModelInput } from '../../../shared/catalogue/schemas';

/**
 * Models created on first start. Years are clipped to the hub's 1958-1989 catalogue (SPEC §9),
 * so long-running lines such as the Bonneville end at 1989 here.
 */
export const modelSeeds: ModelInput[] = [
  {
    slug: 'gto',
    name: 'GTO',
    firstYear: 1964,
    lastYear: 1974,
    featured: true,
    description:
      "Introduced for 1964 as an option package for the Tempest LeMans, the GTO put Pontiac's 389 cu in V8 into an intermediate body and is widely credited with starting the muscle-car era. It became a series of its own for 1966, moved up to the 400 cu in V8 for 1967, gained the body-colour Endura front bumper for 1968 and The Judge package for 1969. Insurance costs and emissions rules pushed it back to a LeMans option for 1972, and its final 1974 model year was an option on the compact Ventura.",
  },
  {
    slug: 'firebird',
    name: 'Firebird',
    firstYear: 1967,
    lastYear: 1989,
    featured: true,
    description:
      "Pontiac's pony car arrived in February 1967 on GM's F-body, shared with the Chevrolet Camaro but with Pontiac engines ranging from an overhead-cam inline six to the 400 V8. The second generation, launched as a 1970½ model, brought the Esprit, Formula and Trans Am and ran through 1981; the lighter, wedge-shaped third generation followed for 1982. The hub covers Firebirds through the 1989 model year.",
  },
  {
    slug: 'trans-am',
    name: 'Trans Am',
    firstYear: 1969,
    lastYear: 1989,
    featured: true,
    description:
      'Named after the SCCA Trans-American road-racing series, the Trans Am began in 1969 as a Firebird performance and appearance package, with 697 cars built in Cameo White with blue stripes. It became the Firebird flagship of the 1970s, known for its shaker hood scoop, the large hood bird decal offered from 1973 and the black-and-gold Special Editions made famous by Smokey and the Bandit. Third-generation cars from 1982 added the GTA for 1987 and, for 1989, the turbocharged 3.8 V6 20th Anniversary edition that paced the Indianapolis 500.',
  },
  {
    slug: 'bonneville',
    name: 'Bonneville',
    firstYear: 1958,
    lastYear: 1989,
    featured: true,
    description:
      "Named after the Bonneville Salt Flats, the Bonneville became a full series for 1958, when Pontiac's 370 V8 could be ordered with fuel injection, and it served as the division's top full-size car through the Wide-Track years that began in 1959. It grew with ever larger V8s, up to the 455 of 1970, was downsized for 1977 with GM's other full-size cars, moved to the mid-size rear-drive G-body for 1982-1986 and became a front-wheel-drive H-body sedan for 1987.",
  },
  {
    slug: 'grand-prix',
    name: 'Grand Prix',
    firstYear: 1962,
    lastYear: 1989,
    featured: false,
    description:
      "Introduced for 1962 as a sporty personal-luxury coupe on the full-size Catalina chassis, the Grand Prix was restyled for 1963 with a concave rear window. For 1969 it moved to its own intermediate-based G-body with a dramatically long hood and an SJ performance option, and it stayed a rear-drive personal-luxury coupe through the 1970s and most of the 1980s, including the 1986 2+2 aero coupe built for NASCAR homologation. A front-wheel-drive W-body Grand Prix replaced it for 1988.",
  },
  {
    slug: 'fiero',
    name: 'Fiero',
    firstYear: 1984,
    lastYear: 1988,
    featured: false,
    description:
      "GM's first mass-produced mid-engine car, the two-seat Fiero combined a steel space frame with plastic body panels and launched for 1984 with the 2.5 litre Iron Duke four. A 2.8 litre V6 became available for 1985, the fastback GT arrived during 1986, and the 1988 models gained a redesigned front and rear suspension. Production ended after the 1988 model year with roughly 370,000 built.",
  },
  {
    slug: '2-plus-2',
    name: '2+2',
    firstYear: 1964,
    lastYear: 1967,
    featured: false,
    description:
      "The 2+2 was Pontiac's full-size performance coupe and convertible of the mid-1960s. Introduced for 1964 as a Catalina option package with bucket seats and a centre console, it gained a standard 421 cu in V8 for 1965 and was offered as a series of its own for 1966, before being dropped after the 1967 model year as the smaller GTO drew performance buyers away.",
  },
];
