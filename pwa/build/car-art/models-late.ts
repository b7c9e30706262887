import { bumper, circle, COLOURS as C, line, path, rect, wheelPair } from './parts';

/** 1975 Astre hatchback coupe: the small Vega-based car, its roof sloping in one line to the tail, lime green. */
export const astre = () => [
  path('M66 94L64 74Q64 66 72 64L80 63L226 66Q256 68 260 74L262 94Z', '#6aa84f'),
  path('M66 88L262 88L262 94L66 94Z', '#538a3c'),
  path('M72 64L128 45Q132 43 138 43L164 43Q172 43 178 49L192 66Z', '#6aa84f'),
  path('M96 61L128 48L140 47L140 62ZM145 46L163 46Q169 46 173 51L182 62L145 62Z', C.glass),
  line('M68 78L258 78', '#4a7a34', 1),
  wheelPair(98, 226, 13, 94, 'steel', '#d4d4d8'),
  rect(64, 68, 4, 8, C.tail),
  rect(258, 73, 4, 6, C.amber),
  bumper(60, 84, 86, 5),
  bumper(246, 266, 86, 5),
];

/** 1977 Sunbird notchback coupe: the small H-body with a short notched deck and a formal roof, in red-orange. */
export const sunbird = () => [
  path('M64 94L62 72Q62 66 70 65L118 64L252 66Q264 67 264 75L264 94Z', '#c75b2a'),
  path('M64 88L264 88L264 94L64 94Z', '#a2481f'),
  path('M108 64L128 44Q131 42 136 42L168 42Q175 42 180 48L196 66Z', '#c75b2a'),
  path('M118 61L131 47Q133 45 137 45L146 45L146 61ZM151 45L167 45Q172 45 175 49L185 61L151 61Z', C.glass),
  line('M66 76L260 76', '#f4f4f5', 1),
  wheelPair(100, 228, 13, 94, 'alloy'),
  rect(62, 68, 4, 9, C.tail),
  rect(260, 70, 4, 8, C.lamp, 1),
  bumper(58, 84, 86, 5),
  bumper(246, 268, 86, 5),
];

/** 1980 Phoenix five-door hatchback: the boxy front-drive X-body with an upright liftgate, light blue. */
export const phoenix = () => [
  path('M60 94L58 70L62 64L256 66Q268 67 268 75L268 94Z', '#8a9bb0'),
  path('M60 88L268 88L268 94L60 94Z', '#6f7f93'),
  path('M62 64L80 40L176 40Q182 40 187 45L206 66Z', '#8a9bb0'),
  path('M78 61L90 43L110 43L110 61ZM115 43L146 43L146 61L115 61ZM151 43L175 43Q179 43 182 46L195 61L151 61Z', C.glass),
  line('M148 64V88M112 64V88', '#5f6e80', 0.8),
  line('M60 78L266 78', '#3f3f46', 2),
  wheelPair(96, 234, 13, 94, 'steel', '#d4d4d8'),
  rect(58, 68, 4, 10, C.tail),
  rect(263, 69, 5, 8, C.lamp, 1),
  bumper(55, 78, 86, 5),
  bumper(252, 272, 86, 5),
];

/** 1981 T1000 three-door hatchback: the tiny Chevette-based car, short overhangs and tall glass, yellow. */
export const t1000 = () => [
  path('M82 94L80 70L84 63L232 66Q246 67 246 76L246 94Z', '#e8c547'),
  path('M82 88L246 88L246 94L82 94Z', '#c9a732'),
  path('M84 63L94 40Q96 38 100 38L164 38Q170 38 175 44L194 66Z', '#e8c547'),
  path('M94 60L100 42L134 42L134 60ZM139 42L163 42Q168 42 171 46L183 61L139 61Z', C.glass),
  line('M84 80L244 80', '#1c1c1f', 1.6),
  wheelPair(110, 218, 12, 94, 'steel', '#e8c547'),
  rect(80, 68, 4, 9, C.tail),
  rect(241, 70, 5, 7, C.lamp, 1),
  bumper(78, 98, 86, 5, '#27272a'),
  bumper(232, 250, 86, 5, '#27272a'),
];

/** 1983 J2000 hatchback coupe: the wedgy early-eighties compact, low nose and a long sloping hatch, silver. */
export const j2000 = () => [
  path('M62 93L60 70Q61 64 68 63L86 62L250 68Q264 70 266 78L264 93Z', '#9fa4ab'),
  path('M62 87L264 87L264 93L62 93Z', '#3f3f46'),
  path('M74 62L124 43Q128 41 134 41L160 41Q168 41 174 47L196 67Z', '#9fa4ab'),
  path('M94 59L124 46L134 45L134 61ZM139 44L159 44Q165 44 169 49L183 63L139 62Z', C.glass),
  line('M62 76L262 80', '#b91c1c', 1.2),
  wheelPair(98, 232, 13, 93, 'alloy'),
  rect(60, 66, 4, 10, C.tail),
  rect(258, 73, 7, 4, C.lamp, 1),
];

/** 1986 6000 STE sedan: the aero four-door, maroon over grey lower cladding, flush lamps and flat aero wheels. */
export const sixThousand = () => [
  path('M50 94L48 70Q48 64 56 63L104 62L256 66Q272 68 274 76L274 94Z', '#5c1f2c'),
  path('M48 82L274 84L274 94L50 94Z', '#6b6b70'),
  path('M98 62L122 41Q125 39 130 39L176 39Q182 39 187 44L208 65Z', '#5c1f2c'),
  path('M108 60L124 44Q126 42 130 42L151 42L151 60ZM156 42L175 42Q180 42 183 46L196 61L156 61Z', C.glass),
  line('M153 63V84M205 65V84', '#45161f', 0.8),
  wheelPair(90, 236, 14, 94, 'turbine'),
  rect(48, 66, 5, 12, C.tail),
  rect(266, 69, 8, 5, C.lamp, 1),
  rect(266, 75, 8, 2, C.amber),
];

/** 1985 Parisienne sedan: the boxy eighties full-size, a formal upright roof with its vinyl half and opera lamp. */
export const parisienne = () => [
  path('M16 94L14 68L18 64L294 65Q304 66 304 74L304 94Z', '#3b4a6b'),
  path('M16 88L304 88L304 94L16 94Z', '#2e3a55'),
  path('M98 64L114 41L186 41Q191 41 195 45L214 65Z', '#3b4a6b'),
  path('M98 64L114 41L150 41L150 64Z', '#c7c2b5'),
  path('M128 60L134 45L148 45L148 60ZM155 45L184 45Q188 45 191 48L202 61L155 61Z', C.glass),
  rect(138, 50, 3, 1.5, C.amber),
  line('M152 64V88M208 65V88', '#26324a', 0.8),
  line('M18 78L302 78', C.chrome, 1),
  wheelPair(70, 248, 15, 94, 'cover'),
  rect(14, 67, 5, 12, C.tail),
  rect(298, 67, 7, 10, C.lamp, 1),
  bumper(10, 40, 85, 6),
  bumper(282, 308, 85, 6),
];

/** 1985 Fiero: the mid-engined two-seater wedge, pop-up lamps closed in the low nose, the engine deck behind the seats. */
export const fiero = () => [
  path('M64 93L62 66Q62 60 70 60L132 59L178 62L262 78L264 93Z', '#d11f2e'),
  path('M62 84L264 86L264 93L64 93Z', '#18181b'),
  path('M104 59L132 42Q136 40 142 40L158 40Q164 40 170 45L196 66Z', '#d11f2e'),
  path('M112 58L134 45Q137 43 141 43L147 43L147 58ZM151 43L157 43Q162 43 166 47L186 63L151 61Z', C.glass),
  path('M66 60L104 59L112 56L72 57Z', '#18181b'),
  line('M84 68L96 68L100 74', '#18181b', 1.6),
  line('M222 71L244 75', '#a3121f', 1.2),
  wheelPair(94, 226, 13, 93, 'turbine'),
  rect(62, 64, 4, 10, C.tail),
  circle(258, 80, 1.5, C.amber),
];

/** 1987 Safari wagon: the last full-size rear-drive wagon, square eighties lines, woodgrain, roof rack, quad lamps. */
export const safari = () => [
  path('M14 94L12 64L16 62L294 65Q304 66 304 74L304 94Z', '#c6b89a'),
  path('M16 62L20 38L190 38Q195 38 199 42L216 65Z', '#c6b89a'),
  path('M22 60L24 42L76 42L76 60ZM81 42L138 42L138 60L81 60ZM143 42L188 42Q192 42 195 46L205 61L143 61Z', C.glass),
  line('M24 36L186 36M46 36V38M116 36V38M176 36V38', '#52525b', 1.6),
  path('M14 68L296 69L296 86L14 86Z', '#7a4a24'),
  line('M14 68L296 69', C.chrome, 1),
  line('M14 86L296 86', C.chrome, 1),
  line('M140 69V86M208 69V86', '#5e391b', 0.8),
  wheelPair(70, 248, 15, 94, 'cover'),
  rect(12, 66, 4, 14, C.tail),
  rect(298, 67, 7, 5, C.lamp, 0.5),
  rect(298, 73, 7, 5, C.lamp, 0.5),
  bumper(8, 36, 86, 6),
  bumper(284, 308, 86, 6),
];
