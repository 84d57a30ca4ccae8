import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('defaults to PGlite under ./data on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('data/pglite') });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('selects PostgreSQL and Redis from their URLs', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://w2e.example/',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/app',
      preparedStatements: true,
    });
    // Behind PgBouncer's transaction mode, statements are sent unnamed (src/db/database.ts).
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DATABASE_PREPARED_STATEMENTS: 'false' })
        .database,
    ).toMatchObject({ preparedStatements: false });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://w2e.example');
  });

  it('hashes passwords at scrypt cost 15 and lets only the test suite lower it', () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '14' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '9' })).toThrow(ConfigError);
  });

  it('keeps demo data out of production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('turns Discord linking on only with both client id and secret, and X with its id; API bases are settings', () => {
    expect(loadConfig({ DISCORD_CLIENT_ID: '123' }).social.discord.clientId).toBeUndefined();
    const config = loadConfig({
      DISCORD_CLIENT_ID: '123',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_API_BASE: 'http://127.0.0.1:9000/api/',
      X_CLIENT_ID: 'x-id',
    });
    expect(config.social.discord).toMatchObject({ clientId: '123', apiBase: 'http://127.0.0.1:9000/api' });
    expect(config.social.x).toMatchObject({
      clientId: 'x-id',
      clientSecret: undefined,
      apiBase: 'https://api.x.com',
    });
    expect(() => loadConfig({ X_API_BASE: 'ftp://x' })).toThrow(/X_API_BASE/);
  });

  it('refuses bad values, naming each', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(text).toContain('JWT_SECRET: must be at least 32 characters');
    }
  });

  it('turns the platform token on with all three settings on a network with a node, and off with none', () => {
    const address = `0x${'Ab'.repeat(20)}`;
    expect(loadConfig({}).platformToken).toBeUndefined();
    const on = loadConfig({
      EVM_RPC_URL_BSC: 'http://127.0.0.1:8545',
      PLATFORM_TOKEN_NETWORK: 'BSC',
      PLATFORM_TOKEN_ADDRESS: address,
      PLATFORM_TOKEN_MIN_WEI: '1000000000000000000',
    });
    expect(on.platformToken).toEqual({ network: 'bsc', address: address.toLowerCase(), minWei: 10n ** 18n });
    expect(() =>
      loadConfig({ EVM_RPC_URL_BSC: 'http://127.0.0.1:8545', PLATFORM_TOKEN_NETWORK: 'bsc' }),
    ).toThrow(/set all three or none/);
    expect(() =>
      loadConfig({
        PLATFORM_TOKEN_NETWORK: 'eth',
        PLATFORM_TOKEN_ADDRESS: address,
        PLATFORM_TOKEN_MIN_WEI: '1',
      }),
    ).toThrow(/EVM_RPC_URL_ETH must be set/);
    expect(() =>
      loadConfig({
        EVM_RPC_URL_BSC: 'http://127.0.0.1:8545',
        PLATFORM_TOKEN_NETWORK: 'bsc',
        PLATFORM_TOKEN_ADDRESS: 'not-an-address',
        PLATFORM_TOKEN_MIN_WEI: '1.5',
      }),
    ).toThrow(ConfigError);
  });

  it('reads the TON API for TON hold tasks only when TON_API_BASE is set, with its optional key', () => {
    expect(loadConfig({}).verify.ton).toBeUndefined();
    expect(loadConfig({ TON_API_BASE: 'https://toncenter.com/api/v3/' }).verify.ton).toEqual({
      base: 'https://toncenter.com/api/v3',
      apiKey: undefined,
    });
    expect(loadConfig({ TON_API_BASE: 'http://127.0.0.1:9000/api/v3', TON_API_KEY: 'k' }).verify.ton).toEqual(
      { base: 'http://127.0.0.1:9000/api/v3', apiKey: 'k' },
    );
    expect(() => loadConfig({ TON_API_BASE: 'ftp://toncenter.com' })).toThrow(/TON_API_BASE/);
  });
});
