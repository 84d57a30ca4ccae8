import { brotliDecompressSync } from 'node:zlib';
import { PAGE_STATE_ID } from '@w2e/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, stagePortalBuild, type TestApp } from '../support/helpers';

/**
 * Public deep links rendered by the server (plugins/page-render.ts) with a renderer of the same shape as the
 * portal's server-side build (web/src/prerender.tsx `renderRoute`, `bootScript`): it fetches through the
 * transport the server hands it (`fetch`'s shape), as the portal's HTTP client does, and renders what came
 * back. The portal's own renderer renders the pages that declare their data in page-render-portal.test.ts, and
 * its build end to end in the browser tests (e2e/deep-links.spec.ts).
 */
const RENDERER = `
let renders = 0;
export function bootScript() { return 'window.booted = true;'; }
export async function renderRoute(pathname, { transport, sanitizeRichText }) {
  renders += 1;
  if (pathname.startsWith('/profile')) return undefined;
  if (pathname.includes('broken')) throw new Error('render bug');
  if (pathname.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 2500));
  const response = await transport('/api/config?probe=a+b', {
    method: 'GET',
    headers: new Headers({ accept: 'application/json', 'accept-language': 'en' }),
  });
  const config = await response.json();
  const failed = await transport('/api/no-such-route', { method: 'GET', headers: new Headers() });
  const refusal = failed.ok ? 'answered' : 'refused ' + failed.status;
  return {
    markup: '<h1>' + pathname + '</h1><p>' + sanitizeRichText('<b>bold</b><script>alert(1)</script>') + '</p><p>renders ' + renders + '</p><p>' + refusal + '</p>',
    state: { queries: [{ queryKey: ['config'], note: '</script><script>alert(2)</script>', google: typeof config }] },
  };
}
`;

let t: TestApp;
let build: Awaited<ReturnType<typeof stagePortalBuild>>;
beforeAll(async () => {
  build = await stagePortalBuild(RENDERER);
  t = await createTestApp({ webDist: build.webDist });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

const page = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });

describe('public deep links rendered on the server', () => {
  it("puts the page's markup, the boot script and the data it rendered from into the root", async () => {
    const response = await page('/event/star-raiders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<div id="root"><h1>/event/star-raiders</h1>');
    expect(html).toContain('<script>window.booted = true;</script>');
    // The data block cannot end its own script element.
    const block = html.match(
      new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`),
    );
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('</script>');
    expect(JSON.parse(block![1]!).queries[0]).toMatchObject({
      queryKey: ['config'],
      note: '</script><script>alert(2)</script>',
      google: 'object',
    });
  });

  it("answers the page's API calls in-process, a refusal with its status (the client keeps it quiet)", async () => {
    const html = (await page('/game/crypto-clash')).body;
    expect(html).toContain('refused 404');
  });

  it("sanitizes rich text with the server's own policy", async () => {
    const html = (await page('/insight/some-article')).body;
    expect(html).toContain('<b>bold</b>');
    expect(html).not.toContain('alert(1)');
  });

  it('renders a page once per few seconds, not once per reader', async () => {
    const first = (await page('/event/cached')).body.match(/renders (\d+)/)![1];
    const second = (await page('/event/cached')).body.match(/renders (\d+)/)![1];
    expect(second).toBe(first);
  });

  it('compresses the rendered page like the plain one', async () => {
    const response = await t.app.inject({ url: '/event/compressed', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>/event/compressed</h1>');
  });

  it('serves the plain page for a signed-in page, a failed or slow render, and a path that is no page', async () => {
    for (const url of ['/profile', '/event/broken-render', '/event/slow-render']) {
      const response = await page(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain(PAGE_STATE_ID);
    }
    const missing = await page('/no/such/page/anywhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });
});
