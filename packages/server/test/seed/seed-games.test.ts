import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../src/seed/demo';
import { DEMO_PENDING_CLAIMANT } from '../../src/seed/games';
import { bearer, createTestApp, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo games', () => {
  it('has claimed games with descriptions, and one pending claim for the operator to review', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/games' })).json();
    expect(list.total).toBe(5);
    const claimed = list.items
      .filter((g: { claimed: boolean }) => g.claimed)
      .map((g: { slug: string }) => g.slug);
    expect(claimed.sort()).toEqual(['crypto-clash', 'star-raiders']);
    expect(list.items.find((g: { slug: string }) => g.slug === 'star-raiders').description).toContain(
      '<strong>',
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-via-username',
      payload: DEMO_OPERATOR,
    });
    const token = login.json().access_tokens.access_token;
    const pending = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/game-claims?status=pending',
        headers: bearer(token),
      })
    ).json();
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({
      game: { slug: 'moon-miners', claimed: false },
      claimant: { username: DEMO_PENDING_CLAIMANT },
    });
  });
});
