import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codeOf = async (id: string) => (await usersRepository(t.app.deps.db).findById(id))!.referralCode;
const refer = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/referral', headers: bearer(token), payload: { code } });

describe('POST /api/users/referral', () => {
  it('attaches the user to the code owner, and accepts the same code again', async () => {
    const referrer = await register(t.app);
    const invitee = await register(t.app);
    const code = await codeOf(referrer.user.id);
    const first = await refer(invitee.token, code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Referral code applied' });
    expect((await refer(invitee.token, code.toLowerCase())).statusCode).toBe(200);
    expect((await usersRepository(t.app.deps.db).findById(invitee.user.id))?.referredBy).toBe(
      referrer.user.id,
    );
  });

  it('refuses your own code, an unknown code, a malformed code and a second referrer', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const c = await register(t.app);
    const own = await refer(a.token, await codeOf(a.user.id));
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot use your own referral code');

    expect((await refer(a.token, 'NOSUCH99')).json().message).toBe('Referral code not found');
    const malformed = await refer(a.token, 'no-dashes');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Referral code may only contain letters and numbers');

    expect((await refer(a.token, await codeOf(b.user.id))).statusCode).toBe(200);
    const second = await refer(a.token, await codeOf(c.user.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Your account already has a referrer');
    expect((await usersRepository(t.app.deps.db).findById(a.user.id))?.referredBy).toBe(b.user.id);
  });
});
