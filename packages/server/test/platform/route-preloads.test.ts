import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'w2e-dist-'));
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  const page =
    '<!doctype html><html><head><title>portal</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
  await writeFile(path.join(webDist, 'index.html'), page);
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(page));
  await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(page));
  // As the build writes it (scripts/vite-route-preloads.ts): most specific first.
  await writeFile(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({
      texts: { en: ['/assets/resources-en-1.js'], vi: ['/assets/resources-vi-1.js'] },
      routes: [
        { path: '/game/add', files: ['/assets/require-user-1.js', '/assets/add-game-page-1.js'] },
        {
          path: '/game/:id',
          files: [
            '/assets/game-detail-page-1.js',
            '/assets/Card-1.js',
            '/assets/full-styles-1.css',
            '/assets/route-data-1.js',
            '/assets/http-1.js',
          ],
        },
        { path: '/', files: [] },
        { path: '/*', files: ['/assets/not-found-page-1.js'] },
      ],
    }),
  );
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

const modulepreload = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

describe('a deep link loads its page, text and data beside the first bundle', () => {
  it("names the route's chunks, stylesheet, data module and the reader's text in the page it is sent", async () => {
    const response = await t.app.inject({ url: '/game/star-raiders' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    for (const file of [
      '/assets/game-detail-page-1.js',
      '/assets/Card-1.js',
      '/assets/route-data-1.js',
      '/assets/http-1.js',
      '/assets/resources-en-1.js',
    ]) {
      expect(html).toContain(modulepreload(file));
    }
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/full-styles-1.css">',
    );
    expect(html).not.toContain('resources-vi-1.js');
    expect(html).not.toContain('add-game-page-1.js');
    // In the head, after the first bundle's script: that one is still asked for first.
    expect(html.indexOf('index-1.js')).toBeLessThan(html.indexOf('game-detail-page-1.js'));
    expect(html.indexOf('game-detail-page-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the text of the language the browser asks for, and says the page varies with it', async () => {
    const response = await t.app.inject({
      url: '/game/star-raiders',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' },
    });
    expect(response.body).toContain(modulepreload('/assets/resources-vi-1.js'));
    expect(response.body).not.toContain('resources-en-1.js');
    expect(response.headers.vary).toContain('accept-language');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('picks the most specific route, as the router does', async () => {
    const add = await t.app.inject({ url: '/game/add' });
    expect(add.body).toContain(modulepreload('/assets/add-game-page-1.js'));
    expect(add.body).not.toContain('game-detail-page-1.js');
    const unknown = await t.app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(modulepreload('/assets/not-found-page-1.js'));
  });

  it('sends the same links compressed', async () => {
    const response = await t.app.inject({
      url: '/game/star-raiders',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      modulepreload('/assets/game-detail-page-1.js'),
    );
  });
});
