import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionTokens } from '../../src/lib/session-tokens';
import { bearer, createTestApp, register, TEST_JWT_SECRET, type TestApp } from '../support/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const init = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/users/init', headers });

describe('GET /api/users/init', () => {
  it('returns null when signed out', async () => {
    const response = await init();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('returns the user for a valid token', async () => {
    const { user, token } = await register(t.app);
    expect((await init(bearer(token))).json()).toMatchObject({ id: user.id });
  });

  it('treats malformed, tampered, foreign and expired tokens as signed out, never a 500', async () => {
    const { user, token } = await register(t.app);
    const [header, payload, signature] = token.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: '00000000-0000-0000-0000-000000000000',
      }),
    ).toString('base64url');
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('w2e')
      .setAudience('w2e:session')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const otherSecret = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('w2e')
      .setAudience('w2e:session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    for (const headers of [
      bearer('garbage'),
      bearer(`${header}.${tamperedPayload}.${signature}`),
      bearer(expired),
      bearer(otherSecret),
      bearer(unsigned),
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { authorization: 'Bearer' },
    ]) {
      const response = await init(headers);
      expect(response.statusCode, headers.authorization).toBe(200);
      expect(response.json(), headers.authorization).toBeNull();
    }
  });

  it('answers 401 on protected endpoints for a bad token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/referral',
      headers: bearer('x.y.z'),
      payload: { code: 'ABC' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/referral',
      payload: { code: 'ABC' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue');
  });
});

describe('session tokens', () => {
  it('stops accepting a token it already verified once the token expires', async () => {
    const tokens = createSessionTokens(TEST_JWT_SECRET, 1);
    const { access_token } = await tokens.issue({
      userId: '00000000-0000-4000-8000-000000000001',
      version: 3,
    });
    const claims = { userId: '00000000-0000-4000-8000-000000000001', version: 3 };
    expect(await tokens.verify(access_token)).toEqual(claims);
    expect(await tokens.verify(access_token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + 86_400_000 + 1_000, toFake: ['Date'] });
    try {
      expect(await tokens.verify(access_token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    // A tampered copy of a remembered token is still checked, and refused.
    const [header, , signature] = access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: claims.userId, ver: 99 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });
});
