import { COLOURS as C, line, path, rect, wheelPair } from './parts';

/** 1969 GTO Judge (the 1968–72 body): the body-colour Endura nose, a sloping roof, Carousel Red with stripe and spoiler. */
export const gto1968 = () => [
  path('M34 93L32 72Q33 64 42 63L84 62Q98 58 110 62L200 65L276 66Q288 67 292 72L294 82L290 93Z', '#e4572e'),
  path('M34 86L292 86L290 93L34 93Z', '#b94321'),
  path('M92 62L132 42Q136 40 142 40L166 40Q173 40 178 46L196 64Z', '#e4572e'),
  path('M112 59L134 46Q137 44 142 44L146 44L146 59ZM151 44L165 44Q170 44 174 49L185 60L151 60Z', C.glass),
  path('M30 60L28 56L52 57L52 61Z', '#e4572e'),
  line('M100 64Q150 60 200 66L250 66', '#facc15', 1.6),
  line('M282 72L284 80M287 72L289 80', '#8f2f17', 1.2),
  path('M214 64L220 61L232 61L236 65Z', '#b94321'),
  wheelPair(84, 234, 15, 93, 'rally'),
  rect(32, 66, 4, 9, C.tail),
  rect(30, 85, 22, 4, C.chrome, 1.5),
];

/** 1970 Firebird (the 1970–81 body): the long fastback roof and its wide rear glass, a split beak nose, Bermuda Green. */
export const firebird1970 = () => [
  path('M32 92L30 72Q31 65 40 64L80 63L200 65L278 67L294 72L296 84L290 92Z', '#3f8f5f'),
  path('M32 86L294 86L290 92L32 92Z', '#2f6e48'),
  path('M68 64L120 43Q124 41 130 41L158 41Q166 41 172 47L190 65Z', '#3f8f5f'),
  path('M86 61L122 46Q125 44 130 44L142 44L142 61ZM147 44L157 44Q163 44 167 49L178 61L147 61Z', C.glass),
  path('M288 70L296 73L296 82L290 82Z', C.chrome),
  wheelPair(80, 230, 15, 92, 'honeycomb', '#d4d4d8'),
  rect(30, 67, 4, 9, C.tail),
];

/** 1982 Firebird (the 1982–92 body): the low wedge with pop-up lamps and the big glass hatch, Light Royal Blue. */
export const firebird1982 = () => [
  path('M36 92L34 70Q35 64 42 63L80 61L180 63L292 78L296 86L292 92Z', '#4169b8'),
  path('M34 84L296 86L292 92L36 92Z', '#2f4f8f'),
  path('M58 62L116 43Q120 41 126 41L150 41Q158 41 166 47L196 66Z', '#4169b8'),
  path('M70 60L118 45Q121 44 126 44L140 44L140 61ZM145 44L150 44Q156 44 162 49L184 64L145 62Z', C.glass),
  line('M246 72L270 76', '#2f4f8f', 1.2),
  wheelPair(84, 232, 15, 92, 'turbine'),
  rect(34, 66, 4, 8, C.tail),
];

/** 1982 Trans Am (the 1982–92 body): black, the wedge nose with its slim lamp slots, hood louvres, rear spoiler. */
export const transAm1982 = () => [
  path('M34 92L32 70Q33 64 40 63L80 61L180 63L290 78L296 86L292 92Z', '#111114'),
  line('M34 92L32 70Q33 64 40 63L80 61L180 63L290 78L296 86L292 92', '#a1a1aa', 1),
  path('M34 84L296 86L292 92L36 92Z', '#2a2a2e'),
  path('M56 62L114 43Q118 41 124 41L148 41Q156 41 164 47L194 66Z', '#111114'),
  path('M68 60L116 45Q119 44 124 44L138 44L138 61ZM143 44L148 44Q154 44 160 49L182 64L143 62Z', C.glass),
  path('M28 60L26 56L50 58L50 62Z', '#111114'),
  line('M226 68L232 69M236 69L242 70M246 70L252 71', '#52525b', 1.4),
  line('M282 80L294 84', '#dc2626', 1.6),
  wheelPair(84, 232, 15, 92, 'alloy'),
  rect(32, 66, 4, 8, C.tail),
];
