import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLink, DEFAULT_ALLOWED_LINK_HOSTS, safeImageSrc } from './link-policy';

const policy = { siteHost: 'w2ehub.io' };
const classify = (href: string) => classifyLink(href, policy);

describe('rich-text link policy', () => {
  it('keeps links to the own site and its subdomains as internal', () => {
    expect(classify('https://w2ehub.io/event/summer')).toEqual({
      kind: 'internal',
      href: 'https://w2ehub.io/event/summer',
    });
    expect(classify('http://w2ehub.io/')?.kind).toBe('internal');
    expect(classify('https://docs.w2ehub.io/guide')?.kind).toBe('internal');
    expect(classify('https://a.b.W2EHUB.io/x')).toEqual({
      kind: 'internal',
      href: 'https://a.b.w2ehub.io/x',
    });
  });

  it('keeps relative paths, written root-relative', () => {
    expect(classify('/event/summer?type=nonstop#tasks')).toEqual({
      kind: 'internal',
      href: '/event/summer?type=nonstop#tasks',
    });
    expect(classify('event/summer')?.href).toBe('/event/summer');
    expect(classify('../../about')?.href).toBe('/about');
    expect(classify('?tab=clan')?.href).toBe('/?tab=clan');
    expect(classify('#faq')).toEqual({ kind: 'internal', href: '#faq' });
  });

  it('lets through the blog, app stores, newsletter and messaging hosts and their subdomains', () => {
    for (const href of [
      'https://medium.com/@w2e/launch',
      'https://w2e.medium.com/launch',
      'https://apps.apple.com/app/id123456',
      'https://play.google.com/store/apps/details?id=io.w2e',
      'https://w2e.substack.com/p/news',
      'https://t.me/w2ehub',
      'https://telegram.me/w2ehub',
      'HTTPS://T.ME/w2ehub',
    ]) {
      expect(classify(href)?.kind, href).toBe('external');
    }
    expect(classify('HTTPS://T.ME/w2ehub')?.href).toBe('https://t.me/w2ehub');
  });

  it('refuses lookalike hosts, credentials tricks and scheme-relative escapes', () => {
    for (const href of [
      'https://evil.com/',
      'https://google.com/',
      'https://apple.com/',
      'https://evilmedium.com/',
      'https://medium.com.evil.com/',
      'https://t.me.evil.com/',
      'https://w2ehub.io.evil.com/',
      'https://notw2ehub.io/',
      'https://t.me@evil.com/',
      'https://evil.com@t.me/',
      'https://user:pass@medium.com/',
      'https://medіum.com/', // Cyrillic і
      '//evil.com/path',
      '/\\evil.com/path',
      '\\\\evil.com/path',
      ' //evil.com',
      'https://evil.com/https://t.me/x',
    ]) {
      expect(classify(href), href).toBeNull();
    }
  });

  it('refuses every scheme but http and https', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:team@w2ehub.io',
      'tel:+84123456789',
      'ftp://medium.com/file',
      'blob:https://w2ehub.io/uuid',
      '',
      '   ',
    ]) {
      expect(classify(href), JSON.stringify(href)).toBeNull();
    }
  });

  it('takes its hosts from the caller and ignores the site port', () => {
    const custom = { siteHost: 'localhost:5173', allowedHosts: ['example.org'] };
    expect(classifyLink('http://localhost:5173/event/x', custom)?.kind).toBe('internal');
    expect(classifyLink('https://blog.example.org/', custom)?.kind).toBe('external');
    expect(classifyLink('https://medium.com/', custom)).toBeNull();
    expect(DEFAULT_ALLOWED_LINK_HOSTS).toContain('t.me');
  });

  it('never lets an arbitrary URL out to a host outside the policy', () => {
    // Paths from a pattern rather than fc.webPath: fast-check's percent-encoded characters map all of Unicode into a
    // table on first use (over 1 s of CPU, many seconds on a loaded machine) before the first run.
    const paths = fc.stringMatching(/^(\/([A-Za-z0-9\-._~!$&'()*+,;=:@\\]|%[0-9A-Fa-f]{2}){0,10}){0,4}$/);
    const hosts = fc.oneof(
      fc.domain(),
      fc.constantFrom(...DEFAULT_ALLOWED_LINK_HOSTS, 'w2ehub.io'),
      fc.tuple(fc.domain(), fc.constantFrom(...DEFAULT_ALLOWED_LINK_HOSTS)).map(([a, b]) => `${a}.${b}`),
      fc.tuple(fc.constantFrom(...DEFAULT_ALLOWED_LINK_HOSTS), fc.domain()).map(([a, b]) => `${a}.${b}`),
    );
    const allowed = [...DEFAULT_ALLOWED_LINK_HOSTS, 'w2ehub.io'];
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https', 'ftp', 'javascript', 'data'),
        fc.option(fc.constantFrom('user@', 'user:pw@', 't.me@', 'w2ehub.io@'), { nil: '' }),
        hosts,
        paths,
        (scheme, userinfo, host, path) => {
          const result = classify(`${scheme}://${userinfo}${host}${path}`);
          if (!result) return;
          const url = new URL(result.href);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password).toBe('');
          expect(allowed.some((h) => url.hostname === h || url.hostname.endsWith(`.${h}`))).toBe(true);
        },
      ),
    );
  });
});

describe('image sources', () => {
  it('allow http(s) from any host and relative paths, nothing else', () => {
    expect(safeImageSrc('https://cdn.example.net/a.png', 'w2ehub.io')).toBe('https://cdn.example.net/a.png');
    expect(safeImageSrc('uploads/a.png', 'w2ehub.io')).toBe('/uploads/a.png');
    expect(safeImageSrc('data:image/png;base64,AAAA', 'w2ehub.io')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)', 'w2ehub.io')).toBeNull();
    expect(safeImageSrc('https://u:p@cdn.example.net/a.png', 'w2ehub.io')).toBeNull();
  });
});
