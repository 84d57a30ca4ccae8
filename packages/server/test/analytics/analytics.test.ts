import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { RATE_RULES } from '../../src/lib/rate-limit';
import { countedPath, referrerHost } from '../../src/modules/analytics/service';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

let t: TestApp;
let operatorToken: string;
let playerToken: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.example' });
  const operator = await register(t.app);
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
  operatorToken = operator.token;
  playerToken = (await register(t.app)).token;
});
afterAll(() => t.close());

let address = 0;
/** Each test views from its own address, so one test's views never spend another's allowance. */
const nextAddress = () => `10.0.0.${++address}`;

const view = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/page-views', payload, remoteAddress });

async function counts(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/analytics/page-views${query}`,
    headers: bearer(operatorToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: { path: string; day: string; views: number }[]; total: number };
}

const viewsOf = async (path: string) =>
  (await counts(`?path=${encodeURIComponent(path)}`)).items.reduce((sum, item) => sum + item.views, 0);

describe('page views', () => {
  it('counts each view under its path and today’s UTC day', async () => {
    const ip = nextAddress();
    const before = await viewsOf('/auth/login');
    for (const language of ['en', 'vi', 'en']) {
      const response = await view({ path: '/auth/login', language }, ip);
      expect(response.statusCode).toBe(204);
    }
    expect(await viewsOf('/auth/login')).toBe(before + 3);
    const today = new Date().toISOString().slice(0, 10);
    const { items } = await counts('?path=/auth/login');
    expect(items).toEqual([{ path: '/auth/login', day: today, views: before + 3 }]);
  });

  it('counts concurrent views exactly once each', async () => {
    const ip = nextAddress();
    const before = await viewsOf('/auth/register');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => view({ path: '/auth/register', language: 'en' }, ip)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    expect(await viewsOf('/auth/register')).toBe(before + 20);
  });

  it('drops the query, and counts paths that are no page as the not-found page', async () => {
    const ip = nextAddress();
    const before = await viewsOf('/404');
    expect((await view({ path: '/auth/login?next=/profile#x', language: 'en' }, ip)).statusCode).toBe(204);
    expect((await view({ path: '/no/such/page', language: 'en' }, ip)).statusCode).toBe(204);
    const paths = (await counts()).items.map((item) => item.path);
    expect(paths).not.toContain('/no/such/page');
    expect(paths).not.toContain('/auth/login?next=/profile#x');
    expect(await viewsOf('/404')).toBe(before + 1);
  });

  it('refuses bad input with 400 and counts nothing', async () => {
    const ip = nextAddress();
    const before = (await counts()).total;
    for (const payload of [
      {},
      { path: 'auth/login', language: 'en' },
      { path: '/', language: 'fr' },
      { path: '/', language: 'en', referrer: 'not a url' },
      { path: `/${'x'.repeat(400)}`, language: 'en' },
      { path: 42, language: 'en' },
    ]) {
      const response = await view(payload, ip);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await counts()).total).toBe(before);
  });

  it('keeps only the referring site’s host, and none for the portal’s own pages', () => {
    expect(referrerHost('https://www.Google.com/search?q=secret', 'https://portal.example')).toBe(
      'www.google.com',
    );
    expect(referrerHost('https://portal.example/auth/login', 'https://portal.example')).toBe('');
    expect(referrerHost('', 'https://portal.example')).toBe('');
    expect(countedPath('/auth/login/')).toBe('/auth/login');
    expect(countedPath('/')).toBe('/');
  });

  it('limits the views one address can report', async () => {
    const ip = nextAddress();
    const { max } = RATE_RULES.pageViewsPerIp;
    const before = await viewsOf('/');
    // All at once, well inside one window; the counter is atomic, so exactly `max` get through.
    const allowed = await Promise.all(
      Array.from({ length: max }, () => view({ path: '/', language: 'en' }, ip)),
    );
    expect(allowed.map((r) => r.statusCode)).toEqual(Array(max).fill(204));
    const refused = await view({ path: '/', language: 'en' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await viewsOf('/')).toBe(before + max);
    // Another reader is not held back by that address.
    expect((await view({ path: '/', language: 'en' }, nextAddress())).statusCode).toBe(204);
  });

  it('shows the counts to platform operators only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/analytics/page-views' });
    expect(anonymous.statusCode).toBe(401);
    const player = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/page-views',
      headers: bearer(playerToken),
    });
    expect(player.statusCode).toBe(403);
    expect(player.json().message).toBe('Only platform operators can do this');
  });
});

describe('public config', () => {
  it('accepts only a Google Analytics measurement id as ANALYTICS_ID', () => {
    expect(loadConfig({ ANALYTICS_ID: 'G-ABC123XYZ' }).analyticsId).toBe('G-ABC123XYZ');
    expect(loadConfig({}).analyticsId).toBeUndefined();
    expect(() => loadConfig({ ANALYTICS_ID: '<script>' })).toThrow(/ANALYTICS_ID/);
  });

  it('names the analytics id when one is configured, null otherwise', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().analytics_id).toBeNull();
    const other = await createTestApp({ analyticsId: 'G-TEST1234' });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/config' })).json().analytics_id).toBe(
        'G-TEST1234',
      );
    } finally {
      await other.close();
    }
  });
});
