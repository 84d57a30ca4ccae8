import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { users } from '../../src/db/schema/users';
import { recordEvents } from '../../src/outbox/outbox';
import { openTestDatabase, TEST_DATABASE_URL } from '../support/helpers';
import { startServerProcess } from '../support/server-process';
import { SmtpStandIn } from '../support/smtp-stand-in';

/**
 * A server process killed (SIGKILL: no shutdown at all) while it mails notifications, then started again on the
 * same database: every notification is mailed, and each mail carries its notification's Message-ID, so a send
 * the killed process had under way and the new one repeats is one message to the mailbox. On PostgreSQL when one
 * is configured, else on a PGlite directory.
 */

const PLAYERS = 40;
/** The kill comes once this many mails arrived, so others are queued and some under way. */
const MAILED_BEFORE_KILL = 8;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where both processes keep their data: a fresh PostgreSQL database, or a PGlite directory. */
async function storage(): Promise<{
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
}> {
  const migrationsDir = loadConfig({}).migrationsDir;
  if (TEST_DATABASE_URL) {
    const own = await openTestDatabase(migrationsDir);
    cleanups.push(() => own.close());
    return { env: { DATABASE_URL: own.url! }, open: async () => ({ ...own, close: async () => {} }) };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'w2e-crash-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ kind: 'pglite', dir: path.join(dir, 'pglite') }, migrationsDir),
  };
}

function startServer(env: Record<string, string>) {
  const server = startServerProcess({
    PUBLIC_URL: 'https://w2e.example',
    OUTBOX_TICK_MS: '50',
    REWARDS_TICK_MS: '0',
    // A job of the killed process counts as lost after 5 s and is tried again a second later.
    JOBS_EXPIRE_SECONDS: '5',
    JOBS_RETRY_DELAY_SECONDS: '1',
    ...env,
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

describe('notification mail across a crash', () => {
  it('mails every notification once to the mailbox after the process is killed mid-way and started again', async () => {
    const smtp = await new SmtpStandIn().start();
    cleanups.push(() => smtp.stop());
    smtp.acceptDelayMs = 150;
    const { env, open } = await storage();

    // The players, and one invitation each, written to the outbox as their clans would.
    const ids = Array.from({ length: PLAYERS }, () => randomUUID());
    const database = await open();
    try {
      await database.db.insert(users).values(
        ids.map((id, i) => ({
          id,
          username: `crash_${i}_${id.slice(0, 6)}`,
          referralCode: `C${id.replaceAll('-', '').slice(0, 12)}`.toUpperCase(),
          email: `crash_${i}_${id.slice(0, 6)}@example.com`,
        })),
      );
      await database.db.transaction((tx) =>
        recordEvents(
          tx,
          ids.map((id) => ({
            type: 'clan.invitation' as const,
            payload: {
              clan_id: randomUUID(),
              clan_slug: 'night-owls',
              clan_name: 'Night Owls',
              user_id: id,
              invited_by: randomUUID(),
            },
          })),
        ),
      );
    } finally {
      await database.close();
    }

    const first = startServer({ ...env, SMTP_URL: smtp.url });
    await first.url;
    await expect
      .poll(() => smtp.mails.length, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(MAILED_BEFORE_KILL);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeLessThan(PLAYERS);

    const second = startServer({ ...env, SMTP_URL: smtp.url });
    await second.url;
    const addresses = new Set(ids.map((id, i) => `crash_${i}_${id.slice(0, 6)}@example.com`));
    await expect
      .poll(() => new Set(smtp.mails.flatMap((mail) => mail.to)).size, { timeout: 120_000, interval: 100 })
      .toBe(PLAYERS);
    // Every address got its mail; a repeat, if any, is the same message (its notification's Message-ID).
    const byAddress = new Map<string, Set<string>>();
    for (const mail of smtp.mails)
      for (const to of mail.to) {
        expect(addresses.has(to)).toBe(true);
        byAddress.set(to, (byAddress.get(to) ?? new Set()).add(mail.headers['message-id'] ?? ''));
      }
    expect([...byAddress.values()].every((messageIds) => messageIds.size === 1)).toBe(true);
    expect(new Set([...byAddress.values()].flatMap((set) => [...set])).size).toBe(PLAYERS);
    // Repeats are bounded by what was under way at the kill: at most one batch of the worker.
    expect(smtp.mails.length - PLAYERS).toBeLessThanOrEqual(20);
  }, 300_000);
});
