import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCriticalCss } from '../../src/plugins/critical-css';
import { createTestApp, stagePortalBuild, type TestApp } from '../support/helpers';

/**
 * A page rendered on the server paints with only the rules its markup can match, inlined, instead of waiting
 * for the route's whole stylesheets (plugins/critical-css.ts); the sheets are preloaded for the page's code.
 */
const SHEET = [
  '@layer mantine{',
  ':root{--shared:1}',
  '.card{padding:4px}',
  '.unused{color:red}',
  '.btn:where([data-variant=filled]){background:blue}',
  '.btn:where([data-variant=outline]){border:1px solid}',
  '.btn:where([data-size=xl],[data-size=lg]){height:60px}',
  '.btn:not(.loading){cursor:pointer}',
  '[data-mantine-color-scheme=dark] .card{background:black}',
  '@media (min-width:48em){.card{padding:8px}.unused{padding:9px}}',
  '}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.other,.card>h1{margin:0}',
].join('');
const INDEX_STYLE = '@layer mantine{:root{--shared:1}}';
const MARKUP =
  '<div class="card"><h1>Title</h1><button class="btn" data-variant="filled" data-size="md">Go</button></div>';

let webDist: string;
let removeBuild: () => Promise<void>;
beforeAll(async () => {
  const build = await stagePortalBuild(
    `export function bootScript() { return ''; }
     export async function renderRoute() { return { markup: ${JSON.stringify(MARKUP)}, state: {} }; }`,
    `<!doctype html><html><head><style>${INDEX_STYLE}</style></head><body><div id="root"></div></body></html>`,
  );
  webDist = build.webDist;
  removeBuild = build.remove;
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'assets', 'page-abc.css'), SHEET);
  await writeFile(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      texts: { en: ['/assets/en-1.js'], vi: ['/assets/vi-1.js'] },
      routes: [{ path: '/event/:slug', files: ['/assets/event-1.js', '/assets/page-abc.css'] }],
    }),
  );
});
afterAll(() => removeBuild());

describe('critical CSS of rendered markup', () => {
  const critical = () =>
    loadCriticalCss(webDist, `<style>${INDEX_STYLE}</style>`).forMarkup(['/assets/page-abc.css'], MARKUP);

  it('keeps the rules the markup matches, in their layers and media queries, and drops the rest', () => {
    const css = critical();
    expect(css).toContain('.card{padding:4px}');
    expect(css).toContain('.btn:where([data-variant=filled]){background:blue}');
    expect(css).toContain('@media (min-width:48em){.card{padding:8px}}');
    expect(css.startsWith('@layer mantine{')).toBe(true);
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('data-variant=outline');
  });

  it('keeps rules for the document’s colour scheme, either alternative of :where(), :not() and keyframes', () => {
    const css = critical();
    expect(css).toContain('[data-mantine-color-scheme=dark] .card{background:black}');
    expect(css).toContain('.btn:not(.loading){cursor:pointer}');
    // Neither size is in the markup, but a list inside :where() is not a requirement of every alternative.
    expect(css).toContain('.btn:where([data-size=xl],[data-size=lg]){height:60px}');
    expect(css).toContain('@keyframes spin');
    // Only the selectors of a list that match stay.
    expect(css).toContain('.card>h1{margin:0}');
    expect(css).not.toContain('.other');
  });

  it('leaves out what index.html inlines already, and sheets outside the build’s assets', () => {
    expect(critical()).not.toContain('--shared');
    const outside = loadCriticalCss(webDist, '').forMarkup(['/../index.html', '/assets/missing.css'], MARKUP);
    expect(outside).toBe('');
  });
});

describe('a rendered page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist });
  });
  afterAll(() => t.close());

  it('inlines its critical CSS before the markup and only preloads the stylesheets', async () => {
    const html = (
      await t.app.inject({ url: '/event/star-raiders', headers: { 'accept-encoding': 'identity' } })
    ).body;
    const style = html.match(/<style>(.*?)<\/style><div id="root">/);
    expect(style).not.toBeNull();
    expect(style![1]).toContain('.card{padding:4px}');
    expect(style![1]).not.toContain('.unused');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/page-abc.css">',
    );
    expect(html).not.toContain('rel="stylesheet"');
    // The same page twice is the same bytes (styled and compressed once).
    const again = await t.app.inject({
      url: '/event/star-raiders',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(again.body).toBe(html);
  });
});
