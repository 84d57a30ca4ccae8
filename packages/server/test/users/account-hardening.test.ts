import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, newRegistration, register, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESERVED = 'This username is reserved. Please choose another one';

async function account(remoteAddress?: string) {
  const { token, user, body } = await register(t.app, {}, remoteAddress);
  const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).json();
  return { token, id: user.id, body, code: profile.referral_code as string };
}

const applyCode = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/referral', payload: { code }, headers: bearer(token) });

describe('reserved usernames', () => {
  it.each(['admin', 'Admin', 'admin_1', 'root', 'support', 'operator', 'Moderator42', 'w2e_hub'])(
    'refuses to register %s',
    async (username) => {
      const before = await usersRepository(t.app.deps.db).count();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-via-username',
        payload: newRegistration({ username }),
        remoteAddress: '10.20.0.1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'username', message: RESERVED, code: 'validation:usernameReserved' },
      ]);
      expect(await usersRepository(t.app.deps.db).count()).toBe(before);
    },
  );

  it('refuses a reserved name as a new username, in English and Vietnamese; names that merely contain one are fine', async () => {
    const { token } = await account();
    const patch = (username: string, language = 'en') =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/profile',
        payload: { username },
        headers: { ...bearer(token), 'accept-language': language },
      });
    expect((await patch('administrator')).json().message).toBe(RESERVED);
    expect((await patch('root', 'vi')).json().message).toBe(
      'Tên người dùng này đã được dành riêng. Vui lòng chọn tên khác',
    );
    expect((await patch(`rootbeer_${Date.now().toString(36)}`)).statusCode).toBe(200);
  });
});

describe('referral cycles', () => {
  it('refuses a code whose owner joined, directly or down a chain, with your own', async () => {
    const a = await account();
    const b = await account();
    const c = await account();
    expect((await applyCode(a.token, b.code)).statusCode).toBe(200); // a joined with b's code
    const back = await applyCode(b.token, a.code);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe("You can't use this code: its owner joined with your referral");
    expect((await applyCode(b.token, c.code)).statusCode).toBe(200); // b joined with c's code
    expect((await applyCode(c.token, a.code)).statusCode).toBe(400); // c -> a -> b -> c
    expect((await usersRepository(t.app.deps.db).findById(c.id))?.referredBy).toBeNull();
  });

  it('lets only one of two people applying each other’s codes at the same moment through', async () => {
    const pairs = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) => [await account(`10.40.${i}.1`), await account(`10.40.${i}.2`)] as const,
      ),
    );
    const results = await Promise.all(
      pairs.flatMap(([x, y]) => [applyCode(x.token, y.code), applyCode(y.token, x.code)]),
    );
    for (let i = 0; i < pairs.length; i++) {
      const codes = [results[2 * i]!.statusCode, results[2 * i + 1]!.statusCode].sort();
      expect(codes).toEqual([200, 400]);
    }
  });
});

describe('registration with a taken email', () => {
  it('says so, but only five times an hour per address', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, (_, i) => account(`10.30.0.${i + 1}`)));
    const codes: number[] = [];
    for (const owner of owners) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-via-username',
        payload: newRegistration({ email: owner.body.email }),
        remoteAddress: '10.31.0.1',
      });
      codes.push(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json().message).toBe('This email is already registered. Forgot your password?');
      }
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    // Another address still gets the helpful answer.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-via-username',
      payload: newRegistration({ email: owners[0]!.body.email }),
      remoteAddress: '10.31.0.2',
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
