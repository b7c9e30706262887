/**
 * The parts every model drawing is made of, in one manner: a side view in a 320 × 120 box, the front to the
 * right, wheels on the ground at y = 108. A drawing is SVG text; each helper answers one element or a few.
 */

export const GROUND = 108;
export const COLOURS = {
  glass: '#2b3a4f',
  glassLight: '#4d6580',
  chrome: '#d4d4d8',
  chromeShade: '#a1a1aa',
  rubber: '#141416',
  well: '#0f0f11',
  tail: '#b91c1c',
  amber: '#f59e0b',
  lamp: '#f5f5f4',
} as const;

/** A path, filled (optionally with an opacity). */
export const path = (d: string, fill: string, opacity?: number) =>
  `<path d="${d}" fill="${fill}"${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`;
export const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 0) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}"${radius ? ` rx="${radius}"` : ''} fill="${fill}"/>`;
export const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
/** A stroked line (trim, a crease, a stripe). */
export const line = (d: string, stroke: string, width = 1.2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

export const shadow = () => `<ellipse cx="160" cy="${GROUND + 1}" rx="150" ry="5" fill="#000" opacity=".35"/>`;

/** The dark wheel arch cut out of the body above the sill line `sill`, a little larger than the tyre. */
export const well = (cx: number, r: number, sill: number) => {
  const w = r + 3;
  const top = GROUND - r - 3;
  return path(
    `M${cx - w} ${sill}V${GROUND - r}Q${cx - w} ${top} ${cx} ${top}Q${cx + w} ${top} ${cx + w} ${GROUND - r}V${sill}Z`,
    COLOURS.well,
  );
};

export type WheelStyle = 'cover' | 'rally' | 'snowflake' | 'honeycomb' | 'alloy' | 'steel' | 'turbine';

/** A wheel of its era: thin whitewalls and full covers, Rally IIs with redlines, snowflakes, honeycombs, alloys. */
export function wheel(cx: number, r: number, style: WheelStyle, accent: string = COLOURS.chrome): string {
  const cy = GROUND - r;
  const tyre = circle(cx, cy, r, COLOURS.rubber);
  const rim = r * 0.62;
  switch (style) {
    case 'cover':
      // A thin whitewall, a full chrome cover with its centre.
      return [
        tyre,
        circle(cx, cy, r * 0.78, '#f4f4f5'),
        circle(cx, cy, r * 0.66, COLOURS.rubber),
        circle(cx, cy, rim, COLOURS.chrome),
        circle(cx, cy, rim * 0.55, COLOURS.chromeShade),
        circle(cx, cy, rim * 0.2, '#52525b'),
      ].join('');
    case 'rally':
      // A red line on the tyre, a grey wheel with five slots and a chrome trim ring.
      return [
        tyre,
        `<circle cx="${cx}" cy="${cy}" r="${(r * 0.8).toFixed(1)}" fill="none" stroke="#dc2626" stroke-width="1.2"/>`,
        circle(cx, cy, rim, COLOURS.chrome),
        circle(cx, cy, rim * 0.85, '#52525b'),
        ...[0, 72, 144, 216, 288].map((angle) => {
          const a = (angle * Math.PI) / 180;
          return circle(
            +(cx + Math.cos(a) * rim * 0.55).toFixed(1),
            +(cy + Math.sin(a) * rim * 0.55).toFixed(1),
            +(rim * 0.16).toFixed(1),
            '#18181b',
          );
        }),
        circle(cx, cy, rim * 0.22, COLOURS.chrome),
      ].join('');
    case 'snowflake':
      // Petals around the centre, painted (gold on the black Trans Am).
      return [
        tyre,
        circle(cx, cy, rim, accent),
        ...[0, 40, 80, 120, 160, 200, 240, 280, 320].map((angle) => {
          const a = (angle * Math.PI) / 180;
          return circle(
            +(cx + Math.cos(a) * rim * 0.62).toFixed(1),
            +(cy + Math.sin(a) * rim * 0.62).toFixed(1),
            +(rim * 0.2).toFixed(1),
            '#27272a',
          );
        }),
        circle(cx, cy, rim * 0.3, '#27272a'),
      ].join('');
    case 'honeycomb':
      return [
        tyre,
        circle(cx, cy, rim, accent),
        `<circle cx="${cx}" cy="${cy}" r="${(rim * 0.7).toFixed(1)}" fill="none" stroke="#3f3f46" stroke-width="2.4" stroke-dasharray="2 1.6"/>`,
        circle(cx, cy, rim * 0.28, '#3f3f46'),
      ].join('');
    case 'alloy':
      // Eighties alloy: a bright lip and straight spokes.
      return [
        tyre,
        circle(cx, cy, rim, '#e4e4e7'),
        circle(cx, cy, rim * 0.8, '#71717a'),
        ...[0, 60, 120].map(
          (angle) =>
            `<path d="M${cx} ${(cy - rim * 0.8).toFixed(1)}V${(cy + rim * 0.8).toFixed(1)}" stroke="#e4e4e7" stroke-width="${(rim * 0.28).toFixed(1)}" transform="rotate(${angle} ${cx} ${cy})"/>`,
        ),
        circle(cx, cy, rim * 0.22, '#e4e4e7'),
      ].join('');
    case 'turbine':
      // The Fiero's and 6000 STE's flat aero discs.
      return [
        tyre,
        circle(cx, cy, rim, '#a1a1aa'),
        `<circle cx="${cx}" cy="${cy}" r="${(rim * 0.66).toFixed(1)}" fill="none" stroke="#52525b" stroke-width="1.4" stroke-dasharray="3 2"/>`,
        circle(cx, cy, rim * 0.2, '#52525b'),
      ].join('');
    case 'steel':
      // A small hubcap on a body-colour steel wheel.
      return [tyre, circle(cx, cy, rim, accent), circle(cx, cy, rim * 0.55, COLOURS.chrome)].join('');
  }
}

/**
 * The two wheels in their arches: drawn once at the rear axle and used again at the front (`<use>`), which keeps each
 * file small.
 */
export const wheelPair = (rear: number, front: number, r: number, sill: number, style: WheelStyle, accent?: string) =>
  `<g id="w">${well(rear, r, sill)}${wheel(rear, r, style, accent)}</g><use href="#w" x="${front - rear}"/>`;

/** A chrome bumper: a bar from x1 to x2 at height y, `depth` tall, with its shade underneath. */
export const bumper = (x1: number, x2: number, y: number, depth = 5, colour: string = COLOURS.chrome) =>
  rect(x1, y, x2 - x1, depth, colour, 1.5) +
  rect(x1 + 1, y + depth - 1.4, x2 - x1 - 2, 1.4, colour === COLOURS.chrome ? COLOURS.chromeShade : '#000', 0.6);

/** The SVG document around a drawing's parts; pages show it through `<use href="…#car">` (ui/car-art/CarArt.tsx). */
export const document = (parts: readonly string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" id="car" viewBox="0 0 320 120" width="320" height="120">${shadow()}${parts.join('')}</svg>\n`;
