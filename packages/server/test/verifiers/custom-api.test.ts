import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../src/lib/sql-rows';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { verifyW2ESignature } from '../support/webhook-receiver';

/**
 * The custom API task (docs/verification.md, docs/partner-api.md), on PGlite and PostgreSQL, against the host's
 * endpoint served on loopback over real HTTP: only `{ "completed": true }` grants, once however many submissions
 * arrive together; a refusal shows the host's reason; a timeout, a 500 or a malformed answer is "could not be
 * checked" under the recheck limit; the request is signed with the secret shown once, which the documented
 * check accepts; email goes only with the player's consent; the endpoint is checked when saved; Enterprise only.
 */

interface Check {
  signature: string;
  body: string;
}

/** The host's endpoint: each path answers as its test says, and keeps what it got. */
class HostEndpoint {
  readonly checks = new Map<string, Check[]>();
  readonly answers = new Map<string, { status: number; body: string; delayMs?: number }>();
  private server: Server | null = null;
  private port = 0;

  url(path: string) {
    return `http://127.0.0.1:${this.port}/${path}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const path = (request.url ?? '/').slice(1);
        const list = this.checks.get(path) ?? [];
        list.push({ signature: String(request.headers['w2e-signature']), body });
        this.checks.set(path, list);
        const answer = this.answers.get(path) ?? { status: 200, body: '{"completed":true}' };
        const timer = setTimeout(() => {
          if (!response.destroyed)
            response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        }, answer.delayMs ?? 0);
        response.on('close', () => clearTimeout(timer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

let t: TestApp;
let endpoint: HostEndpoint;
let operator: Awaited<ReturnType<typeof register>>;
/** The check's timeout in these tests: small, so a hanging endpoint is given up on quickly. */
const TIMEOUT_MS = 300;

beforeAll(async () => {
  endpoint = await new HostEndpoint().start();
  t = await createTestApp({
    outbound: { allowedHosts: ['127.0.0.1'] },
    customApi: { timeoutMs: TIMEOUT_MS },
  });
  operator = await player();
  await usersRepository(t.app.deps.db).update(operator.user.id, { role: 'operator' });
});
afterAll(async () => {
  await t.close();
  await endpoint.stop();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
function player() {
  return register(t.app, {}, `10.39.${serial++ % 250}.${1 + (Date.now() % 250)}`);
}
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function project(tier: 'premium' | 'enterprise' = 'enterprise') {
  const owner = await player();
  const created = await call('POST', '/api/projects', owner.token, { name: `Custom ${unique()}` });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().project.id as string;
  const changed = await call('PATCH', `/api/admin/projects/${id}/tier`, operator.token, { tier });
  expect(changed.statusCode, changed.body).toBe(200);
  return { owner, id };
}

async function draftOf(host: { owner: { token: string }; id: string }) {
  const created = await call('POST', '/api/events', host.owner.token, {
    host: { kind: 'project', id: host.id },
    title: `Season ${unique()}`,
    slug: `season-${unique()}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().event as { id: string; slug: string; title: string };
}

const customTask = (endpointUrl: string, identities: string[] = ['wallet_address', 'username']) => ({
  id: randomUUID(),
  type: 'custom_api',
  name: 'Reach level 5 in our game',
  score: 25,
  endpoint_url: endpointUrl,
  identities,
});

/** A running Enterprise event with one custom API task calling `path` on the endpoint. */
async function customEvent(path: string, identities?: string[]) {
  const host = await project();
  const event = await draftOf(host);
  const task = customTask(endpoint.url(path), identities);
  const added = await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, task);
  expect(added.statusCode, added.body).toBe(200);
  const secret = added.json().signing_secret as string;
  expect((await call('POST', `/api/events/${event.id}/publish`, host.owner.token)).statusCode).toBe(200);
  return { host, event, taskId: task.id, secret, added };
}

const submit = (taskId: string, token: string, body: object = {}) =>
  call('POST', `/api/tasks/${taskId}/submissions`, token, body);

async function stored(taskId: string) {
  const rows = resultRows<{ config: Record<string, unknown> }>(
    await t.app.deps.db.execute(sql`select config from tasks where id = ${taskId}`),
  );
  return rows[0]?.config;
}

async function completions(taskId: string, userId: string) {
  const rows = resultRows<{ n: number }>(
    await t.app.deps.db.execute(
      sql`select count(*)::int as n from task_completions where task_id = ${taskId} and user_id = ${userId}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

describe('the custom API task', () => {
  it('grants on { completed: true }, once, when the player submits twice at once', async () => {
    const path = `done-${unique()}`;
    const { taskId, event } = await customEvent(path);
    const gamer = await player();
    const answers = await Promise.all([submit(taskId, gamer.token), submit(taskId, gamer.token)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const status of statuses) expect([200, 409, 429]).toContain(status);
    const granted = answers.find((answer) => answer.statusCode === 200)!;
    expect(granted.json().granted).toBe(25);
    expect(await completions(taskId, gamer.user.id)).toBe(1);
    // What the endpoint got: the documented envelope, the chosen identities only.
    const sent = JSON.parse(endpoint.checks.get(path)![0]!.body);
    expect(sent).toMatchObject({
      type: 'task.check',
      data: {
        event: { id: event.id, slug: event.slug },
        task: { id: taskId, name: 'Reach level 5 in our game' },
        player: { id: gamer.user.id, wallet_address: null, username: gamer.body.username },
      },
    });
    expect(typeof sent.id).toBe('string');
    expect(Number.isNaN(Date.parse(sent.created_at))).toBe(false);
    expect(sent.data.player).not.toHaveProperty('telegram_id');
    expect(sent.data.player).not.toHaveProperty('email');
  });

  it('signs each check so the documented snippet verifies it with the secret shown once', async () => {
    const path = `signed-${unique()}`;
    const { taskId, secret, added, host, event } = await customEvent(path);
    expect(secret).toMatch(/^whsec_/);
    // The host's views never carry it again, sealed or not.
    expect(JSON.stringify(added.json().task)).not.toContain('signing_secret');
    const editor = await call('GET', `/api/events/${event.id}/editor`, host.owner.token);
    expect(editor.statusCode, editor.body).toBe(200);
    expect(editor.body).not.toContain('signing_secret');
    // Stored sealed: a copy of the database holds no usable secret.
    const sealed = (await stored(taskId))?.signing_secret as string;
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain(secret);
    const gamer = await player();
    expect((await submit(taskId, gamer.token)).statusCode).toBe(200);
    const [check] = endpoint.checks.get(path)!;
    expect(verifyW2ESignature(check!.signature, check!.body, secret)).toBe(true);
    expect(verifyW2ESignature(check!.signature, check!.body, 'whsec_other')).toBe(false);
    // An edit keeps the secret: the next check is signed with the same one, and none is shown.
    const edited = await call('PATCH', `/api/tasks/${taskId}`, host.owner.token, {
      ...customTask(endpoint.url(path)),
      id: taskId,
      name: 'Reach level 6',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().signing_secret).toBeUndefined();
    const other = await player();
    expect((await submit(taskId, other.token)).statusCode).toBe(200);
    const last = endpoint.checks.get(path)!.at(-1)!;
    expect(verifyW2ESignature(last.signature, last.body, secret)).toBe(true);
  });

  it('refuses on { completed: false } with the host’s reason, trimmed to one short line', async () => {
    const path = `no-${unique()}`;
    endpoint.answers.set(path, {
      status: 200,
      body: JSON.stringify({
        completed: false,
        reason: `Reach level 5 first\n(you are level 3)${' x'.repeat(300)}`,
      }),
    });
    const { taskId } = await customEvent(path);
    const gamer = await player();
    const answer = await submit(taskId, gamer.token);
    expect(answer.statusCode).toBe(400);
    const message = answer.json().message as string;
    expect(message.startsWith('The host’s server says: Reach level 5 first (you are level 3) x x')).toBe(
      true,
    );
    expect(message.length).toBeLessThanOrEqual('The host’s server says: '.length + 200);
    expect(await completions(taskId, gamer.user.id)).toBe(0);

    const bare = `no-reason-${unique()}`;
    endpoint.answers.set(bare, { status: 200, body: '{"completed":false}' });
    const second = await customEvent(bare);
    const refused = await submit(second.taskId, gamer.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The host’s server says this task is not completed yet');
  });

  it('answers "could not be checked" on a timeout, never a grant, and limits the recheck', async () => {
    const path = `slow-${unique()}`;
    endpoint.answers.set(path, { status: 200, body: '{"completed":true}', delayMs: TIMEOUT_MS * 10 });
    const { taskId } = await customEvent(path);
    const gamer = await player();
    const answer = await submit(taskId, gamer.token);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toBe('This task could not be checked, try again later');
    expect(await completions(taskId, gamer.user.id)).toBe(0);
    const again = await submit(taskId, gamer.token);
    expect(again.statusCode).toBe(429);
    expect(endpoint.checks.get(path)).toHaveLength(1);
  });

  it('answers "could not be checked" on a 500, a malformed answer or a refused connection', async () => {
    const gamer = await player();
    const cases: [string, { status: number; body: string }][] = [
      ['error', { status: 500, body: '{"completed":true}' }],
      ['not-json', { status: 200, body: 'completed' }],
      ['wrong-shape', { status: 200, body: '{"completed":"yes"}' }],
      ['array', { status: 200, body: '[true]' }],
    ];
    for (const [name, answer] of cases) {
      const path = `${name}-${unique()}`;
      endpoint.answers.set(path, answer);
      const { taskId } = await customEvent(path);
      const result = await submit(taskId, gamer.token);
      expect(result.statusCode, name).toBe(409);
      expect(result.json().message, name).toBe('This task could not be checked, try again later');
      expect(await completions(taskId, gamer.user.id), name).toBe(0);
    }
    // Nothing listening on the port: a network error.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const host = await project();
    const event = await draftOf(host);
    const task = customTask(`http://127.0.0.1:${port}/gone`);
    expect((await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, task)).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/events/${event.id}/publish`, host.owner.token)).statusCode).toBe(200);
    const down = await submit(task.id, gamer.token);
    expect(down.statusCode).toBe(409);
    expect(await completions(task.id, gamer.user.id)).toBe(0);
  });

  it('sends the player’s email only when they agree to share it', async () => {
    const path = `email-${unique()}`;
    const { taskId, event } = await customEvent(path, ['email', 'telegram_id']);
    const gamer = await player();
    // Players see what would be sent of them, never the host's endpoint or its secret.
    const listed = await call('GET', `/api/events/${event.slug}/tasks`, gamer.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const card = (listed.json().items as { id: string; settings: object; check: string }[]).find(
      (item) => item.id === taskId,
    );
    expect(card).toMatchObject({ check: 'automatic', settings: { identities: ['email', 'telegram_id'] } });
    expect(listed.body).not.toContain('127.0.0.1');
    expect(listed.body).not.toContain('signing_secret');
    const email = `gamer-${unique()}@example.com`;
    await usersRepository(t.app.deps.db).update(gamer.user.id, { email, telegramId: '4242' });
    endpoint.answers.set(path, { status: 200, body: '{"completed":false}' });
    expect((await submit(taskId, gamer.token)).statusCode).toBe(400);
    const first = JSON.parse(endpoint.checks.get(path)![0]!.body);
    expect(first.data.player).toEqual({ id: gamer.user.id, telegram_id: '4242' });

    const sharing = await player();
    await usersRepository(t.app.deps.db).update(sharing.user.id, { email: `s-${email}` });
    endpoint.answers.set(path, { status: 200, body: '{"completed":true}' });
    expect((await submit(taskId, sharing.token, { share_email: true })).statusCode).toBe(200);
    const second = JSON.parse(endpoint.checks.get(path)![1]!.body);
    expect(second.data.player).toEqual({ id: sharing.user.id, telegram_id: null, email: `s-${email}` });
  });

  it('refuses an endpoint that points inside when the task is saved, and writes nothing', async () => {
    const host = await project();
    const event = await draftOf(host);
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.7/check',
      'https://localhost/x',
    ]) {
      const task = customTask(url);
      const answer = await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, task);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toBe(
        'This URL points to a private or internal address, which this server cannot call',
      );
      expect(await stored(task.id)).toBeUndefined();
    }
    const plain = await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, {
      ...customTask('http://game.example/check'),
    });
    expect(plain.statusCode).toBe(400);
    // And on an edit.
    const task = customTask(endpoint.url('fine'));
    expect((await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, task)).statusCode).toBe(
      200,
    );
    const moved = await call('PATCH', `/api/tasks/${task.id}`, host.owner.token, {
      ...task,
      endpoint_url: 'https://192.168.1.1/check',
    });
    expect(moved.statusCode).toBe(400);
    expect((await stored(task.id))?.endpoint_url).toBe(endpoint.url('fine'));
  });

  it('is refused below the Enterprise plan, naming it', async () => {
    const host = await project('premium');
    const event = await draftOf(host);
    const task = customTask(endpoint.url('premium'));
    const answer = await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, task);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toContain('Enterprise');
    expect(await stored(task.id)).toBeUndefined();
  });
});
