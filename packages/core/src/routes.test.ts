import { describe, expect, it } from 'vitest';
import { buildPath, isPortalRoute, ROUTES } from './routes';

describe('portal routes', () => {
  it('recognise the pages and their parameters', () => {
    expect(isPortalRoute('/')).toBe(true);
    expect(isPortalRoute('/auth/login')).toBe(true);
    expect(isPortalRoute('/profile/')).toBe(true);
    expect(isPortalRoute('/event/summer-quest')).toBe(true);
  });
  it('reject unknown paths, deeper paths and the not-found page itself', () => {
    expect(isPortalRoute('/nope')).toBe(false);
    expect(isPortalRoute('/event/a/b')).toBe(false);
    expect(isPortalRoute('/event/a/update/more')).toBe(false);
    expect(isPortalRoute('/404')).toBe(false);
  });
  it('fill parameters safely', () => {
    expect(buildPath(ROUTES.eventDetail, { slug: 'a b/c' })).toBe('/event/a%20b%2Fc');
  });
});

describe('content routes', () => {
  it('cover the lists, articles, the editor and the admin pages', () => {
    for (const path of [
      '/insight',
      '/academy',
      '/insight/guild-economies',
      '/academy/first-wallet',
      '/insight/write',
      '/insight/write/guild-economies',
      '/admin/articles',
      '/admin/projects',
    ]) {
      expect(isPortalRoute(path), path).toBe(true);
    }
    expect(isPortalRoute('/insight/a/b/c')).toBe(false);
  });
});
