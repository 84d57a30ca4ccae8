import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers';

/** Headers on every kind of response, against small stand-in builds with an inline boot script. */
const BOOT = 'document.documentElement.dataset.boot="1"';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'w2e-csp-'));
  const web = path.join(dir, 'web');
  const miniapp = path.join(dir, 'miniapp');
  await mkdir(web);
  await mkdir(miniapp);
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/a.js"></script>',
  );
  await writeFile(
    path.join(web, 'home.html'),
    `<!doctype html><div id="root">home</div><script>${BOOT}</script>`,
  );
  await writeFile(path.join(miniapp, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const root of [web, miniapp]) {
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets', 'a.js'), 'export const a = 1;');
    await writeFile(path.join(root, 'assets', 'a.css'), 'body{margin:0}');
    await writeFile(path.join(root, 'assets', 'a.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await writeFile(path.join(root, 'assets', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  t = await createTestApp({
    webDist: web,
    miniappDist: miniapp,
    hsts: { maxAgeSeconds: 31_536_000, includeSubdomains: false },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const csp = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    String(headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('security headers', () => {
  it('the portal: its inline boot script by hash, no unsafe-inline script, framed by nobody', async () => {
    for (const url of ['/', '/auth/login', '/no-such-page']) {
      const response = await t.app.inject({ url });
      const policy = csp(response.headers);
      expect(policy['script-src']).toEqual(["'self'", sha(BOOT)]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the Mini App: framed only by Telegram’s web clients, without X-Frame-Options', async () => {
    const response = await t.app.inject({ url: '/miniapp/' });
    const policy = csp(response.headers);
    expect(policy['frame-ancestors']).toEqual([
      "'self'",
      'https://web.telegram.org',
      'https://webk.telegram.org',
      'https://webz.telegram.org',
    ]);
    // TON Connect's UI sets an empty ontouchstart on the body: an empty handler, exactly, may be set.
    expect(policy['script-src']).toEqual([
      "'self'",
      "'unsafe-hashes'",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
    // TON Connect: the wallets list and every wallet's bridge are https hosts of their own.
    expect(policy['connect-src']).toEqual(["'self'", 'https:']);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('the API: nothing may run or frame it, errors included; its docs run Swagger UI', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/games?query=%00']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const docs = csp((await t.app.inject({ url: '/api/docs/static/index.html' })).headers);
    expect(docs['script-src']).toEqual(["'self'"]);
  });

  it('names third-party origins only for the services that are configured', async () => {
    const before = csp((await t.app.inject({ url: '/' })).headers);
    expect(JSON.stringify(before)).not.toContain('google');
    const other = await createTestApp({
      google: {
        clientId: 'id.apps.googleusercontent.com',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      },
      telegram: { botToken: '1:x', botUsername: 'w2e_bot', maxAgeSeconds: 3600 },
      analyticsId: 'G-TEST1234',
    });
    try {
      const policy = csp((await other.app.inject({ url: '/api/health' })).headers);
      expect(policy['default-src']).toEqual(["'none'"]);
      const { securityPolicies } = await import('../../src/plugins/security-headers');
      const portal = securityPolicies(other.config, { portal: [], miniapp: [] }).portal;
      expect(portal).toContain(
        "script-src 'self' https://accounts.google.com/gsi/client https://telegram.org/js/ https://www.googletagmanager.com",
      );
      expect(portal).toContain('frame-src https://accounts.google.com/gsi/ https://oauth.telegram.org');
      expect(portal).not.toContain("'unsafe-inline' https://accounts.google.com/gsi/client");
    } finally {
      await other.close();
    }
  });

  it('scripts, stylesheets and raster images go without the page policy and the frame rule; SVG keeps them', async () => {
    for (const prefix of ['', '/miniapp']) {
      for (const file of ['a.js', 'a.css', 'a.png']) {
        const response = await t.app.inject({ url: `${prefix}/assets/${file}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-security-policy']).toBeUndefined();
        expect(response.headers['x-frame-options']).toBeUndefined();
        // What does apply to them stays.
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      }
      // An SVG opened on its own is a document that can run script.
      const svg = await t.app.inject({ url: `${prefix}/assets/a.svg` });
      expect(svg.statusCode).toBe(200);
      expect(csp(svg.headers)['object-src']).toEqual(["'none'"]);
    }
  });

  it('sends no HSTS unless configured', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
