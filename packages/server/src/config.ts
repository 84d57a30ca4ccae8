import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_VERSION } from '@w2e/core/constants';
import { NETWORK_KEYS, type NetworkKey } from '@w2e/core/tasks/networks';
import { z } from 'zod';
import { parseAllowedHosts } from './lib/outbound-url';
import { PASSWORD_HASH_COST } from './lib/password';

/**
 * The only place that reads the environment. Every setting is documented in README's configuration table;
 * keep the two in step.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server, both from src/ (tsx, vitest) and from dist/ (the built bundle). */
const serverRoot = path.resolve(here, '..');
const repoRoot = path.resolve(serverRoot, '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** proxy-addr's names for address ranges, as Fastify accepts them in a trust list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (the default; the socket's address is the client's), a number of proxy hops in
 * front of the server (`1` behind one load balancer: the address that balancer appended is the client's),
 * or a comma-separated list of the proxies' addresses and CIDR ranges (addresses are read from the right,
 * skipping trusted ones). `true` believes the leftmost X-Forwarded-For entry, which the client writes
 * itself: it is accepted for old configurations, with a warning at start (see app.ts).
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const lower = value.toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops;
  }
  const entries = value.split(',').map((part) => part.trim());
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
}

export type TrustProxy = boolean | number | string[];

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /** `false` behind a pooler that cannot keep a session's prepared statements (PgBouncer's transaction mode). */
  DATABASE_PREPARED_STATEMENTS: bool.optional(),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('W2E Hub <no-reply@w2e.local>'),
  /** One more inbox for /contact messages, besides every operator with a verified email. */
  CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: 'must be an email address',
    }),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /** The key linked accounts' OAuth tokens are sealed with (lib/sealed-text.ts): 32 bytes, base64. */
  SOCIAL_TOKEN_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? Buffer.from(v, 'base64') : undefined))
    .refine((v) => v === undefined || v.length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    }),
  /**
   * The key of the HMAC kept in place of client addresses and device ids (modules/trust, docs/trust.md); at
   * least 32 characters. Unset: derived from the session secret (generated into the data directory).
   */
  TRUST_HASH_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /** How long the hashed sightings of addresses and devices are kept, in days (docs/trust.md). */
  TRUST_SIGHTINGS_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Unset: on, except in production, where a known demo password must never appear by accident. */
  SEED_DEMO: bool.optional(),
  /** Whether this instance runs the job queue (mail of notifications); false: it neither sends nor works jobs. */
  JOBS_ENABLED: bool.default(true),
  /**
   * How long a job may run before it counts as lost (its instance died) and is tried again; failed and lost jobs
   * wait `JOBS_RETRY_DELAY_SECONDS`, doubling at each try.
   */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(120),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Which hops' X-Forwarded-For to believe: off, a hop count, or the proxies' addresses (see trustProxy). */
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  /** Strict-Transport-Security for deployments behind TLS: 0 (the default) sends none. */
  HSTS_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 * 365 * 86_400)
    .default(0),
  HSTS_INCLUDE_SUBDOMAINS: bool.default(false),
  /** The first wait of a repeated wrong password (it doubles, at most 4 s); 0 turns the slow-down off. */
  SIGN_IN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(4000).default(250),
  /**
   * Failed passwords on one account from addresses it never signed in from (15 minutes) before a sign-in from
   * such an address must also pass a proof-of-work step-up; at most 10.
   */
  STEP_UP_AFTER_FAILURES: z.coerce.number().int().min(0).max(10).default(5),
  /** The step-up's work: the highest counter a solver may have to try (SHA-256 each; about 1 s in a browser). */
  STEP_UP_DIFFICULTY: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** libuv's thread pool, which password hashing shares with file and DNS work (Node's default: 4). */
  UV_THREADPOOL_SIZE: z.coerce.number().int().min(1).max(1024).default(4),
  /** Password hashes run at once; unset: the cores, leaving one of libuv's threads for other work. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
  /** Password hashes that may wait per lane before sign-ins answer 503; unset: 8 per running hash. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  /** scrypt's cost as log2 N (lib/password.ts): 15 (32 MiB, ~100 ms); below 15 only with NODE_ENV=test. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PASSWORD_HASH_COST),
  /**
   * Accounts one address may register in an hour (default 20). Raise it where many people share one address (a
   * venue's network at a live event, or a test run that registers every player from loopback).
   */
  REGISTER_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  WEB_DIST: z.string().optional(),
  MINIAPP_DIST: z.string().optional(),
  /** Google sign-in is off until a client id is set. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The bot that opens the Mini App and backs the Login Widget; Telegram sign-in is off without it. */
  TELEGRAM_BOT_TOKEN: optionalText,
  TELEGRAM_BOT_USERNAME: optionalText,
  TELEGRAM_AUTH_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
  /** The IFO partner's tokens: an HS256 secret or a JWKS URL (one of them turns IFO sign-in on). */
  IFO_JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, { message: 'must be at least 32 characters' }),
  IFO_JWKS_URL: optionalUrl(['http', 'https']),
  IFO_ISSUER: optionalText,
  IFO_AUDIENCE: optionalText,
  WALLET_CHAIN_IDS: z
    .string()
    .default('1,56,137,43114,250,42161')
    .transform((v, ctx) => {
      const ids = v.split(',').map((part) => Number(part.trim()));
      if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of chain ids' });
        return z.NEVER;
      }
      return ids;
    }),
  WALLET_NONCE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /**
   * The hosts a TON Connect ton_proof may name (the Mini App's host, where its tonconnect-manifest.json is
   * served), comma-separated; unset: PUBLIC_URL's host.
   */
  TON_PROOF_DOMAINS: optionalText,
  /** A Google Analytics 4 measurement id; unset: page views are counted by this server. */
  /** JSON-RPC endpoints the hold-token and hold-NFT verifiers read; a network without one can't be chosen. */
  EVM_RPC_URL_ETH: optionalUrl(['http', 'https']),
  EVM_RPC_URL_BSC: optionalUrl(['http', 'https']),
  EVM_RPC_URL_POLYGON: optionalUrl(['http', 'https']),
  EVM_RPC_URL_AVAX: optionalUrl(['http', 'https']),
  EVM_RPC_URL_FTM: optionalUrl(['http', 'https']),
  EVM_RPC_URL_ARB: optionalUrl(['http', 'https']),
  /**
   * The platform token (spec section 6): holders get a badge and premium events and tasks. All three set: on;
   * none: off; some: a configuration error, since half a token can't be checked.
   */
  PLATFORM_TOKEN_NETWORK: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z.enum(NETWORK_KEYS).optional(),
  ),
  PLATFORM_TOKEN_ADDRESS: optionalText.refine((v) => v === undefined || /^0x[0-9a-fA-F]{40}$/.test(v), {
    message: 'must be a contract address (0x and 40 hex digits)',
  }),
  PLATFORM_TOKEN_MIN_WEI: optionalText.refine((v) => v === undefined || /^\d{1,78}$/.test(v), {
    message: 'must be a whole number of wei',
  }),
  /**
   * The TON API (toncenter API v3 shape) the TON hold-token and hold-NFT verifiers read, e.g.
   * https://toncenter.com/api/v3 (testnet: https://testnet.toncenter.com/api/v3); unset: TON can't be chosen.
   */
  TON_API_BASE: optionalUrl(['http', 'https']),
  /** Sent as X-API-Key to TON_API_BASE (toncenter's key lifts its 1 call/s anonymous limit). */
  TON_API_KEY: optionalText,
  /** Outside calls per second each verification source may make (a Bot API, an RPC node). */
  VERIFY_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * Seconds between two outside checks of one task by one player (the spec's 30 s); the browser tests shorten it
   * so a player can re-check after topping up without the test waiting half a minute.
   */
  VERIFY_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /** Discord OAuth2 (linking, Discord join checks); linking is off and the tasks self-declared without both. */
  DISCORD_CLIENT_ID: optionalText,
  DISCORD_CLIENT_SECRET: optionalText,
  DISCORD_API_BASE: z.url({ protocol: /^https?$/ }).default('https://discord.com/api/v10'),
  /** X OAuth2 with PKCE; the secret is for confidential clients (public clients set only the id). */
  X_CLIENT_ID: optionalText,
  X_CLIENT_SECRET: optionalText,
  X_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.x.com'),
  /** The providers' consent pages the browser is sent to (a stand-in in the browser tests). */
  DISCORD_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://discord.com/oauth2/authorize'),
  X_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).default('https://x.com/i/oauth2/authorize'),
  YOUTUBE_AUTHORIZE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com/o/oauth2/v2/auth'),
  /**
   * YouTube subscribe: a Google OAuth client (web application) with the YouTube Data API enabled. The token
   * exchange and the API reads both go to YOUTUBE_API_BASE (Google serves /oauth2/v4/token there too).
   */
  YOUTUBE_CLIENT_ID: optionalText,
  YOUTUBE_CLIENT_SECRET: optionalText,
  YOUTUBE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com'),
  ANALYTICS_ID: optionalText.refine((v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v), {
    message: 'must be a Google Analytics measurement id such as G-ABC123XYZ',
  }),
  /** Where uploaded images are kept (the local-disk storage). */
  UPLOADS_DIR: optionalText,
  /** The community-monitoring bots; each runs when its token is set. */
  TELEGRAM_GUARD_BOT_TOKEN: optionalText,
  TELEGRAM_PULSE_BOT_TOKEN: optionalText,
  TELEGRAM_API_ROOT: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  /** The shared list of known Telegram spammers asked at each join (CAS's `/check?user_id=` shape); unset: none. */
  TELEGRAM_SPAMMER_LIST_URL: optionalUrl(['http', 'https']),
  /** How the bots get updates; unset: webhook in production, long polling otherwise. */
  TELEGRAM_BOTS_MODE: z.enum(['webhook', 'polling']).optional(),
  /** The webhook's X-Telegram-Bot-Api-Secret-Token; unset: derived from each bot's token. */
  TELEGRAM_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{16,256}$/.test(v), {
    message: 'must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -',
  }),
  /** The deadline of each start-up call to the Bot API (getMe, setWebhook); a call past it is tried again later. */
  /**
   * Notification messages the Mini App's bot sends per second, shared by every instance through the database
   * (modules/notifications/telegram.ts); Telegram allows about 30.
   */
  TELEGRAM_NOTIFY_PER_SECOND: z.coerce.number().min(0.1).max(30).default(25),
  TELEGRAM_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The longest wait between two tries of a failed start-up call (the wait starts at 1 s and doubles). */
  TELEGRAM_RETRY_MAX_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** How often the captcha timeouts and waiting captcha messages are looked for. */
  MONITORING_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /**
   * Bounds on slow and idle connections (docs/operations.md): all request headers within HEADERS (a slow-loris
   * sender is cut off), the whole request within REQUEST (uploads included), an idle keep-alive connection closed
   * after KEEP_ALIVE (keep it above the load balancer's idle timeout), any socket silent for IDLE closed.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /**
   * On SIGTERM: how long in-flight requests and the current background tick may take to finish before the process
   * exits anyway.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Requests one partner API key may make per minute (docs/partner-api.md, "Rate limits"). */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** How often each instance reads the outbox of domain events for its consumers; 0 turns it off here. */
  OUTBOX_TICK_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 50 && v <= 600_000), { message: 'must be 0 or 50 to 600000' })
    .default(500),
  /**
   * Hosts the server may call although they resolve inside (loopback, private networks) or speak plain http:
   * a comma-separated list of host names or address literals (lib/outbound-url.ts). Empty: none.
   */
  OUTBOUND_ALLOWED_HOSTS: z.string().optional(),
  /** After a webhook's secret is rotated, how long the old one still signs deliveries beside the new one. */
  WEBHOOKS_SECRET_OVERLAP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(86_400),
  /**
   * A failed delivery waits a random time up to base × 2^(attempt−1), capped at the maximum (exponential backoff
   * with full jitter), and is retried until the window has passed since it was first due; then it is failed.
   */
  WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5_000),
  WEBHOOKS_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  WEBHOOKS_RETRY_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(86_400),
  /** How long a receiver may take to answer one delivery. */
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How long a custom API task's endpoint may take to answer one check (verifiers/host.ts). */
  CUSTOM_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the end-of-event rewards job looks for ended events; 0 turns it off on this instance. */
  REWARDS_TICK_MS: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (v >= 50 && v <= 600_000), { message: 'must be 0 or 50 to 600000' })
    .default(2000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** The address users reach; used in mails and for the wallet sign-in domain. */
  publicUrl: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; preparedStatements: boolean };
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Extra recipient of contact-form mails (CONTACT_EMAIL). */
  contactEmail: string | undefined;
  jwtSecret: string | undefined;
  /** Seals linked accounts' OAuth tokens; undefined: derived from the session secret (lib/sealed-text.ts). */
  socialTokenKey: Buffer | undefined;
  sessionTtlDays: number;
  seedDemo: boolean;
  logLevel: string;
  /** See parseTrustProxy; `true` is kept only with a warning in the log. */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security: sent when maxAgeSeconds > 0 (only browsers on https heed it). */
  hsts: { maxAgeSeconds: number; includeSubdomains: boolean };
  /** See signInDelayMs in modules/auth/service.ts. */
  signInSlowdownMs: number;
  /** The proof-of-work step-up of password sign-ins (modules/auth/step-up.ts). */
  stepUp: { afterFailures: number; difficulty: number };
  /** The bounded line in front of password hashing (lib/hash-queue.ts). */
  passwordHashing: { concurrency: number; maxQueued: number };
  /** scrypt's cost of new password hashes, as log2 N (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  registerPerIpHour: number;
  webDist: string | undefined;
  miniappDist: string | undefined;
  migrationsDir: string;
  version: string;
  google: { clientId: string | undefined; jwksUrl: string };
  telegram: { botToken: string | undefined; botUsername: string | undefined; maxAgeSeconds: number };
  /**
   * Notifications by Telegram (modules/notifications/telegram.ts): where the Bot API is (TELEGRAM_API_ROOT), the
   * messages per second all instances together send, and how long one call may take.
   */
  telegramNotify: { apiRoot: string; perSecond: number; callTimeoutMs: number };
  ifo: {
    secret: string | undefined;
    jwksUrl: string | undefined;
    issuer: string | undefined;
    audience: string | undefined;
  };
  wallet: { chainIds: number[]; nonceTtlSeconds: number };
  /** TON Connect: the domains a ton_proof may name. The 15-minute window is the spec's, not configuration. */
  ton: { proofDomains: string[] };
  /**
   * Task verification: each EVM network's RPC address and the TON API (absent: not configured), and the
   * outside call budget.
   */
  verify: {
    rpcUrls: Partial<Record<NetworkKey, string>>;
    ton?: TonApiConfig | undefined;
    ratePerSecond: number;
  };
  /** One outside check per task and player per this many ms (VERIFY_RECHECK_SECONDS; verifiers/index.ts). */
  verifyRecheckMs: number;
  /** The platform token holders check (absent: off); its network has an RPC address (checked at load). */
  platformToken: { network: NetworkKey; address: string; minWei: bigint } | undefined;
  /**
   * OAuth2 linking of outside accounts (modules/social/): a provider is configured when it has a client id
   * (and, for Discord, a secret). `authorizeUrl` is the provider's page the browser is sent to; `apiBase` is
   * where the token exchange and every API read go (a stand-in on loopback in tests).
   */
  social: {
    discord: SocialProviderConfig;
    x: SocialProviderConfig;
    youtube: SocialProviderConfig;
  };
  /** Where the portal reports page views: a third-party measurement id, or undefined for our own endpoint. */
  analyticsId: string | undefined;
  /** Uploaded images on local disk, served at /uploads. */
  uploads: { dir: string };
  /** The community-monitoring bots (guard, pulse): tokens, the Bot API root, webhook or long polling. */
  monitoring: {
    tokens: { guard?: string; pulse?: string };
    apiRoot: string;
    mode: 'webhook' | 'polling';
    webhookSecret: string | undefined;
    /** The known-spammer list (CAS's check endpoint shape); undefined: no lookup at joins. */
    spammerListUrl?: string | undefined;
    tickMs: number;
    /** Deadline of each start-up call to the Bot API, and the cap of the backoff between tries. */
    callTimeoutMs: number;
    retryMaxMs: number;
  };
  /** The end-of-event rewards job (jobs/rewards.ts); tickMs 0: not run by this instance. */
  rewards: { tickMs: number };
  /** Trust signals (docs/trust.md): the sightings' HMAC key (undefined: derived) and how long they are kept. */
  trust: { hashKey: string | undefined; sightingsDays: number };
  /** The outbox's consumers (jobs/outbox.ts); tickMs 0: not run by this instance. */
  outbox: { tickMs: number };
  /** The partner API (docs/partner-api.md): requests per API key per minute. */
  partner: { keyRatePerMinute: number };
  /** Requests to addresses users give (lib/outbound-url.ts): hosts exempt from the inside-address rule. */
  outbound: { allowedHosts: string[] };
  /** Partner webhooks (modules/partner/webhooks*.ts). */
  webhooks: {
    secretOverlapSeconds: number;
    retryBaseMs: number;
    retryMaxMs: number;
    retryWindowSeconds: number;
    timeoutMs: number;
  };
  /** The custom API task (verifiers/host.ts): how long the host's endpoint may take to answer. */
  customApi: { timeoutMs: number };
  /** The job queue (jobs/queue.ts): pg-boss in the database's `jobs` schema. */
  jobs: { enabled: boolean; expireSeconds: number; retryDelaySeconds: number };
  /** Connection bounds (HTTP_*_TIMEOUT_MS). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    idleTimeoutMs: number;
  };
  /** SIGTERM's deadline for in-flight work (main.ts). */
  shutdownTimeoutMs: number;
}

export interface TonApiConfig {
  /** TON_API_BASE without a trailing slash. */
  base: string;
  apiKey: string | undefined;
}

export interface SocialProviderConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  apiBase: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.PASSWORD_HASH_COST < PASSWORD_HASH_COST && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_COST: below ${PASSWORD_HASH_COST} only for the test suite (NODE_ENV=test)`,
    );
  }
  const platformToken = platformTokenOf(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const existing = (dir: string) => (existsSync(path.join(dir, 'index.html')) ? dir : undefined);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          preparedStatements: env.DATABASE_PREPARED_STATEMENTS ?? true,
        }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    jwtSecret: env.JWT_SECRET,
    socialTokenKey: env.SOCIAL_TOKEN_KEY,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    hsts: { maxAgeSeconds: env.HSTS_MAX_AGE_SECONDS, includeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS },
    signInSlowdownMs: env.SIGN_IN_SLOWDOWN_MS,
    passwordHashing: passwordHashing(env),
    passwordHashCost: env.PASSWORD_HASH_COST,
    stepUp: { afterFailures: env.STEP_UP_AFTER_FAILURES, difficulty: env.STEP_UP_DIFFICULTY },
    registerPerIpHour: env.REGISTER_PER_IP_HOUR,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : existing(path.join(repoRoot, 'web/dist')),
    miniappDist: env.MINIAPP_DIST
      ? path.resolve(env.MINIAPP_DIST)
      : existing(path.join(repoRoot, 'miniapp/dist')),
    migrationsDir: path.join(serverRoot, 'drizzle'),
    version: PRODUCT_VERSION,
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    telegram: {
      botToken: env.TELEGRAM_BOT_TOKEN,
      botUsername: env.TELEGRAM_BOT_USERNAME?.replace(/^@/, ''),
      maxAgeSeconds: env.TELEGRAM_AUTH_MAX_AGE_SECONDS,
    },
    telegramNotify: {
      apiRoot: env.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
      perSecond: env.TELEGRAM_NOTIFY_PER_SECOND,
      callTimeoutMs: env.TELEGRAM_CALL_TIMEOUT_MS,
    },
    ifo: {
      secret: env.IFO_JWT_SECRET || undefined,
      jwksUrl: env.IFO_JWKS_URL,
      issuer: env.IFO_ISSUER,
      audience: env.IFO_AUDIENCE,
    },
    wallet: { chainIds: env.WALLET_CHAIN_IDS, nonceTtlSeconds: env.WALLET_NONCE_TTL_SECONDS },
    ton: { proofDomains: tonProofDomains(env.TON_PROOF_DOMAINS, env.PUBLIC_URL, env.PORT) },
    verify: {
      rpcUrls: Object.fromEntries(
        NETWORK_KEYS.flatMap((key) => {
          const url = env[`EVM_RPC_URL_${key.toUpperCase() as Uppercase<NetworkKey>}`];
          return url ? [[key, url]] : [];
        }),
      ),
      ton: env.TON_API_BASE
        ? { base: env.TON_API_BASE.replace(/\/+$/, ''), apiKey: env.TON_API_KEY }
        : undefined,
      ratePerSecond: env.VERIFY_RATE_PER_SECOND,
    },
    verifyRecheckMs: env.VERIFY_RECHECK_SECONDS * 1000,
    platformToken,
    social: {
      discord: {
        // Discord's confidential-client exchange needs the secret: without it linking stays off.
        clientId: env.DISCORD_CLIENT_SECRET ? env.DISCORD_CLIENT_ID : undefined,
        clientSecret: env.DISCORD_CLIENT_SECRET,
        authorizeUrl: env.DISCORD_AUTHORIZE_URL,
        apiBase: env.DISCORD_API_BASE.replace(/\/+$/, ''),
      },
      x: {
        clientId: env.X_CLIENT_ID,
        clientSecret: env.X_CLIENT_SECRET,
        authorizeUrl: env.X_AUTHORIZE_URL,
        apiBase: env.X_API_BASE.replace(/\/+$/, ''),
      },
      youtube: {
        // Google's web-application clients are confidential: without the secret linking stays off.
        clientId: env.YOUTUBE_CLIENT_SECRET ? env.YOUTUBE_CLIENT_ID : undefined,
        clientSecret: env.YOUTUBE_CLIENT_SECRET,
        authorizeUrl: env.YOUTUBE_AUTHORIZE_URL,
        apiBase: env.YOUTUBE_API_BASE.replace(/\/+$/, ''),
      },
    },
    analyticsId: env.ANALYTICS_ID,
    uploads: { dir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads') },
    monitoring: {
      tokens: {
        ...(env.TELEGRAM_GUARD_BOT_TOKEN ? { guard: env.TELEGRAM_GUARD_BOT_TOKEN } : {}),
        ...(env.TELEGRAM_PULSE_BOT_TOKEN ? { pulse: env.TELEGRAM_PULSE_BOT_TOKEN } : {}),
      },
      apiRoot: env.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
      mode: env.TELEGRAM_BOTS_MODE ?? (env.NODE_ENV === 'production' ? 'webhook' : 'polling'),
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
      spammerListUrl: env.TELEGRAM_SPAMMER_LIST_URL,
      tickMs: env.MONITORING_TICK_MS,
      callTimeoutMs: env.TELEGRAM_CALL_TIMEOUT_MS,
      retryMaxMs: env.TELEGRAM_RETRY_MAX_MS,
    },
    rewards: { tickMs: env.REWARDS_TICK_MS },
    trust: { hashKey: env.TRUST_HASH_KEY, sightingsDays: env.TRUST_SIGHTINGS_DAYS },
    outbox: { tickMs: env.OUTBOX_TICK_MS },
    partner: { keyRatePerMinute: env.API_KEY_RATE_PER_MINUTE },
    outbound: { allowedHosts: parseAllowedHosts(env.OUTBOUND_ALLOWED_HOSTS) },
    webhooks: {
      secretOverlapSeconds: env.WEBHOOKS_SECRET_OVERLAP_SECONDS,
      retryBaseMs: env.WEBHOOKS_RETRY_BASE_MS,
      retryMaxMs: env.WEBHOOKS_RETRY_MAX_MS,
      retryWindowSeconds: env.WEBHOOKS_RETRY_WINDOW_SECONDS,
      timeoutMs: env.WEBHOOKS_TIMEOUT_MS,
    },
    customApi: { timeoutMs: env.CUSTOM_API_TIMEOUT_MS },
    jobs: {
      enabled: env.JOBS_ENABLED,
      expireSeconds: env.JOBS_EXPIRE_SECONDS,
      retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
    },
    http: httpTimeoutsOf(env),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}

/** Node refuses a headers timeout longer than the request's, which must cover the headers. */
function httpTimeoutsOf(env: z.output<typeof envSchema>): Config['http'] {
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  return {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
  };
}

/** PLATFORM_TOKEN_*: all three or none, on a network this server has a node for. */
function platformTokenOf(env: z.output<typeof envSchema>): Config['platformToken'] {
  const {
    PLATFORM_TOKEN_NETWORK: network,
    PLATFORM_TOKEN_ADDRESS: address,
    PLATFORM_TOKEN_MIN_WEI: min,
  } = env;
  if (network === undefined && address === undefined && min === undefined) return undefined;
  if (network === undefined || address === undefined || min === undefined)
    throw new ConfigError(
      'Invalid configuration:\n  PLATFORM_TOKEN_NETWORK, PLATFORM_TOKEN_ADDRESS and PLATFORM_TOKEN_MIN_WEI: set all three or none',
    );
  if (!env[`EVM_RPC_URL_${network.toUpperCase() as Uppercase<NetworkKey>}`])
    throw new ConfigError(
      `Invalid configuration:\n  PLATFORM_TOKEN_NETWORK: EVM_RPC_URL_${network.toUpperCase()} must be set to read the token`,
    );
  return { network, address: address.toLowerCase(), minWei: BigInt(min) };
}

/** TON_PROOF_DOMAINS as a list of lower-case hosts; unset: the host users reach (PUBLIC_URL). */
/**
 * Hashing is CPU work: more at once than there are cores only makes each slower. It also takes libuv threads,
 * so one is left for file and DNS work (raise UV_THREADPOOL_SIZE on machines with more than three cores).
 */
function passwordHashing(env: {
  UV_THREADPOOL_SIZE: number;
  PASSWORD_HASH_CONCURRENCY?: number | undefined;
  PASSWORD_HASH_QUEUE?: number | undefined;
}): Config['passwordHashing'] {
  const concurrency =
    env.PASSWORD_HASH_CONCURRENCY ??
    Math.max(1, Math.min(availableParallelism(), env.UV_THREADPOOL_SIZE - 1));
  return { concurrency, maxQueued: env.PASSWORD_HASH_QUEUE ?? concurrency * 8 };
}

function tonProofDomains(list: string | undefined, publicUrl: string | undefined, port: number): string[] {
  if (list) {
    return list
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
  }
  return [new URL(publicUrl ?? `http://localhost:${port}`).host.toLowerCase()];
}
