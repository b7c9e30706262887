import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MARKS } from '@shared/pwa/first-screen-document';
import { DRAWN_PAGE_ATTRIBUTE } from '@shared/pwa/documents';
import { drawnPageDocument } from './drawnPageDocument';
import type { DrawnPage } from './storage/drawnPage';

/** DRAWN_PAGE_TEMPLATE as the build writes it: the shell with the marks, naming the shell's own stylesheet. */
const template = [
  '<!doctype html><html><head>',
  `<title>${FIRST_SCREEN_MARKS.title}</title>`,
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body>',
  `<div id="root" ${DRAWN_PAGE_ATTRIBUTE}="">${FIRST_SCREEN_MARKS.markup}</div>`,
  '</body></html>',
].join('');

const page: DrawnPage = {
  address: '/events/e1?tab=peoples-choice',
  eventId: 'e1',
  memberId: null,
  title: 'Cars & Coffee <2031> | Pontiac Hub',
  stylesheets: ['/assets/index-abc.css', '/assets/page-styles-def.css'],
  html: '<main><ul class="ballot-cards"><li class="ballot-card">#7 1969 GTO Judge, $35,000</li></ul></main>',
  drawnAt: '2031-06-01T09:00:00.000Z',
};

describe('drawnPageDocument', () => {
  const document = drawnPageDocument(template, page);

  it('puts the page as drawn in #root, a price included as written', () => {
    expect(document).toContain(`<div id="root" ${DRAWN_PAGE_ATTRIBUTE}="">${page.html}`);
    expect(document).not.toContain(FIRST_SCREEN_MARKS.markup);
  });

  it('gives the document the page title, as text', () => {
    expect(document).toContain('<title>Cars &amp; Coffee &lt;2031&gt; | Pontiac Hub</title>');
  });

  it('names the stylesheets the page had that the shell does not, each once', () => {
    expect(document.match(/page-styles-def\.css/g)).toHaveLength(1);
    expect(document.match(/index-abc\.css/g)).toHaveLength(1);
    expect(document.indexOf('page-styles-def.css')).toBeLessThan(document.indexOf('</head>'));
  });

  it('holds the first paint until the whole page is read', () => {
    const end = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(document)?.[1];
    expect(end).toBeDefined();
    expect(document).toContain(`${page.html}<span id="${end}"></span></div>`);
  });
});
