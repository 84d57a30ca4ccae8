import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../support/helpers';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'w2e-dist-'));
  webDist = path.join(root, 'web');
  const miniappDist = path.join(root, 'miniapp');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await mkdir(path.join(miniappDist, 'assets'), { recursive: true });
  const portalPage = '<!doctype html><title>portal</title>';
  await writeFile(path.join(webDist, 'index.html'), portalPage);
  // The build writes these beside every text file (scripts/vite-precompress.ts).
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(portalPage));
  await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(portalPage));
  // The home page as the build prerenders it (web/src/prerender.tsx).
  const homePage = '<!doctype html><title>portal</title><div id="root"><h1>prerendered home</h1></div>';
  await writeFile(path.join(webDist, 'home.html'), homePage);
  await writeFile(path.join(webDist, 'home.html.br'), brotliCompressSync(homePage));
  await writeFile(path.join(webDist, 'home.html.gz'), gzipSync(homePage));
  await writeFile(path.join(webDist, 'assets/app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *');
  await writeFile(path.join(miniappDist, 'index.html'), '<!doctype html><title>miniapp</title>');
  t = await createTestApp({ webDist, miniappDist });
  // A route that fails the way a bug would, to see what a 500 tells the caller.
  t.app.get('/api/test-crash', async () => {
    throw new Error('connection string postgres://admin:hunter2@db');
  });
});
afterAll(() => t.close());

describe('health and docs', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: '3.2.3',
      database: { kind: TEST_DATABASE_URL ? 'postgres' : 'pglite', ok: true },
    });
  });

  it('publishes OpenAPI generated from the contracts, and Swagger UI', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register-via-username',
        '/api/auth/login-via-username',
        '/api/users/init',
      ]),
    );
    const body =
      spec.paths['/api/auth/register-via-username'].post.requestBody.content['application/json'].schema;
    const name = String(body.$ref).split('/').pop()!;
    expect(Object.keys(spec.components.schemas[name].properties)).toEqual(
      expect.arrayContaining(['email', 'full_name', 'username', 'referral_code', 'password']),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('serving the portal and the Mini App', () => {
  it('serves the portal for its pages and deep links', async () => {
    for (const url of ['/', '/auth/login', '/event/some-slug', '/profile?tab=clan']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>portal</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the prerendered home page for / only, and the empty page for every other path', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.body).toContain('prerendered home');
    const homeBr = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(homeBr.rawPayload).toString()).toContain('prerendered home');
    for (const url of ['/about', '/event/some-slug', '/no/such/page']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).toContain('<title>portal</title>');
      expect(response.body, url).not.toContain('prerendered home');
    }
  });

  it('sends the portal page compressed when the browser accepts it, for the root and deep links alike', async () => {
    for (const url of ['/', '/event/some-slug']) {
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain('<title>portal</title>');
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toContain('<title>portal</title>');
      const plain = await t.app.inject({ url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain('<title>portal</title>');
    }
  });

  it('serves the portal with status 404 on a path that is no page', async () => {
    const response = await t.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>portal</title>');
  });

  it('serves hashed assets as immutable, and a missing asset as a plain 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('serves the Mini App under /miniapp/', async () => {
    for (const url of ['/miniapp', '/miniapp/', '/miniapp/quests']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>miniapp</title>');
    }
  });

  it('answers unknown API paths with JSON, never the portal', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Not found' });
  });
});

describe('errors', () => {
  it('never leaks internals in a 500', async () => {
    const response = await t.app.inject({ url: '/api/test-crash', headers: { 'accept-language': 'vi' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Đã có lỗi xảy ra phía chúng tôi. Vui lòng thử lại.',
      code: 'errors:internal',
    });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request is too large');
  });
});
