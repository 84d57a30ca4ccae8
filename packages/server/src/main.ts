import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_ACCOUNT, DEMO_OPERATOR } from './seed/demo';

/** Starts the server and stops it cleanly: in-flight requests finish, the database closes. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen({ host: config.host, port: config.port });

  const base = config.publicUrl;
  const lines = [
    '',
    `  W2E Hub ${config.version} is running (started in ${Math.round(performance.now() - startedAt)} ms)`,
    `  Portal      ${base}/${config.webDist ? '' : '   (not built: run `pnpm build`)'}`,
    `  Mini App    ${base}/miniapp/${config.miniappDist ? '' : '   (not built: run `pnpm build`)'}`,
    `  API docs    ${base}/api/docs`,
    `  Health      ${base}/api/health (readiness: ${base}/api/health/ready)`,
    `  Database    ${config.database.kind === 'pglite' ? `PGlite in ${config.database.dir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Redis       ${config.redisUrl ? 'REDIS_URL' : 'not configured (the database keeps rate limits)'}`,
  ];
  if (config.seedDemo) {
    lines.push(
      `  Demo login  ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}  (operator: ${DEMO_OPERATOR.username})`,
    );
  }
  console.info(`${lines.join('\n')}\n`);

  // SIGTERM (a deployment's stop, a scale-in): stop accepting connections, answer 503 to new requests on open
  // keep-alive connections, finish the requests in flight and the background ticks running now, then close
  // Redis and the database (app.ts's onClose). Past SHUTDOWN_TIMEOUT_MS the process exits anyway: each request
  // is one transaction, so what was cut off rolls back in the database (docs/operations.md).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const since = performance.now();
    app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ deadlineMs: config.shutdownTimeoutMs }, 'shutdown deadline passed; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => {
        app.log.info({ ms: Math.round(performance.now() - since) }, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
