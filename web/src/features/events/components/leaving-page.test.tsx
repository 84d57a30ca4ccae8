import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { LeavingPage } from './leaving-page';

afterEach(cleanup);

const show = (path: string, language: 'en' | 'vi' = 'en') =>
  renderRoutes([{ path: '/leaving', element: <LeavingPage /> }], {
    path,
    http: fakeHttp({}).http,
    language,
  });

describe('the leaving page', () => {
  it('names the site a link goes to and leaves only on a click', async () => {
    await show(`/leaving?to=${encodeURIComponent('https://acme.example/quest?ref=1')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'You are leaving W2E Hub' })).toBeTruthy();
    expect(screen.getByText('This link goes to acme.example, a website outside W2E Hub:')).toBeTruthy();
    expect(screen.getByTestId('leaving-destination').textContent).toBe('https://acme.example/quest?ref=1');
    const go = screen.getByRole('link', { name: 'Continue to acme.example' });
    expect(go.getAttribute('href')).toBe('https://acme.example/quest?ref=1');
    expect(go.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('speaks Vietnamese', async () => {
    await show(`/leaving?to=${encodeURIComponent('https://acme.example/')}`, 'vi');
    expect(screen.getByRole('heading', { level: 1, name: 'Bạn đang rời W2E Hub' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tiếp tục tới acme.example' })).toBeTruthy();
  });

  it('offers no way out to an address that is not a web page', async () => {
    for (const to of ['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'not a url', '']) {
      await show(`/leaving?to=${encodeURIComponent(to)}`);
      expect(screen.getByText('This link has no valid destination.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Continue to/ })).toBeNull();
      cleanup();
    }
  });
});
