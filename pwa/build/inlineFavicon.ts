import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The favicon (a few hundred bytes of SVG) goes into every document as a data: address. As a file it was fetched twice
 * on a first visit, by the page and again by the service worker's precache; vite inlines no icon itself.
 */
export function inlineFavicon(html: string, file: string): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler: (document) => {
        if (!document.includes(`href="${html}"`)) throw new Error(`inline-favicon: index.html links no ${html}`);
        // Escaped only where a URL or the attribute needs it: single quotes inside, and <, >, # as %3C, %3E, %23.
        const svg = readFileSync(file, 'utf8').trim().replaceAll('"', "'");
        const address = `data:image/svg+xml,${svg.replace(/[<>#%]/g, (character) => encodeURIComponent(character))}`;
        return document.replace(`href="${html}"`, `href="${address}"`);
      },
    },
  };
}
