import { bumper, circle, COLOURS as C, line, path, rect, wheelPair } from './parts';

/** 1965 Catalina 2+2 hardtop: the big Coke-bottle coupe, stacked headlamps, louvres on the front fender. */
export const twoPlusTwo = () => [
  path('M14 93L12 72Q13 64 22 63L84 62Q98 60 112 63L214 65L298 66Q309 67 309 75L309 93Z', '#2d3f73'),
  path('M14 86L309 86L309 93L14 93Z', '#23325c'),
  path('M106 63L126 42Q130 38 138 38L172 38Q180 38 186 44L206 64Z', '#2d3f73'),
  path('M118 61L131 45Q134 41 140 41L171 41Q177 41 181 46L194 61Z', C.glass),
  line('M256 70L254 78M261 70L259 78M266 70L264 78', C.chrome, 1.2),
  line('M18 74Q60 70 100 71L306 72', C.chrome, 1),
  wheelPair(72, 244, 16, 93, 'cover'),
  rect(12, 66, 5, 10, C.tail),
  rect(304, 66, 6, 20, '#27272a', 1),
  circle(307, 70.5, 2.2, C.lamp),
  circle(307, 77.5, 2.2, C.lamp),
  bumper(8, 40, 85, 5),
  bumper(288, 312, 85, 5),
];

/** 1966 GTO hardtop: the Coke-bottle kick over the rear wheel, black vinyl top, hood scoop, stacked headlamps, redlines. */
export const gto = () => [
  path('M32 93L30 72Q31 64 40 63L86 61Q100 58 112 62L200 65L280 66Q291 67 291 75L291 93Z', '#9b1b1b'),
  path('M32 86L291 86L291 93L32 93Z', '#7a1414'),
  path('M112 62L132 42Q136 39 144 39L170 39Q177 39 182 45L198 64Z', '#18181b'),
  path('M124 60L137 45Q140 42 146 42L168 42Q174 42 177 47L188 60Z', C.glass),
  path('M214 64L222 60L240 60L244 65Z', '#7a1414'),
  line('M36 76Q70 72 96 73L286 74', C.chrome, 0.9),
  wheelPair(82, 234, 15, 93, 'rally'),
  rect(30, 66, 4, 9, C.tail),
  rect(286, 66, 6, 20, '#27272a', 1),
  circle(289, 70.5, 2.2, C.lamp),
  circle(289, 77.5, 2.2, C.lamp),
  bumper(27, 50, 85, 4.5),
  bumper(272, 294, 85, 4.5),
];

/** 1968 Executive four-door sedan: long and formal, a Coke-bottle hip, dark vinyl roof, the '68 beak nose. */
export const executive = () => [
  path('M12 93L10 71Q11 64 20 63L80 62Q94 59 108 62L214 64L296 66L304 68L311 72L304 76L306 93Z', '#9fb8a0'),
  path('M12 86L306 86L306 93L12 93Z', '#7f9880'),
  path('M100 62L116 41L188 41Q192 41 196 45L214 64Z', '#1f3b2b'),
  path('M112 60L122 45L150 45L150 60ZM155 45L186 45Q189 45 192 48L202 60L155 60Z', C.glass),
  line('M152 64V86M206 64V86', '#6b826c', 0.8),
  line('M14 78L304 78', C.chrome, 1),
  wheelPair(70, 246, 16, 93, 'cover'),
  rect(10, 65, 4, 12, C.tail),
  circle(306, 74, 2, C.lamp),
  bumper(6, 40, 85, 5),
  bumper(284, 310, 85, 5),
];

/** 1969 Grand Prix: the longest hood Pontiac built, a short deck and formal roof far back, the V-shaped prow. */
export const grandPrix = () => [
  path('M12 93L10 72Q11 65 20 64L134 64L300 66L312 74L304 86L304 93Z', '#5b6b2f'),
  path('M12 86L304 86L304 93L12 93Z', '#48561f'),
  path('M62 64L78 42Q80 40 86 40L118 40Q125 40 130 45L148 64Z', '#18181b'),
  path('M84 61L92 45Q94 43 98 43L116 43Q122 43 126 48L137 61Z', C.glass),
  line('M150 66L296 67', '#6f8039', 1.4),
  line('M18 78L300 78', C.chrome, 0.9),
  wheelPair(60, 250, 16, 93, 'rally'),
  rect(10, 67, 5, 7, C.tail),
  path('M304 70L310 74L304 80Z', C.chrome),
  bumper(6, 36, 85, 5),
  bumper(286, 310, 86, 4.5),
];

/** 1967 Firebird coupe: the first pony car of Pontiac's, long hood and short deck, the chrome beak around the grille. */
export const firebird = () => [
  path('M38 93L36 73Q37 66 44 65L88 63Q102 60 112 63L178 64L278 66Q290 67 291 74L291 93Z', '#2aa6a0'),
  path('M38 86L291 86L291 93L38 93Z', '#1f807b'),
  path('M106 63L126 43Q130 40 137 40L162 40Q169 40 174 46L188 64Z', '#2aa6a0'),
  path('M118 61L130 46Q133 43 139 43L161 43Q166 43 169 48L179 61Z', C.glass),
  path('M282 66L292 68L295 76L292 86L284 86Z', C.chrome),
  path('M286 70L291 71L292 76L290 82L286 82Z', '#27272a'),
  line('M40 75L286 75', '#1a6f6a', 1),
  wheelPair(84, 236, 14, 93, 'rally'),
  rect(36, 68, 4, 8, C.tail),
  bumper(33, 54, 85, 4.5),
];

/** 1978 Trans Am: black and gold, shaker scoop, the bird on the hood, air dam, flares, ducktail spoiler, T-tops. */
export const transAm = () => [
  path('M28 92L26 70L20 62L38 61L60 64L106 64Q120 58 132 62L200 65L270 68L296 74L298 86L288 92Z', '#101012'),
  line('M28 92L26 70L20 62L38 61L60 64L106 64Q120 58 132 62L200 65L270 68L296 74L298 86L288 92', '#c8a24a', 1),
  path('M100 64L122 44Q126 41 134 41L158 41Q166 41 172 47L190 65Z', '#101012'),
  path('M112 62L126 47Q129 44 134 44L146 44L146 62ZM150 44L157 44Q163 44 167 49L178 62L150 62Z', C.glass),
  path('M130 42L156 42L156 44L130 44Z', C.glassLight),
  path('M212 66L220 57L238 57L240 67Z', '#1c1c1f'),
  line('M220 57L238 57', C.chrome, 1),
  path('M236 67Q250 62 266 68L250 69Z', '#c8a24a'),
  line('M40 80L290 80', '#c8a24a', 0.8),
  path('M20 62L14 57L34 58L38 61Z', '#101012'),
  wheelPair(80, 232, 16, 92, 'snowflake', '#c8a24a'),
  rect(26, 70, 4, 8, C.tail),
];

/** 1973 Grand Ville convertible, top down: the huge seventies convertible, big bumpers, a tall rear hip, long hood. */
export const grandVille = () => [
  path('M8 93L6 70Q8 62 18 61L84 60Q100 58 112 62L300 64Q312 65 312 74L312 93Z', '#8e6b3e'),
  path('M8 86L312 86L312 93L8 93Z', '#715430'),
  path('M100 62Q100 52 114 52L138 52Q146 52 146 62Z', '#e7e5e4'),
  path('M150 62L152 50Q153 47 157 47L162 47Q165 48 164 52L162 62ZM176 62L177 51Q178 48 182 48L186 48Q189 49 188 52L186 62Z', '#d6c7a8'),
  path('M212 62L194 43L197 42L215 60Z', C.glass),
  line('M214 62L195 42', C.chrome, 1.8),
  line('M10 76L308 76', C.chrome, 1),
  wheelPair(70, 248, 17, 93, 'cover'),
  rect(6, 66, 4, 14, C.tail),
  rect(307, 66, 6, 16, C.chrome, 1),
  rect(308, 72, 4, 1.5, '#27272a'),
  bumper(2, 40, 83, 7),
  bumper(282, 316, 83, 7),
];

/** 1973 Grand Safari wagon: the long seventies wagon, woodgrain sides framed in chrome, a roof rack, three side windows. */
export const grandSafari = () => [
  path('M8 93L6 66L10 62L300 64Q312 65 312 74L312 93Z', '#7a8b5c'),
  path('M10 62L16 40L188 40Q194 40 198 45L216 64Z', '#7a8b5c'),
  path('M18 60L21 44L74 44L74 60ZM79 44L132 44L132 60L79 60ZM137 44L186 44Q190 44 193 48L204 60L137 60Z', C.glass),
  line('M20 38L180 38M40 38V40M100 38V40M160 38V40', C.chrome, 1.4),
  path('M10 67L300 68L300 84L10 84Z', '#8a5a2b'),
  line('M10 67L300 68L300 84L10 84Z', C.chrome, 1),
  line('M100 68L100 84M206 68L206 84', '#6e4521', 0.8),
  wheelPair(70, 250, 16, 93, 'cover'),
  rect(6, 66, 4, 14, C.tail),
  rect(306, 67, 6, 14, C.chrome, 1),
  rect(307, 73, 4, 1.5, '#27272a'),
  bumper(2, 38, 84, 7),
  bumper(284, 316, 84, 7),
];

/** 1973 LeMans Colonnade coupe: the sloping Colonnade roof with its fixed triangular quarter window, in blue. */
export const lemans = () => [
  path('M26 93L24 72Q25 64 34 63L86 62Q100 60 110 63L204 65L284 67Q296 68 296 76L296 93Z', '#3e6e9e'),
  path('M26 86L296 86L296 93L26 93Z', '#305880'),
  path('M84 62L130 41Q134 39 140 39L168 39Q176 39 182 45L200 64Z', '#3e6e9e'),
  path('M112 59L130 45L134 45L134 59ZM139 43L167 43Q173 43 177 48L189 60L139 60Z', C.glass),
  line('M30 76L292 76', C.chrome, 0.8),
  wheelPair(78, 232, 15, 93, 'steel', '#305880'),
  rect(24, 67, 4, 10, C.tail),
  rect(291, 68, 5, 14, C.chrome, 1),
  rect(292, 74, 3, 1.4, '#27272a'),
  bumper(20, 46, 84, 6),
  bumper(272, 300, 84, 6),
];

/** 1973 Grand Am: the Colonnade body with the soft Endura nose, pointed and body-coloured with its slots, a rally stripe. */
export const grandAm = () => [
  path('M26 93L24 72Q25 64 34 63L86 62Q100 60 110 63L204 65L280 66L296 70L303 80L296 93Z', '#d4a017'),
  path('M26 86L300 86L296 93L26 93Z', '#ad820f'),
  path('M84 62L124 42Q128 40 134 40L166 40Q174 40 180 46L198 64Z', '#d4a017'),
  path('M104 59L120 47L124 47L124 59ZM130 44L165 44Q171 44 175 49L186 60L130 60Z', C.glass),
  line('M290 73L292 82M295 74L297 81', '#6b5207', 1.2),
  line('M28 80L288 80', '#1c1c1f', 2.4),
  wheelPair(78, 232, 15, 93, 'honeycomb', '#d4d4d8'),
  rect(24, 67, 4, 10, C.tail),
  circle(298, 74, 1.8, C.lamp),
  bumper(20, 46, 84, 6),
];

/** 1977 Can Am: a white Colonnade coupe with the Trans Am's shaker scoop, a rear spoiler and orange-red-yellow stripes. */
export const canAm = () => [
  path('M26 93L24 72Q25 64 34 63L86 62Q100 60 110 63L204 65L284 67Q296 68 296 76L296 93Z', '#f2f2ee'),
  path('M20 62L18 57L40 58L40 62Z', '#f2f2ee'),
  path('M84 62L120 43Q124 41 130 41L164 41Q172 41 178 47L196 64Z', '#f2f2ee'),
  path('M102 59L116 48L120 48L120 59ZM126 45L163 45Q169 45 173 50L184 60L126 60Z', C.glass),
  path('M214 65L222 57L240 57L242 66Z', '#1c1c1f'),
  line('M222 57L240 57', C.chrome, 1),
  line('M28 78L292 78', '#f97316', 1.6),
  line('M28 81L292 81', '#dc2626', 1.6),
  line('M28 84L292 84', '#facc15', 1.6),
  wheelPair(78, 232, 15, 93, 'rally'),
  rect(24, 67, 4, 9, C.tail),
  rect(291, 68, 5, 14, '#d4d4d8', 1),
  bumper(20, 46, 86, 6, '#e7e5e4'),
  bumper(272, 300, 86, 6, '#e7e5e4'),
];
