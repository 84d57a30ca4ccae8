import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { HashQueue } from './lib/hash-queue';
import type { Mailer } from './lib/mailer';
import type { CounterStore } from './lib/rate-limit';
import type { Sealer } from './lib/sealed-text';
import type { SessionTokens } from './lib/session-tokens';
import type { NonceStore } from './lib/wallet-nonces';

/** What route modules get from the app: built once in app.ts, passed down, never global. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  tokens: SessionTokens;
  counters: CounterStore;
  redis: Redis | null;
  mailer: Mailer;
  /** Wallet-signature nonces (Redis when configured). */
  nonces: NonceStore;
  /** The bounded line every password hash goes through (503 when full). */
  hashing: HashQueue;
  /** Signs sign-in step-up challenges, the same on every instance (derived from the session secret). */
  stepUpSecret: string;
  /** Seals the secrets kept in the database that the server reads back (linked accounts' OAuth tokens). */
  sealer: Sealer;
  /** Signs the one-click unsubscribe links of notification mails. */
  unsubscribeSecret: string;
  /** Keys the HMAC stored in place of client addresses and device ids (modules/trust). */
  trustHashKey: string;
  /** The durable job queue (jobs/queue.ts); null when this instance runs none (JOBS_ENABLED=false). */
  jobs: JobQueue | null;
  /** For work that outlives its request (mail sent in the background). */
  log: FastifyBaseLogger;
}
