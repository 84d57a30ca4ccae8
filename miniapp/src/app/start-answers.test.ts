import { publicConfigSchema } from '@w2e/core/contracts/config';
import { loginResultSchema } from '@w2e/core/contracts/session';
import { describe, expect, it } from 'vitest';
import { readLoginResult, readTelegramLogin } from './start-answers';

const login = {
  id: 'u1',
  username: 'minh',
  email: null,
  email_unverify: 'minh@example.com',
  name: 'Minh',
  auth_metamask_wallet: null,
  token_holder: false,
  access_tokens: { access_token: 'jwt', token_type: 'Bearer', expires_at: '2030-01-01T00:00:00.000Z' },
};

/** Every way to spoil one field: gone, of another type, null where null is not allowed. */
function spoiled(): { label: string; body: unknown }[] {
  const out: { label: string; body: unknown }[] = [];
  const variants: unknown[] = [undefined, 42, true, null, 'text', {}, []];
  for (const key of Object.keys(login)) {
    for (const value of variants) {
      out.push({ label: `${key}=${JSON.stringify(value)}`, body: { ...login, [key]: value } });
    }
  }
  for (const key of Object.keys(login.access_tokens)) {
    const times = [
      '2030-01-01T00:00Z',
      '2030-01-01T00:00:00Z',
      '2030-01-01T00:00:00.123456Z',
      '2030-01-01T00:00:00+07:00',
    ];
    for (const value of [...variants, 'Basic', '2030-01-01', 'tomorrow', ...times]) {
      out.push({
        label: `access_tokens.${key}=${JSON.stringify(value)}`,
        body: { ...login, access_tokens: { ...login.access_tokens, [key]: value } },
      });
    }
  }
  out.push(
    { label: 'not an object', body: 'jwt' },
    { label: 'null', body: null },
    { label: 'array', body: [login] },
  );
  return out;
}

const verdict = (read: () => unknown) => {
  try {
    return { ok: true, value: read() };
  } catch {
    return { ok: false };
  }
};

describe("the start's answers, read without zod", () => {
  it('reads a login result exactly as the contract does, dropping unknown keys', () => {
    const body = { ...login, extra: 'x', access_tokens: { ...login.access_tokens, scope: 'all' } };
    expect(readLoginResult(body)).toEqual(loginResultSchema.parse(body));
  });

  it('knows every field of the contract (a field added there must be read here)', () => {
    expect(Object.keys(readLoginResult(login)).sort()).toEqual(Object.keys(loginResultSchema.shape).sort());
    expect(Object.keys(readLoginResult(login).access_tokens).sort()).toEqual(
      Object.keys(loginResultSchema.shape.access_tokens.shape).sort(),
    );
  });

  it('accepts and refuses exactly what the contract accepts and refuses', () => {
    for (const { label, body } of spoiled()) {
      const zod = loginResultSchema.safeParse(body);
      const mine = verdict(() => readLoginResult(body));
      expect({ label, ok: mine.ok }).toEqual({ label, ok: zod.success });
      if (zod.success) expect(mine.value).toEqual(zod.data);
    }
  });

  it("reads the config's Telegram sign-in flag, and refuses a config without one", () => {
    const config = publicConfigSchema.parse({
      google_client_id: null,
      telegram_bot_username: 'w2e_bot',
      telegram_login: true,
      wallet_chain_ids: [],
      analytics_id: null,
      verify_networks: [],
      platform_token: null,
    });
    expect(readTelegramLogin(config)).toBe(true);
    expect(readTelegramLogin({ ...config, telegram_login: false })).toBe(false);
    for (const body of [{}, { telegram_login: 'yes' }, null, 'true', [true]]) {
      expect(() => readTelegramLogin(body)).toThrow('Unexpected answer');
    }
  });
});
