import type { Illustration } from '@shared/catalogue/illustrations';

/** One side view, front to the right, in a 200 x 70 box: the body and its windows (drawn over it). */
export interface CarShape {
  body: string;
  glass: string;
}

/** Rear and front wheel centres, shared by every style (the wheelbase is the same drawing to drawing). */
export const WHEELS = [46, 156] as const;
export const WHEEL_Y = 54;

// Hood and front bumper of the front-engined cars; they differ from the cowl back.
const FRONT = 'L146 35L186 37Q193 38 193 44L193 56Z';

export const CAR_SHAPES = {
  // Two doors, long hood, short deck, the roof sloping into the trunk.
  coupe: {
    body: `M8 56L7 42Q8 37 16 36L58 34L80 21Q84 19 90 19L118 19Q124 19 130 24${FRONT}`,
    glass: 'M67 33L82 23Q85 22 90 22L105 22L105 33ZM109 22L117 22Q122 22 127 26L137 33L109 33Z',
  },
  // Four doors: a longer, more upright roof.
  sedan: {
    body: `M8 56L8 41Q8 36 16 36L50 35L64 20Q66 18 70 18L122 18Q127 18 131 22${FRONT}`,
    glass: 'M57 34L67 22Q68 21 71 21L94 21L94 34ZM98 21L120 21Q124 21 127 24L137 34L98 34Z',
  },
  // Top down: the windshield frame and the folded top behind the seats.
  convertible: {
    body: `M8 56L7 41Q8 36 16 36L52 36Q56 30 66 30L74 30Q78 30 79 36L115 36L107 23.5L112 22.5L131 36${FRONT}`,
    glass: 'M110.5 25.5L112.5 25L126 35L118 35Z',
  },
  // The roof carried to an upright tailgate, three side windows.
  wagon: {
    body: `M8 56L8 24Q8 19 14 19L120 19Q126 19 130 23${FRONT}`,
    glass: 'M14 34L14 25Q14 22 17 22L46 22L46 34ZM50 22L82 22L82 34L50 34ZM86 22L118 22Q123 22 127 26L137 34L86 34Z',
  },
  // A short tail cut off by the hatch: the roof runs in one slope down to a tall, blunt rear (Astre, Sunbird, T1000).
  hatchback: {
    body: `M18 56L17 37Q17 32 22 31L70 19Q73 18 78 18L116 18Q122 18 128 23${FRONT}`,
    glass: 'M32 31L71 21.5Q74 21 78 21L98 21L98 32L32 32ZM102 21L116 21Q121 21 126 25L136 32L102 32Z',
  },
  // Mid-engine (Fiero): a low wedge nose, the cabin pushed forward and a long flat deck over the engine behind it.
  'mid-engine': {
    body: 'M8 56L8 32Q8 27 14 27L80 26L96 17Q98 16 102 16L120 16Q124 16 128 19L148 34L189 41Q195 42 195 48L195 56Z',
    glass: 'M90 27L99 19.5Q101 19 104 19L113 19L113 30L90 30ZM117 19L120 19Q123 19 126 21L141 31L117 31ZM68 38L84 33L84 38Z',
  },
} as const satisfies Record<Illustration, CarShape>;
