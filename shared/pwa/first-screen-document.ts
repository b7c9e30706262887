import { escapeAttribute } from './documents';

/**
 * A first screen's document: what a template holds in place of the page, and the fill that puts it there. Apart
 * from first-screen.ts (its schema): the service worker fills documents too and loads no zod.
 */

/** What the server and the service worker put in a template: the page's address (PRERENDERED_ATTRIBUTE), its markup and its data. */
export const FIRST_SCREEN_MARKS = {
  path: '__first-screen-path__',
  markup: '<!--first-screen-markup-->',
  data: '<!--first-screen-data-->',
  title: '<!--first-screen-title-->',
} as const;

/** The `<script type="application/json">` holding the data a page's first screen was rendered from. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What fills a template: the document's title, the page's markup, and the data it was rendered from (JSON). */
export interface FirstScreenFill {
  title: string;
  markup: string;
  data: unknown;
}

/** Text as an HTML text node holds it. */
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script block: nothing in it may close the block or open a comment. */
const escapeScriptData = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The template with the page in place of its marks (a template without the address mark keeps none). */
export function fillFirstScreen(template: string, url: string, { title, markup, data }: FirstScreenFill): string {
  const dataBlock = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${escapeScriptData(JSON.stringify(data))}</script>`;
  // Replacer functions: a `$` in the markup or data (a price) must not be read as a replacement pattern.
  return template
    .replace(FIRST_SCREEN_MARKS.title, () => escapeText(title))
    .replace(FIRST_SCREEN_MARKS.path, () => escapeAttribute(url))
    .replace(FIRST_SCREEN_MARKS.markup, () => markup)
    .replace(FIRST_SCREEN_MARKS.data, () => dataBlock);
}
