import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_STATE_ID } from '@w2e/core/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, stagePortalBuild, type TestApp } from '../support/helpers';

/**
 * Public deep links rendered by the server with the portal's own renderer (web/src/prerender.tsx, the source of
 * its server-side build) on the demo data: each page arrives with its route's data rendered in, not a loader.
 * The build's bundle of the same source is tested in the browser (e2e/deep-links.spec.ts).
 */
const PORTAL_RENDERER = path.resolve(import.meta.dirname, '../../../../web/src/prerender.tsx');

let t: TestApp;
let build: Awaited<ReturnType<typeof stagePortalBuild>>;
beforeAll(async () => {
  build = await stagePortalBuild(
    `export * from ${JSON.stringify(PORTAL_RENDERER)};`,
    // As the build's index.html begins: the first bundle's script and its preloads in the head.
    '<!doctype html><html><head><title>portal</title><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework.js"></head><body><div id="root"></div></body></html>',
  );
  // As the build writes it (scripts/vite-route-preloads.ts).
  await writeFile(
    path.join(build.webDist, 'route-preloads.json'),
    JSON.stringify({
      texts: { en: ['/assets/resources-en.js'], vi: ['/assets/resources-vi.js'] },
      routes: [
        { path: '/leaderboard', files: ['/assets/community-pages.js', '/assets/Table.js'] },
        { path: '/profile', files: ['/assets/require-user.js', '/assets/profile-page.js'] },
      ],
    }),
  );
  t = await createTestApp({ webDist: build.webDist, seedDemo: true });
  // A page's first render loads the renderer's chunks for it; on a loaded machine that can outlast the
  // renderer's wait, and the visitor gets the plain page (as designed) while the render finishes for the next
  // one. Wait for each page's first render here, as that next visitor would, so the tests read rendered pages.
  for (const url of ['/leaderboard', '/clan', '/clan?view=board&period=all', '/player/demo', '/insight']) {
    await vi.waitFor(
      async () => {
        const page = (await t.app.inject({ url })).body;
        if (page.includes('<div id="root"></div>')) throw new Error(`${url} not rendered yet`);
      },
      { timeout: 50_000, interval: 100 },
    );
  }
});
afterAll(async () => {
  await t?.close();
  await build?.remove();
});

/** The page as a visitor's browser gets it, and the queries it was rendered from. */
async function rendered(url: string) {
  const response = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode).toBe(200);
  const root = response.body.match(/<div id="root">([\s\S]*?)<\/div><script>/)?.[1] ?? '';
  const block = response.body.match(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`),
  );
  const state = block ? (JSON.parse(block[1]!) as { queries: { queryKey: unknown[] }[] }) : { queries: [] };
  return { root, keys: state.queries.map((query) => query.queryKey) };
}

describe('public pages that declare their data, rendered on the server', () => {
  it('/leaderboard arrives with the board’s rows', async () => {
    const { root, keys } = await rendered('/leaderboard');
    expect(root).toContain('data-testid="leaderboard"');
    expect(root).toContain('data-testid="leaderboard-row"');
    expect(root).toMatch(/href="\/player\/linh_tran"[^>]*>Linh Tran<\/a>/);
    expect(root).not.toContain('aria-label="Loading…"');
    expect(keys).toEqual([['leaderboards', 'platform', 'all', null]]);
  });

  it('/clan arrives with the clans, and with the clan board when its address asks for it', async () => {
    const list = await rendered('/clan');
    expect(list.root).toContain('data-testid="clan-list"');
    expect(list.root).toContain('Star Raiders Squad');
    expect(list.root).not.toContain('aria-label="Loading…"');
    const board = await rendered('/clan?view=board&period=all');
    expect(board.root).toContain('data-testid="clan-board"');
    expect(board.root).toContain('Star Raiders Squad');
    expect(board.root).not.toContain('aria-label="Loading…"');
    expect(board.keys).toEqual([['clans', 'board', { period: 'all', limit: 20, offset: 0 }]]);
  });

  it('/player/{username} arrives with the player, their games and their events', async () => {
    const { root, keys } = await rendered('/player/demo');
    expect(root).toContain('data-testid="player-profile"');
    expect(root).toMatch(/<h1[^>]*>Demo Player/);
    expect(root).not.toContain('aria-label="Loading…"');
    expect(keys).toEqual([
      ['leaderboards', 'player', 'demo'],
      ['leaderboards', 'player', 'demo', 'games'],
      ['leaderboards', 'player', 'demo', 'events', 1],
    ]);
  });
});

describe("a rendered page's scripts", () => {
  it('are preloaded at low priority: its first paint needs none of them, hydration does', async () => {
    const page = (await t.app.inject({ url: '/leaderboard', headers: { 'accept-encoding': 'identity' } }))
      .body;
    expect(page).toContain('data-testid="leaderboard-row"');
    for (const file of ['/assets/community-pages.js', '/assets/Table.js', '/assets/resources-en.js']) {
      expect(page).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
    }
    // The first bundle's own preloads are the boot: they keep their priority.
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/framework.js">');
  });

  it('keep their priority on a page the browser renders itself, which needs them to paint', async () => {
    const page = (await t.app.inject({ url: '/profile', headers: { 'accept-encoding': 'identity' } })).body;
    expect(page).toContain('<div id="root"></div>');
    for (const file of ['/assets/require-user.js', '/assets/profile-page.js', '/assets/resources-en.js']) {
      expect(page).toContain(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
    expect(page).not.toContain('fetchpriority="low" href="/assets/');
  });
});

describe("a rendered page's largest picture", () => {
  it('is asked for first: preloaded in the head before any script, at high priority', async () => {
    for (const [url, picture] of [
      ['/insight', '/demo/articles/studio-interview.svg'],
      ['/clan', '/demo/games/star-raiders.svg'],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const body = response.body;
      const head = body.slice(0, body.indexOf('</head>'));
      const preload = `<link rel="preload" as="image" fetchpriority="high" href="${picture}">`;
      expect(head, url).toContain(preload);
      // The same picture the page's first card shows eagerly.
      expect(body).toMatch(new RegExp(`<img[^>]*src="${picture}"[^>]*fetchPriority="high"`));
      expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
      expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="modulepreload"'));
    }
  });

  it('is not preloaded on a page without one', async () => {
    const response = await t.app.inject({ url: '/leaderboard', headers: { 'accept-encoding': 'identity' } });
    expect(response.body).not.toContain('<link rel="preload" as="image" fetchpriority="high"');
  });
});
