import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const PASSWORD = 'Str0ng!pass';
/** The suite runs on PostgreSQL (and Redis) when these are set, on PGlite otherwise (docs/development.md, "Tests"). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
/** The one variable a spawned server process takes from this one's environment (it finds `node` and `tsx`). */
export const CHILD_PATH = process.env.PATH;
/**
 * How long `vi.waitFor` waits for a Redis board's rebuild (which runs in the background, under a lock): its default
 * second is not always enough on a loaded machine.
 */
export const REBUILT = { timeout: 10_000, interval: 50 };

/**
 * A database of this file's own: PGlite from the migrated template, or a fresh PostgreSQL database (with its
 * `url`, for a test that opens connections of its own).
 */
export async function openTestDatabase(migrationsDir: string): Promise<Database & { url?: string }> {
  const url = TEST_DATABASE_URL;
  if (!url) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', dir: null, template }, migrationsDir);
  }
  const name = `w2e_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase(
    { kind: 'postgres', url: target.toString(), poolSize: 4 },
    migrationsDir,
  );
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/** A whole server on its own database and data directory; nothing is shared between test files. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  build: Pick<BuildAppOptions, 'monitoring' | 'database' | 'logStream' | 'redisKeyPrefix'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Tests of the slow-down turn it on themselves (sign-in-limits.test.ts); the others would only wait.
    SIGN_IN_SLOWDOWN_MS: '0',
    // scrypt at 1 MiB instead of 32: the suite registers and signs in thousands of players, and under load a
    // full-cost hash takes seconds. The cost itself is tested in security-primitives.test.ts.
    PASSWORD_HASH_COST: '10',
    // The end-of-event job runs when a test calls it (rewards.test.ts), never on its own under another test.
    REWARDS_TICK_MS: '0',
    // The outbox's consumers run when a test calls them (notifications.test.ts), so a test reads what it awaits.
    OUTBOX_TICK_MS: '0',
    // The job queue runs where a test asks for it (notification-mail.test.ts): it polls, and most tests mail nothing.
    JOBS_ENABLED: 'false',
    REDIS_URL: TEST_REDIS_URL,
    // Tests register many players at once; the hashing line's 503 is tested on its own (sign-in-hashing.test.ts).
    PASSWORD_HASH_QUEUE: '100000',
  });
  const config: Config = { ...base, webDist: undefined, miniappDist: undefined, ...overrides };
  const database = build.database ?? (await openTestDatabase(config.migrationsDir));
  const app = await buildApp({
    config,
    database,
    redisKeyPrefix: build.redisKeyPrefix ?? `test:${randomBytes(6).toString('hex')}:`,
    ...(build.monitoring ? { monitoring: build.monitoring } : {}),
    ...(build.logStream ? { logStream: build.logStream } : {}),
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The portal build's index.html with an empty root, as the rendered-page tests need it. */
const PLAIN_INDEX =
  '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the portal's build in a temporary directory, in the layout the server reads to render pages:
 * `dist/index.html` and the server-side build `dist-ssr/prerender.js` (here `renderer`, a module's source).
 * Point `webDist` of `createTestApp` at `webDist`; `remove` deletes it all.
 */
export async function stagePortalBuild(renderer: string, indexHtml = PLAIN_INDEX) {
  const root = await mkdtemp(path.join(tmpdir(), 'w2e-portal-'));
  const webDist = path.join(root, 'dist');
  await mkdir(path.join(root, 'dist-ssr'), { recursive: true });
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(root, 'dist-ssr', 'prerender.js'), renderer);
  return { webDist, remove: () => rm(root, { recursive: true, force: true }) };
}

let counter = 0;
/** A valid registration body with a username and email no other test uses. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;
  return {
    email: `player_${id}@example.com`,
    full_name: `Player ${id}`,
    username: `player_${id}`,
    referral_code: '',
    password: PASSWORD,
    ...overrides,
  };
}

export async function register(app: App, overrides: Record<string, unknown> = {}, remoteAddress?: string) {
  const body = newRegistration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register-via-username',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const user = response.json() as { id: string; access_tokens: { access_token: string } };
  return { body, user, token: user.access_tokens.access_token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
