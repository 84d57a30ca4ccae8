/**
 * What the benches share: their `--name=value` arguments, the database they run on (PostgreSQL in a database
 * of their own when BENCH_DATABASE_URL is set, else PGlite in a temporary directory, dropped either way), and
 * the peak memory seen while a step runs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type Database, openDatabase } from '../../src/db/database';

/** The value of `--name=value` on the command line, or `fallback`. */
export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

export const PG_URL = process.env.BENCH_DATABASE_URL;

/** A migrated database of the bench's own, its label, and how to drop it. */
export async function benchDatabase(
  migrationsDir: string,
  name: string,
): Promise<{ database: Database; label: string; drop(): Promise<void> }> {
  if (!PG_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), `w2e-bench-${name}-`));
    const database = await openDatabase({ kind: 'pglite', dir }, migrationsDir);
    return { database, label: 'PGlite', drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const db = `w2e_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${db}"`);
  await admin.end();
  const target = new URL(PG_URL);
  target.pathname = `/${db}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() }, migrationsDir);
  return {
    database,
    label: 'PostgreSQL',
    async drop() {
      const cleanup = postgres(PG_URL, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists "${db}" with (force)`);
      await cleanup.end();
    },
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Samples the process's memory on a timer and whenever `measure` is called (a long synchronous step starves
 * the timer), keeping the peaks until `stop`.
 */
export function peakMemory() {
  let rss = 0;
  let heap = 0;
  const measure = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(measure, 20);
  return {
    measure,
    stop() {
      clearInterval(timer);
      measure();
      return { rss, heap, text: `peak RSS ${mb(rss)}, peak heap ${mb(heap)}` };
    },
  };
}
