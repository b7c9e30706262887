import { FIRST_SCREEN_MARKS, escapeText } from '@shared/pwa/first-screen-document';
import { escapeAttribute } from '@shared/pwa/documents';
import type { DrawnPage } from './storage/drawnPage';

/** Marks the end of a drawn page, which its first paint waits for. */
const DRAWN_PAGE_END = 'drawn-page-end';

/**
 * A page as the device last drew it, in its template (DRAWN_PAGE_TEMPLATE: the shell with marks): its title, its
 * markup in #root, and the stylesheets it had that the shell does not name (a lazy part's own).
 */
export function drawnPageDocument(template: string, page: DrawnPage): string {
  const links = page.stylesheets
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  // Replacer functions: a `$` in the page (a price) must not be read as a replacement pattern. The page is painted
  // once it is all there (blocking="render" until its end): painting each part as it is read laid out a grid of
  // 500 cards again and again, which took longer than reading it.
  return template
    .replace('</head>', () => `${links}<link rel="expect" href="#${DRAWN_PAGE_END}" blocking="render"></head>`)
    .replace(FIRST_SCREEN_MARKS.title, () => escapeText(page.title))
    .replace(FIRST_SCREEN_MARKS.markup, () => `${page.html}<span id="${DRAWN_PAGE_END}"></span>`);
}
