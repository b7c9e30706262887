import { createServer, createServerModuleRunner, type AliasOptions, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { FIRST_SCREEN_MARKS } from '../../shared/pwa/first-screen.ts';
import {
  DEVICE_PAGE_SLOT,
  DEVICE_RENDERED_ATTRIBUTE,
  DEVICE_RENDERED_CAR_PAGE,
  DRAWN_PAGE_ATTRIBUTE,
  DRAWN_PAGE_TEMPLATE,
  escapeAttribute,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  SERVER_RENDERED_PAGES,
  SHELL_DOCUMENT,
  isPrerenderedPath,
  serverRenderedTemplate,
} from '../../shared/pwa/documents.ts';
import type * as prerenderModule from '../src/app/prerender.tsx';
import { withStaticImports } from './chunks.ts';

type PrerenderModule = typeof prerenderModule;

const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderOptions {
  /** The Vite root holding index.html and src/ (pwa/). */
  root: string;
  alias: AliasOptions;
  /** Fresh plugin instances for the Node side (instances of the build's own would have their state overwritten). */
  plugins: () => PluginOption[];
}

type Chunk = Rolldown.OutputChunk;

interface DocumentCode {
  /** What main.tsx imports dynamically (React's DOM renderer, the app): see fillTemplate. */
  startup: readonly Chunk[];
  /** Those with all they import statically. */
  startupClosure: readonly Chunk[];
  /** The chunks holding the modules the document's render evaluated (page, layout), with all they import. */
  rendered: readonly Chunk[];
}

/**
 * The template with the prerendered markup in #root and, in <head>, what the template does not name yet: the
 * stylesheets of the chunks the render used (a lazy page's CSS must be there before the first paint), and, in the
 * shell, the start-up code. main.tsx imports React and the app dynamically, so that they are evaluated in tasks of
 * their own rather than in one long one; named here as async module scripts (their imports preloaded) they are
 * still fetched at once and evaluated as part of the page load, as with a single entry. The page's own code is
 * loaded by the app, as a lazy page's always was: on a slow link it would otherwise compete with the stylesheets.
 * A prerendered page is painted from its HTML and stylesheets alone, so there only the (small) entry is named, behind
 * the stylesheets (fetchpriority="low"): main.tsx fetches the rest once the page is painted, so that on a slow link
 * the app's code never delays the first paint.
 */
function fillTemplate(template: string, markup: string, path: string | null, code: DocumentCode, base: string) {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);
  const named = (file: string) => template.includes(`"${base}${file}"`);
  const priority = path === null ? '' : ' fetchpriority="low"';
  const startup = new Set(code.startup);
  const css = new Set([...code.startupClosure, ...code.rendered].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const tags = [
    ...[...css].filter((file) => !named(file)).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...code.startupClosure
      .filter((chunk) => path === null && !chunk.isEntry && !named(chunk.fileName))
      .map((chunk) =>
        startup.has(chunk)
          ? `<script type="module" async${priority} crossorigin src="${base}${chunk.fileName}"></script>`
          : `<link rel="modulepreload"${priority} crossorigin href="${base}${chunk.fileName}">`,
      ),
  ];
  const root = path === null ? '<div id="root">' : `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(path)}">`;
  // Replacer functions: a `$` in the markup (a price) must not be read as a replacement pattern.
  const html = template
    .replace('</head>', () => `${tags.map((tag) => `\n    ${tag}`).join('')}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `${root}${markup}</div>`);
  return path === null ? html : html.replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, `<$1${priority} crossorigin`);
}

const SHOW_CAR_SAMPLE = SERVER_RENDERED_PAGES.find((page) => page.name === 'show-car')?.sample ?? '';

/** A document with the marks of a first screen's title and data, which the server or the service worker fills. */
const firstScreenTemplate = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${FIRST_SCREEN_MARKS.title}</title>`)
    .replace('</body>', () => `${FIRST_SCREEN_MARKS.data}</body>`);

/** The frame's markup with the first screen's mark where the page goes. */
function withPageMark(frame: string) {
  if (!frame.includes(DEVICE_PAGE_SLOT)) throw new Error(`the frame has no ${DEVICE_PAGE_SLOT}`);
  return frame.replace(DEVICE_PAGE_SLOT, () => FIRST_SCREEN_MARKS.markup);
}

/** A template the service worker fills (DEVICE_RENDERED_CAR_PAGE): its #root says so, which main.tsx reads. */
const deviceTemplate = (html: string) =>
  firstScreenTemplate(html.replace('<div id="root">', () => `<div id="root" ${DEVICE_RENDERED_ATTRIBUTE}="">`));

/** The shell as DRAWN_PAGE_TEMPLATE: the marks of the page's title and markup, and #root saying what it holds. */
const drawnPageTemplate = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${FIRST_SCREEN_MARKS.title}</title>`)
    .replace('<div id="root">', () => `<div id="root" ${DRAWN_PAGE_ATTRIBUTE}="">`);

/**
 * Writes the documents of shared/pwa/documents.ts from the built index.html: each prerendered page with its first
 * render inside #root (hydrated by main.tsx), and the shell for every other address. The HTML comes from the app's
 * own components (src/app/prerender.tsx, run here in Node through a Vite module runner), so no text is kept twice.
 * Runs before compression and before the service worker's precache list is made, so both include the documents.
 */
export function prerender({ root, alias, plugins }: PrerenderOptions): Plugin {
  let base = '/';
  return {
    name: 'pontiac:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return this.error('index.html is not in the bundle');
      const template = index.source;
      const byFile = new Map(
        Object.values(bundle)
          .filter((output): output is Chunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const entry = [...byFile.values()].find((chunk) => chunk.isEntry);
      if (!entry) return this.error('the entry chunk is not in the bundle');
      const startup = entry.dynamicImports.flatMap((file) => byFile.get(file) ?? []);
      const server = await createServer({
        configFile: false,
        envDir: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        clearScreen: false,
        appType: 'custom',
        resolve: { alias },
        plugins: plugins(),
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        // A server-rendered page's template: rendered at a sample address for its stylesheets; the server puts the
        // page's address, markup and data in place of the marks (api/web/server-rendered.ts).
        const documents: Array<{ fileName: string; path: string | null; render?: string; frame?: true; drawn?: true }> = [
          { fileName: SHELL_DOCUMENT, path: null },
          ...Object.keys(PRERENDERED_PAGES)
            .filter(isPrerenderedPath)
            .map((path) => ({ fileName: PRERENDERED_PAGES[path], path })),
          ...SERVER_RENDERED_PAGES.map((page) => ({
            fileName: serverRenderedTemplate(page),
            path: FIRST_SCREEN_MARKS.path,
            render: page.sample,
          })),
          // The car page the service worker renders: the frame with the app's code named as in the shell (the app
          // takes over at once) and the car page's stylesheets, from a render at its sample address.
          { fileName: DEVICE_RENDERED_CAR_PAGE, path: null, render: SHOW_CAR_SAMPLE, frame: true },
          // A page as the device last drew it: the shell's code, the page's own markup and stylesheets put in by the
          // service worker.
          { fileName: DRAWN_PAGE_TEMPLATE, path: null, drawn: true },
        ];
        for (const { fileName, path, render, frame, drawn } of documents) {
          // A runner of its own per document: what it evaluated is exactly what that page needs.
          const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
          try {
            const app = await runner.import<PrerenderModule>('/src/app/prerender.tsx');
            const markup = path === null && !render ? await app.renderShell() : await app.renderPage(render ?? path ?? '/');
            const evaluated = new Set([...runner.evaluatedModules.idToModuleMap.values()].map((module) => module.file ?? module.id));
            const used = [...byFile.values()].filter((chunk) => chunk.moduleIds.some((id) => evaluated.has(id)));
            const code = { startup, startupClosure: withStaticImports(startup, byFile), rendered: withStaticImports(used, byFile) };
            const html = drawn
              ? drawnPageTemplate(fillTemplate(template, FIRST_SCREEN_MARKS.markup, path, code, base))
              : frame
                ? deviceTemplate(fillTemplate(template, withPageMark(await app.renderFrame()), path, code, base))
                : render === undefined
                  ? fillTemplate(template, markup, path, code, base)
                  : firstScreenTemplate(fillTemplate(template, FIRST_SCREEN_MARKS.markup, path, code, base))
                      // The page is in the HTML: it reads without JavaScript, so nothing says it needs it.
                      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
            if (fileName === index.fileName) index.source = html;
            else this.emitFile({ type: 'asset', fileName, source: html });
          } finally {
            await runner.close();
          }
        }
      } finally {
        await server.close();
      }
    },
  };
}
