import { act, cleanup, screen } from '@testing-library/react';
import type { PublicUser } from '@w2e/core/contracts/users';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { PlayerPage } from './player-page';

afterEach(cleanup);

async function profile(tokenHolder: boolean) {
  const player: PublicUser = {
    username: 'ada',
    name: 'Ada',
    joined_at: '2026-01-01T00:00:00.000Z',
    token_holder: tokenHolder,
  };
  const { http } = fakeHttp({
    'GET users/username/ada': player,
    'GET users/ada/games': { items: [] },
    'GET users/ada/events': { items: [], total: 0, limit: 10, offset: 0 },
  });
  await renderRoutes([{ path: '/player/:username', element: <PlayerPage /> }], { path: '/player/ada', http });
  return screen.findByRole('heading', { level: 1 });
}

describe('the public profile', () => {
  it('shows the token holder badge beside a holder’s name, in both languages', async () => {
    const heading = await profile(true);
    expect(heading.textContent).toBe('AdaToken holder');
    await act(() => setLanguage('vi'));
    expect(heading.textContent).toBe('AdaNgười giữ token');
    await act(() => setLanguage('en'));
  });

  it('shows no badge for anyone else', async () => {
    expect((await profile(false)).textContent).toBe('Ada');
  });
});
