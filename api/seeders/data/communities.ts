import type { CommunityInput } from '@shared/community/schemas';

/** Forum sections created on first start (docs/product/screens.md Community). */
export const communitySeeds: CommunityInput[] = [
  {
    slug: 'general',
    name: 'General',
    description:
      'General discussion about classic Pontiacs: introductions, car-show sightings, buying questions and anything that does not fit a model forum.',
  },
  {
    slug: 'gto',
    name: 'GTO',
    description:
      'The Goat, 1964-1974: Tri-Power 389s, Ram Air 400s and The Judge. Ownership, originality, PHS documentation and drag-strip stories.',
  },
  {
    slug: 'firebird',
    name: 'Firebird',
    description:
      'Firebirds from 1967 to 1989: base, Sprint, Esprit and Formula models, F-body parts interchange and buying advice for every generation.',
  },
  {
    slug: 'trans-am',
    name: 'Trans Am',
    description:
      'Trans Am owners and fans: shaker scoops, hood birds, WS6 handling packages, Special Editions, Turbo Trans Ams and the GTA.',
  },
  {
    slug: 'bonneville',
    name: 'Bonneville',
    description:
      "Pontiac's full-size flagship and its big-car siblings: Bonneville, Star Chief, Catalina and Grand Ville ownership, parts and Wide-Track cruising.",
  },
  {
    slug: 'grand-prix',
    name: 'Grand Prix',
    description:
      'Grand Prix personal-luxury coupes, from the 1962 original and the long-hood 1969-1972 cars to the SJ, LJ and the 1986 2+2 aero coupe.',
  },
  {
    slug: 'fiero',
    name: 'Fiero',
    description:
      'The mid-engine Fiero, 1984-1988: Iron Duke and V6 cars, the GT fastback, the 1988 suspension, engine swaps and cooling-system fixes.',
  },
  {
    slug: 'restoration',
    name: 'Restoration',
    description:
      'Restoring and maintaining any classic Pontiac: rust repair, bodywork and paint codes, rebuilding Pontiac V8s, sourcing parts and show judging.',
  },
];
