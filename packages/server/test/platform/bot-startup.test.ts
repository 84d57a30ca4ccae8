import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { BotApiStandIn, myChatMemberUpdate } from '@w2e/bot/test/bot-api-stand-in';
import type { Readiness } from '@w2e/core/contracts/common';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, register, type TestApp } from '../support/helpers';
import { GUARD_TOKEN, monitoringConfig, secret } from '../support/monitoring-harness';

/**
 * The server does not depend on Telegram to start: bots start in the background, each start-up call has a
 * deadline and is retried with backoff, and the API, readiness and webhooks answer meanwhile.
 */

const WAIT = { timeout: 10_000, interval: 20 };
const logs: { msg: string; bot?: string; cause?: string; attempt?: number }[] = [];
const started: TestApp[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const t of started.splice(0)) await t.close();
  logs.length = 0;
});
afterAll(async () => {
  for (const close of closers) await close();
});

/** A loopback address where nothing listens: every connection is refused. */
async function refusingRoot(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A Bot API that accepts connections and never answers (a black-holed egress, a stuck proxy). */
async function hangingRoot(): Promise<string> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Both bots on webhooks against `apiRoot`, with a short deadline and backoff so the test sees several tries. */
async function startApp(apiRoot: string): Promise<TestApp> {
  const t = await createTestApp(
    {
      publicUrl: 'https://w2e.example',
      logLevel: 'info',
      monitoring: { ...monitoringConfig(apiRoot), callTimeoutMs: 300, retryMaxMs: 100 },
    },
    {
      logStream: { write: (line) => void logs.push(JSON.parse(line)) },
      monitoring: { timer: false },
    },
  );
  started.push(t);
  return t;
}

const readiness = async (t: TestApp) => {
  const response = await t.app.inject({ url: '/api/health/ready' });
  return { status: response.statusCode, body: response.json() as Readiness };
};

const deliverGuard = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telegram/webhook/guard',
    headers: { 'x-telegram-bot-api-secret-token': secret(GUARD_TOKEN) },
    payload: myChatMemberUpdate(
      { id: -1001000009001, type: 'supergroup', title: 'Startup' },
      { id: 42 },
      { from: 'left', to: 'administrator' },
    ),
  });

describe.each([
  ['refuses connections', refusingRoot, /ECONNREFUSED/],
  ['accepts and never answers', hangingRoot, /no answer within the deadline/],
])('with a Bot API that %s', (_name, bindRoot, cause) => {
  it('listens, serves the API, reports degraded bots and answers their updates 503 with Retry-After', async () => {
    const t = await startApp(await bindRoot());
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    // Over real HTTP: the instance is up while no bot has started.
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as Readiness).status).toBe('degraded');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await register(t.app);

    // Each failed call is logged once with its cause, then tried again after a pause.
    await vi.waitFor(() => {
      const failures = logs.filter((l) => l.msg === 'getMe failed; retrying' && l.bot === 'guard');
      expect(failures.length).toBeGreaterThanOrEqual(2);
      expect(failures[0]!.cause).toMatch(cause);
      expect(failures.map((l) => l.attempt)).toEqual(failures.map((_, i) => i + 1));
    }, WAIT);
    const { body } = await readiness(t);
    expect(body.bots.guard).toMatchObject({
      status: 'unavailable',
      last_error: expect.stringMatching(cause),
    });
    expect(body.bots.pulse?.status).toBe('unavailable');
    expect(body.database.status).toBe('up');

    const update = await deliverGuard(t);
    expect(update.statusCode).toBe(503);
    expect(update.headers['retry-after']).toBe('5');
    expect(update.json().code).toBe('errors:botStarting');
    // A forged call is still refused as such, not told to come back.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook/guard',
      payload: { update_id: 1 },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('when the Bot API comes back', () => {
  it('starts the bots, registers their webhooks and reports ready', async () => {
    const api = await new BotApiStandIn().start();
    closers.push(() => api.stop());
    api.alwaysFail.set('getMe', { error_code: 502, description: 'Bad Gateway' });
    const t = await startApp(api.apiRoot);
    await vi.waitFor(() => expect(api.callsOf('getMe').length).toBeGreaterThanOrEqual(4), WAIT);
    // The calls go on being retried; a loaded machine may let one pass the test's short deadline first, so wait
    // for the Bot API's own answer to be the one reported.
    await vi.waitFor(
      async () => expect((await readiness(t)).body.bots.guard?.last_error).toBe('getMe: 502 Bad Gateway'),
      WAIT,
    );
    expect(api.callsOf('setWebhook')).toHaveLength(0);

    api.alwaysFail.delete('getMe');
    await t.app.monitoring.started();
    const { status, body } = await readiness(t);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ready',
      bots: { guard: { status: 'ready' }, pulse: { status: 'ready' } },
    });
    expect(body.bots.guard?.last_error).toBeUndefined();
    expect(
      api
        .callsOf('setWebhook')
        .map((c) => c.params.url)
        .sort(),
    ).toEqual([
      'https://w2e.example/api/telegram/webhook/guard',
      'https://w2e.example/api/telegram/webhook/pulse',
    ]);
    expect((await deliverGuard(t)).statusCode).toBe(200);
  });

  it('reports a bot degraded while its webhook is not registered, and takes its updates meanwhile', async () => {
    const api = await new BotApiStandIn().start();
    closers.push(() => api.stop());
    api.alwaysFail.set('setWebhook', { error_code: 500, description: 'Internal Server Error' });
    const t = await startApp(api.apiRoot);
    await vi.waitFor(() => expect(api.callsOf('setWebhook').length).toBeGreaterThanOrEqual(4), WAIT);
    const { status, body } = await readiness(t);
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.bots.guard).toMatchObject({
      status: 'degraded',
      last_error: 'setWebhook: 500 Internal Server Error',
    });
    expect((await deliverGuard(t)).statusCode).toBe(200);
  });
});

describe('readiness', () => {
  it('is ready with no bot configured, and unavailable (503) when the database is down', async () => {
    const t = await createTestApp();
    started.push(t);
    expect(await readiness(t)).toEqual({
      status: 200,
      body: {
        status: 'ready',
        database: { kind: t.app.deps.database.kind, status: 'up' },
        redis: t.app.deps.redis ? 'up' : 'not_configured',
        bots: {},
      },
    });
    vi.spyOn(t.app.deps.database, 'ping').mockResolvedValue(false);
    const down = await readiness(t);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
  });
});
