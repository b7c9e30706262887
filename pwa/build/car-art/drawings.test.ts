import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DRAWING_NAMES } from '@shared/catalogue/body-drawings';
import { DRAWINGS, drawingSvg } from './drawings';
import { DRAWINGS_FOLDER } from './write';

const served = (slug: string) => readFileSync(`${DRAWINGS_FOLDER}${slug}.svg`, 'utf8');

describe('the models’ drawings', () => {
  it('draw every model and body the site says is drawn, each served as its drawing writes it (npm run draw:cars)', () => {
    expect(Object.keys(DRAWINGS).sort()).toEqual([...DRAWING_NAMES].sort());
    for (const slug of DRAWING_NAMES) expect(served(slug), slug).toBe(drawingSvg(slug));
  });

  it('are light (well under 6 KB gzipped) and no two alike', () => {
    for (const slug of DRAWING_NAMES) expect(gzipSync(served(slug), { level: 9 }).length, slug).toBeLessThan(3 * 1024);
    expect(new Set(DRAWING_NAMES.map(served)).size).toBe(DRAWING_NAMES.length);
  });

  it('are self-contained SVG: no scripts, links or images of elsewhere', () => {
    for (const slug of DRAWING_NAMES) {
      const svg = served(slug);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" id="car" viewBox="0 0 320 120"'), slug).toBe(true);
      expect(svg, slug).not.toMatch(/<script|<image|href="(?!#)|url\(/);
    }
  });
});
