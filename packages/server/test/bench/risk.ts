/**
 * `pnpm bench:risk`: scoring an event's participants at its end from the signals stored as they arose
 * (docs/trust.md). Seeds `--participants` players (a tenth of them in farms of ten sharing a /24, a device and
 * doing three tasks in step; the rest honest, each on an address and device of their own), three sightings and
 * three completions each, then times the reads plus core's scoring (`assessParticipants`) and the end-of-event
 * exclusions (`exclusionsOf`), and prints the peak memory (RSS and heap) seen while they ran; then, apart, each
 * stored source's read and core's scoring of what they returned, to show where the time goes.
 * On one database: PostgreSQL with BENCH_DATABASE_URL, else PGlite. Not a timed test: it prints.
 *
 *   pnpm bench:risk -- --participants=10000
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench:risk -- --participants=10000
 */
import { assessEvent } from '@w2e/core/trust/assess';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { resultRows } from '../../src/lib/sql-rows';
import { assessParticipants, exclusionsOf } from '../../src/modules/trust/assess';
import { trustRepository } from '../../src/modules/trust/repository';
import { arg, benchDatabase, peakMemory } from './harness';

const PARTICIPANTS = Number(arg('participants', '10000'));

async function main() {
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const store = await benchDatabase(config.migrationsDir, 'risk');
  const db = store.database.db;
  try {
    const start = Date.now() - 3_600_000;
    const [event] = resultRows<{ id: string }>(
      await db.execute(sql`
        insert into events (slug, host_kind, host_id, title, start_time, end_time, status)
        values ('risk-bench', 'project', gen_random_uuid(), 'Risk bench', to_timestamp(${start / 1000}),
                now(), 'published') returning id`),
    );
    const eventId = event!.id;
    const n = PARTICIPANTS;
    // Players: i % 10 == 0 … one in ten belongs to a farm of ten (farm = i / 100 for i < n / 10 * 10).
    await db.execute(sql`
      insert into users (id, username, referral_code, created_at, email)
      select md5('u' || i)::uuid, 'bench_' || i, 'R' || i,
             case when i < ${n} / 10 then now() - interval '2 hours' + (i % 10) * interval '10 seconds'
                  else now() - interval '400 days' - i * interval '1 minute' end,
             case when i < ${n} / 10 then null else 'bench' || i || '@example.com' end
      from generate_series(0, ${n - 1}) i`);
    await db.execute(sql`
      insert into event_participants (event_id, user_id, total_score, other_score)
      select ${eventId}::uuid, md5('u' || i)::uuid, 30, 30 from generate_series(0, ${n - 1}) i`);
    await db.execute(sql`
      insert into tasks (id, event_id, type, name, score, config)
      select 'bench-task-' || k, ${eventId}::uuid, 'form', 'Task ' || k, 10, '{}'::jsonb from generate_series(1, 3) k`);
    await db.execute(sql`
      insert into task_completions (task_id, event_id, user_id, window_start, turn, score, score_column, completed_at)
      select 'bench-task-' || k, ${eventId}::uuid, md5('u' || i)::uuid, to_timestamp(0), 1, 10, 'other',
             case when i < ${n} / 10 then now() - interval '50 minutes' + (i / 10) * interval '1 minute' + (i % 10) * interval '2 seconds' + k * interval '15 seconds'
                  else now() - interval '55 minutes' + (i % 3000) * interval '1 second' + k * interval '3 minutes' end
      from generate_series(0, ${n - 1}) i, generate_series(1, 3) k`);
    await db.execute(sql`
      insert into trust_sightings (event_id, user_id, kind, hash, first_seen_at, last_seen_at)
      select ${eventId}::uuid, md5('u' || i)::uuid, kind,
             case when i < ${n} / 10 then md5(kind || (i / 10)) else md5(kind || 'h' || i) end,
             now() - interval '50 minutes' + (i % 3000) * interval '1 second', now() - interval '40 minutes'
      from generate_series(0, ${n - 1}) i, unnest(array['address', 'range', 'device']) kind`);

    const memory = peakMemory();
    const eventRow = { id: eventId, startTime: new Date(start), eligibility: null };
    const t0 = performance.now();
    const { assessment } = await assessParticipants(db, eventRow);
    memory.measure();
    const t1 = performance.now();
    const exclusions = await exclusionsOf(db, eventRow);
    const t2 = performance.now();
    const peaks = memory.stop();
    // Where the time goes: each stored source read on its own, then core's scoring of what they returned.
    const repo = trustRepository(db);
    const reads: string[] = [];
    const timed = async <T>(name: string, read: () => Promise<T>) => {
      const before = performance.now();
      const value = await read();
      reads.push(`${name} ${(performance.now() - before).toFixed(0)} ms`);
      return value;
    };
    const participants = await timed('participants', () => repo.participants(eventId));
    const groups = await timed('groups', () => repo.groups(eventId));
    const sightings = await timed('sightings', () => repo.sightings(eventId));
    const completions = await timed('completions', () => repo.completions(eventId));
    const answers = await timed('answers', () => repo.answers(eventId));
    const t3 = performance.now();
    assessEvent({ eventStart: start, participants, groups, sightings, completions, answers });
    const scoring = performance.now() - t3;
    const high = assessment.participants.filter((p) => p.level === 'high').length;
    console.info(
      [
        `${store.label}: ${n} participants, ${assessment.clusters.length} clusters, ${high} high, ${exclusions.length} excluded`,
        `  read + score (assessParticipants): ${(t1 - t0).toFixed(0)} ms`,
        `  end-of-event exclusions (exclusionsOf, scores again): ${(t2 - t1).toFixed(0)} ms`,
        `  apart: reads ${reads.join(', ')}; core scoring (assessEvent) ${scoring.toFixed(0)} ms`,
        `  ${peaks.text}`,
      ].join('\n'),
    );
  } finally {
    await store.database.close();
    await store.drop();
  }
}

void main();
