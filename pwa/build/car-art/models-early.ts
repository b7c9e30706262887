import { bumper, circle, COLOURS as C, line, path, rect, wheelPair } from './parts';

/** 1958 Chieftain two-door sedan: the one-year '58 body, a coral body under a white roof and side cove, quad lamps. */
export const chieftain = () => [
  path('M16 93L14 73Q14 66 22 65L104 63L214 63L292 65Q306 66 306 74L306 93Z', '#e8736b'),
  path('M30 69L206 67L200 79L34 81Z', '#f4f1ea'),
  line('M30 69L206 67L200 79L34 81Z', C.chrome, 1),
  path('M16 86L306 86L306 93L16 93Z', '#c95a53'),
  path('M104 63L118 41Q121 38 128 38L176 38Q183 38 188 43L206 63Z', '#f4f1ea'),
  path('M114 60L124 44Q126 42 130 42L150 42L150 60ZM155 42L178 42Q182 42 185 46L197 60L155 60Z', C.glass),
  wheelPair(72, 244, 15, 93, 'cover'),
  rect(14, 67, 5, 6, C.tail),
  rect(301, 68, 6, 9, C.chrome, 1),
  circle(304, 70.5, 1.8, C.lamp),
  circle(304, 75, 1.8, C.lamp),
  bumper(10, 44, 84, 5),
  bumper(284, 310, 84, 5),
];

/** 1958 Super Chief four-door hardtop: no B-pillar, a long chrome spear, green under an ivory roof. */
export const superChief = () => [
  path('M14 93L12 72Q12 66 20 65L94 63L216 63L294 65Q307 66 307 74L307 93Z', '#3f7f6e'),
  path('M14 86L307 86L307 93L14 93Z', '#2f6152'),
  path('M94 63L110 42Q113 39 120 39L186 39Q193 39 198 44L216 63Z', '#efe7d0'),
  path('M104 60L116 44Q118 42 122 42L185 42Q190 42 194 46L206 60Z', C.glass),
  line('M152 42V60', '#efe7d0', 1.4),
  line('M22 77Q60 71 120 71L300 71', C.chrome, 1.6),
  line('M150 64V86M204 64V86', '#2a5247', 0.8),
  wheelPair(70, 246, 15, 93, 'cover'),
  rect(12, 68, 5, 7, C.tail),
  rect(302, 68, 6, 9, C.chrome, 1),
  circle(305, 70.5, 1.8, C.lamp),
  circle(305, 75, 1.8, C.lamp),
  bumper(8, 44, 84, 5),
  bumper(286, 311, 84, 5),
];

/** 1963 Star Chief four-door sedan: crisp slab sides, long flat deck, stacked headlamps in the nose. */
export const starChief = () => [
  path('M10 94L8 69L12 64L300 64L311 66L312 94Z', '#7b2d3a'),
  path('M10 87L312 87L312 94L10 94Z', '#5e212c'),
  path('M98 64L116 41L190 41L212 64Z', '#7b2d3a'),
  path('M107 61L120 44L150 44L150 61ZM155 44L188 44L202 61L155 61Z', C.glass),
  line('M12 72L308 72', C.chrome, 1.2),
  line('M152 64V87M206 64V87', '#4a1a23', 0.8),
  wheelPair(74, 248, 15, 94, 'cover'),
  rect(8, 66, 4, 16, C.tail),
  rect(307, 65, 5, 22, '#27272a', 1),
  circle(309.5, 70, 2.2, C.lamp),
  circle(309.5, 77, 2.2, C.lamp),
  bumper(6, 40, 85, 5),
  bumper(288, 314, 85, 5),
];

/** 1959 Bonneville Sport Coupe: the finned '59, twin fins sweeping back, a thin-pillar bubble roof, split grille. */
export const bonneville = () => [
  path('M12 93L10 74L13 58L20 56L64 60L112 64L212 64L298 66Q308 67 308 75L308 93Z', '#5b8fc9'),
  path('M12 86L308 86L308 93L12 93Z', '#46729f'),
  line('M16 60L64 62L110 66', C.chrome, 1.2),
  path('M112 64L126 42Q130 37 140 37L176 37Q186 37 192 44L208 64Z', '#f4f4f5'),
  path('M121 61L132 44Q135 40 142 40L175 40Q183 40 188 46L198 61Z', C.glass),
  line('M158 40.5V61', '#f4f4f5', 1),
  line('M30 78L296 76', C.chrome, 1.4),
  wheelPair(70, 242, 15, 93, 'cover'),
  path('M10 66L22 65L21 72L10 73Z', C.tail),
  rect(302, 68, 7, 14, C.chrome, 1),
  rect(303, 74, 5, 1.6, '#27272a'),
  circle(305.5, 70.5, 1.6, C.lamp),
  bumper(7, 42, 84, 5),
  bumper(284, 312, 84, 5),
];

/** 1962 Catalina convertible, top down: ivory, red seats, the windshield frame and the folded top behind them. */
export const catalina = () => [
  path('M14 93L12 71Q12 65 20 64L300 64Q309 65 309 73L309 93Z', '#e6e2d3'),
  path('M14 86L309 86L309 93L14 93Z', '#c9c4b2'),
  path('M104 64Q104 55 116 55L136 55Q142 55 142 64Z', '#3f3f46'),
  path('M146 64L148 52Q149 49 153 49L158 49Q161 50 160 54L158 64ZM176 64L177 54Q178 51 182 51L186 51Q189 52 188 55L186 64Z', '#b91c1c'),
  line('M214 64L196 44', C.chrome, 2),
  path('M212 62L198 46L201 45L214 61Z', C.glass),
  line('M24 74L300 74', C.chrome, 1.2),
  wheelPair(74, 244, 15, 93, 'cover'),
  rect(12, 67, 4, 8, C.tail),
  rect(304, 67, 6, 13, C.chrome, 1),
  rect(305, 73, 4, 1.4, '#27272a'),
  circle(307, 70, 1.6, C.lamp),
  bumper(8, 42, 84, 5),
  bumper(286, 312, 84, 5),
];

/** 1961 Ventura "bubble top" hardtop: the shorter full-size body, turquoise under a white thin-pillar roof, low skeg fins. */
export const ventura = () => [
  path('M18 93L16 74L20 66L110 64L208 64L290 66Q302 67 302 74L302 93Z', '#2f8a9a'),
  path('M18 86L302 86L302 93L18 93Z', '#24707d'),
  line('M20 80L96 74L292 74', C.chrome, 1.2),
  path('M110 64L126 41Q130 37 140 37L174 37Q183 37 188 43L206 64Z', '#f4f4f5'),
  path('M119 61L131 44Q134 40 141 40L173 40Q180 40 184 45L195 61Z', C.glass),
  wheelPair(74, 236, 15, 93, 'cover'),
  path('M16 69L26 68L25 75L16 76Z', C.tail),
  rect(296, 68, 6, 12, C.chrome, 1),
  rect(297, 73.5, 4, 1.4, '#27272a'),
  circle(299, 70.5, 1.6, C.lamp),
  bumper(12, 44, 84, 5),
  bumper(280, 306, 84, 5),
];

/** 1961 Tempest four-door sedan: the compact, upright and plain, a small split grille. */
export const tempest = () => [
  path('M42 94L40 73Q40 68 46 67L276 67Q285 68 285 75L285 94Z', '#c9c3a8'),
  path('M42 88L285 88L285 94L42 94Z', '#a9a38a'),
  path('M116 67L132 44L194 44L212 67Z', '#c9c3a8'),
  path('M124 64L135 47L160 47L160 64ZM165 47L191 47L203 64L165 64Z', C.glass),
  line('M46 76L282 76', C.chrome, 1),
  line('M162 67V88', '#8f8a74', 0.8),
  wheelPair(88, 238, 13, 94, 'cover'),
  rect(40, 70, 4, 6, C.tail),
  rect(280, 70, 5, 10, C.chrome, 1),
  rect(281, 74.5, 3, 1.2, '#27272a'),
  circle(282.5, 72, 1.5, C.lamp),
  bumper(37, 62, 86, 4.5),
  bumper(268, 288, 86, 4.5),
];
