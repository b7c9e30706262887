// Writes the PWA icons in pwa/public/icons/ as real PNG files, with no dependency beyond Node.
// Run once (node pwa/scripts/generate-icons.mjs) and commit the PNGs; rerun only to change the artwork.
// The artwork: a red Pontiac-style split arrowhead on a near-black square.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BACKGROUND = [0x12, 0x12, 0x14];
const RED = [0xc8, 0x10, 0x2e];
const WHITE = [0xf4, 0xf4, 0xf4];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sign = (p, a, b) => (p[0] - b[0]) * (a[1] - b[1]) - (a[0] - b[0]) * (p[1] - b[1]);
function inTriangle(p, [a, b, c]) {
  const d1 = sign(p, a, b);
  const d2 = sign(p, b, c);
  const d3 = sign(p, c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

// Shape coordinates in a unit box; the arrowhead points down and is split by a notch at the top.
const ARROW = [
  [0.08, 0.12],
  [0.92, 0.12],
  [0.5, 0.92],
];
const NOTCH = [
  [0.36, 0.12],
  [0.64, 0.12],
  [0.5, 0.5],
];
const STAR = [
  [0.44, 0.58],
  [0.56, 0.58],
  [0.5, 0.7],
];

function colourAt(x, y) {
  if (inTriangle([x, y], STAR)) return WHITE;
  if (inTriangle([x, y], ARROW) && !inTriangle([x, y], NOTCH)) return RED;
  return null;
}

/** inset: fraction of the icon on each side left as background (maskable icons keep to the safe zone). */
function drawIcon(size, inset) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  const box = size * (1 - 2 * inset);
  const offset = size * inset;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples - offset) / box;
          const y = (py + (sy + 0.5) / samples - offset) / box;
          const colour = colourAt(x, y) ?? BACKGROUND;
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
        }
      }
      const at = (py * size + px) * 4;
      for (let i = 0; i < 3; i++) pixels[at + i] = Math.round(sum[i] / samples ** 2);
      pixels[at + 3] = 255;
    }
  }
  return encodePng(size, pixels);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, 0.12],
  ['icon-512.png', 512, 0.12],
  ['apple-touch-icon-180.png', 180, 0.14],
  ['maskable-512.png', 512, 0.24],
];
for (const [name, size, inset] of icons) {
  writeFileSync(new URL(name, `file://${outDir}`), drawIcon(size, inset));
  console.log(`wrote ${outDir}${name}`);
}
