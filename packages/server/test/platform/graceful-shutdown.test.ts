import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { resultRows } from '../../src/lib/sql-rows';
import { eventHost } from '../support/event-host';
import { bearer, createTestApp, register } from '../support/helpers';
import { startServerProcess } from '../support/server-process';

/**
 * SIGTERM to a real server process under load: every submission it answered 200 is stored, nothing it did not
 * answer is, and each player's score is the sum of their completions. The process then exits 0 on its own.
 */

const PLAYERS = 12;
/** SIGTERM goes out once this many submissions were answered, so requests are in flight when it arrives. */
const ANSWERED_BEFORE_SIGTERM = 30;

let dataDir: string;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The event, its daily form task and the players, written to a PGlite directory the server process then opens. */
async function prepare(dir: string) {
  const migrationsDir = loadConfig({}).migrationsDir;
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'pglite') }, migrationsDir);
  const t = await createTestApp({}, { database });
  try {
    const operator = await register(t.app);
    const host = await eventHost(t, operator);
    const { id: taskId, event } = await host.eventWith({
      type: 'form',
      name: 'Check in',
      recurring_type: 'DAILY',
      turn_limit: 1000,
      fields: [{ label: 'Mood', kind: 'text', required: true }],
    });
    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS; i++) tokens.push((await register(t.app)).token);
    return { taskId, eventId: event.id, tokens };
  } finally {
    await t.close();
  }
}

const startServer = (dir: string) =>
  startServerProcess({
    DATA_DIR: dir,
    SIGN_IN_SLOWDOWN_MS: '0',
    // A background tick runs all along, so SIGTERM also meets one mid-way.
    REWARDS_TICK_MS: '50',
    SHUTDOWN_TIMEOUT_MS: '60000',
  });

describe('graceful shutdown', () => {
  it('on SIGTERM mid-load finishes what it answered, stores nothing it did not, and exits 0', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'w2e-shutdown-'));
    const { taskId, eventId, tokens } = await prepare(dataDir);
    const server = startServer(dataDir);
    const base = await server.url;
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));

    let answered = 0;
    let signalled = false;
    const statuses: number[] = [];
    // Each player submits again and again until the server stops answering (refused or 503 while closing).
    const players = tokens.map(async (token) => {
      for (;;) {
        let status: number;
        try {
          const response = await fetch(`${base}/api/tasks/${taskId}/submissions`, {
            method: 'POST',
            headers: { ...bearer(token), 'content-type': 'application/json' },
            body: JSON.stringify({ form_answers: [randomUUID()] }),
          });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          return;
        }
        statuses.push(status);
        if (status !== 200) return;
        if (++answered >= ANSWERED_BEFORE_SIGTERM && !signalled) {
          signalled = true;
          server.child.kill('SIGTERM');
        }
      }
    });
    await Promise.all(players);
    const code = await exited;
    const log = server.output.join('');
    expect(code, log).toBe(0);
    expect(log).toContain('shutting down');
    expect(log).toContain('shut down cleanly');
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    const database = await openDatabase(
      { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
      loadConfig({}).migrationsDir,
    );
    try {
      const [stored] = resultRows<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from task_completions where task_id = ${taskId}`,
        ),
      );
      expect(stored!.n).toBe(statuses.filter((s) => s === 200).length);
      const mismatched = resultRows(
        await database.db.execute(sql`
        select p.user_id from event_participants p
        left join (select user_id, sum(score)::int as total from task_completions where event_id = ${eventId}
                   group by user_id) c on c.user_id = p.user_id
        where p.event_id = ${eventId} and p.total_score <> coalesce(c.total, 0)`),
      );
      expect(mismatched).toEqual([]);
      expect(stored!.n).toBeGreaterThanOrEqual(ANSWERED_BEFORE_SIGTERM);
    } finally {
      await database.close();
    }
  }, 180_000);
});
