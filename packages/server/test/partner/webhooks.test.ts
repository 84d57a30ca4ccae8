import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTick } from '../../src/jobs/outbox';
import { resultRows } from '../../src/lib/sql-rows';
import { runWebhookDeliveries } from '../../src/modules/partner/webhooks-delivery';
import { webhooksRepository } from '../../src/modules/partner/webhooks-repository';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { verifyW2ESignature, WebhookReceiver } from '../support/webhook-receiver';

/**
 * Partner webhooks (docs/webhooks.md), on PGlite and PostgreSQL, against a receiver on loopback over real HTTP:
 * who may add them (Enterprise projects' managers, operators on any plan), the URLs refused when saved and at
 * delivery, the secret shown once and rotated with an overlap, deliveries in event order, retried under the
 * same id until the receiver answers, never sent twice at once, resent after a worker died, given up and the
 * webhook turned off with a mail, and sent again on request.
 */

let t: TestApp;
let receiver: WebhookReceiver;
let operator: Awaited<ReturnType<typeof register>>;
beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  const base = await createTestApp();
  await base.close();
  t = await createTestApp({
    outbound: { allowedHosts: ['127.0.0.1'] },
    webhooks: {
      ...base.config.webhooks,
      retryBaseMs: 1,
      retryMaxMs: 5,
      timeoutMs: 2_000,
    },
  });
  operator = await player();
  await usersRepository(t.app.deps.db).update((operator as { user: { id: string } }).user.id, {
    role: 'operator',
  });
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const player = () => register(t.app, {}, `10.41.${serial++ % 250}.${1 + (Date.now() % 250)}`);
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function project(tier: 'basic' | 'premium' | 'enterprise' = 'enterprise') {
  const owner = await player();
  const created = await call('POST', '/api/projects', owner.token, { name: `Hooks ${unique()}` });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().project.id as string;
  if (tier !== 'basic')
    expect((await call('PATCH', `/api/admin/projects/${id}/tier`, operator.token, { tier })).statusCode).toBe(
      200,
    );
  return { owner, id };
}

/** A running event of the project with `tasks` form tasks, published. */
async function eventOf(host: { owner: { token: string }; id: string; kind?: 'project' | 'clan' }, tasks = 1) {
  const created = await call('POST', '/api/events', host.owner.token, {
    host: { kind: host.kind ?? 'project', id: host.id },
    title: `Season ${unique()}`,
    slug: `season-${unique()}`,
    start_time: at(-HOUR),
    end_time: at(48 * HOUR),
    leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const event = created.json().event as { id: string; slug: string };
  const taskIds: string[] = [];
  for (let i = 0; i < tasks; i++) {
    const id = randomUUID();
    const added = await call('POST', `/api/events/${event.id}/tasks`, host.owner.token, {
      id,
      type: 'form',
      name: `Form ${i}`,
      score: 10,
      fields: [{ label: 'Email', kind: 'email', required: true }],
    });
    expect(added.statusCode, added.body).toBe(200);
    taskIds.push(id);
  }
  expect((await call('POST', `/api/events/${event.id}/publish`, host.owner.token)).statusCode).toBe(200);
  return { ...event, taskIds };
}

const complete = async (taskId: string, token: string) => {
  const done = await call('POST', `/api/tasks/${taskId}/submissions`, token, {
    form_answers: ['me@example.com'],
  });
  expect(done.statusCode, done.body).toBe(200);
};

async function addHook(
  host: { owner: { token: string }; id: string },
  eventTypes: string[] = ['participant.joined', 'task.completed'],
  url = receiver.url,
) {
  const made = await call('POST', `/api/projects/${host.id}/webhooks`, host.owner.token, {
    url,
    event_types: eventTypes,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json() as { webhook: { id: string }; secret: string };
}

/**
 * Reads the outbox until the webhook has `count` deliveries. On PostgreSQL a consumer sees an event only once
 * every transaction older than it has ended (the outbox's cursor waits for the cluster's oldest open
 * transaction), and other test files share the server: one read may find nothing yet.
 */
async function written(hookId: string, count: number) {
  for (let round = 0; round < 500; round++) {
    await outboxTick(t.app.deps);
    const [row] = resultRows<{ n: number }>(
      await t.app.deps.db.execute(
        sql`select count(*)::int as n from webhook_deliveries where webhook_id = ${hookId}`,
      ),
    );
    if (Number(row?.n) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} deliveries written`);
}

/** Works the webhook's line until nothing is pending (backoff is a few milliseconds here). */
async function drain(hookId: string, expected = 0) {
  if (expected > 0) await written(hookId, expected);
  else await outboxTick(t.app.deps);
  for (let round = 0; round < 200; round++) {
    await runWebhookDeliveries(t.app.deps, hookId);
    const [row] = resultRows<{ pending: number }>(
      await t.app.deps.db.execute(
        sql`select count(*)::int as pending from webhook_deliveries where webhook_id = ${hookId} and status = 'pending'`,
      ),
    );
    if (Number(row?.pending) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('deliveries still pending');
}

const deliveriesOf = async (host: { owner: { token: string }; id: string }, hookId: string, query = '') => {
  const page = await call(
    'GET',
    `/api/projects/${host.id}/webhooks/${hookId}/deliveries${query}`,
    host.owner.token,
  );
  expect(page.statusCode, page.body).toBe(200);
  return page.json() as {
    items: {
      id: string;
      event_type: string;
      status: string;
      attempts: number;
      last_status_code: number | null;
    }[];
    total: number;
  };
};

describe('who may manage webhooks', () => {
  it('refuses below Enterprise, naming the plan, strangers and the signed-out; lets operators in on any plan', async () => {
    const basic = await project('premium');
    const body = { url: receiver.url, event_types: ['task.completed'] };
    const refused = await call('POST', `/api/projects/${basic.id}/webhooks`, basic.owner.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Webhooks need the Enterprise plan');
    expect((await call('GET', `/api/projects/${basic.id}/webhooks`, basic.owner.token)).statusCode).toBe(403);
    const stranger = await player();
    const enterprise = await project();
    const foreign = await call('POST', `/api/projects/${enterprise.id}/webhooks`, stranger.token, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Only the project’s managers can manage its webhooks');
    expect((await call('POST', `/api/projects/${enterprise.id}/webhooks`, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/projects/${randomUUID()}/webhooks`, stranger.token)).statusCode).toBe(
      404,
    );
    const byOperator = await call('POST', `/api/projects/${basic.id}/webhooks`, operator.token, body);
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(
      (await call('GET', `/api/projects/${enterprise.id}/webhooks`, enterprise.owner.token)).json().items,
    ).toEqual([]);
  });

  it('refuses URLs that are not https or point inside, and bad event lists, writing nothing', async () => {
    const host = await project();
    const cases: [string, unknown, string][] = [
      ['http://hooks.example.com/x', ['task.completed'], 'The URL must start with https://'],
      [
        'https://10.0.0.8/x',
        ['task.completed'],
        'This URL points to a private or internal address, which webhooks cannot reach',
      ],
      [
        'https://169.254.169.254/latest',
        ['task.completed'],
        'This URL points to a private or internal address, which webhooks cannot reach',
      ],
      [
        'https://localhost./x',
        ['task.completed'],
        'This URL points to a private or internal address, which webhooks cannot reach',
      ],
      [
        'https://[::ffff:127.0.0.1]/x',
        ['task.completed'],
        'This URL points to a private or internal address, which webhooks cannot reach',
      ],
      [
        'https://2130706432/x',
        ['task.completed'],
        'This URL points to a private or internal address, which webhooks cannot reach',
      ],
      ['not a url', ['task.completed'], 'Enter a full URL, such as https://example.com/hooks/w2e'],
      [receiver.url, [], 'Choose at least one event'],
    ];
    for (const [url, eventTypes, message] of cases) {
      const answer = await call('POST', `/api/projects/${host.id}/webhooks`, host.owner.token, {
        url,
        event_types: eventTypes,
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toBe(message);
    }
    const unknownType = await call('POST', `/api/projects/${host.id}/webhooks`, host.owner.token, {
      url: receiver.url,
      event_types: ['wheel.prize_won'],
    });
    expect(unknownType.statusCode).toBe(400);
    expect((await call('GET', `/api/projects/${host.id}/webhooks`, host.owner.token)).json().items).toEqual(
      [],
    );
  });

  it('shows the secret once, changes, turns off and deletes a webhook; another project’s is not found', async () => {
    const host = await project();
    const { webhook, secret } = await addHook(host);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = await call('GET', `/api/projects/${host.id}/webhooks`, host.owner.token);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: webhook.id, url: receiver.url, enabled: true, disabled_reason: null }),
    ]);
    expect(list.body).not.toContain(secret);
    const [stored] = resultRows<{ secret: string }>(
      await t.app.deps.db.execute(sql`select secret from webhooks where id = ${webhook.id}`),
    );
    expect(stored?.secret).not.toContain(secret.slice(6));
    const patched = await call('PATCH', `/api/projects/${host.id}/webhooks/${webhook.id}`, host.owner.token, {
      event_types: ['event.finished'],
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().webhook).toMatchObject({
      event_types: ['event.finished'],
      enabled: false,
      disabled_reason: 'manual',
    });
    const inside = await call('PATCH', `/api/projects/${host.id}/webhooks/${webhook.id}`, host.owner.token, {
      url: 'https://192.168.0.10/hook',
    });
    expect(inside.statusCode).toBe(400);
    const other = await project();
    const otherHook = await addHook(other);
    for (const [method, suffix, payload] of [
      ['PATCH', '', { enabled: false }],
      ['DELETE', '', undefined],
      ['POST', '/rotate-secret', undefined],
      ['GET', '/deliveries', undefined],
      ['POST', '/redeliver', { failed_since: at(-HOUR) }],
    ] as const) {
      const answer = await call(
        method,
        `/api/projects/${host.id}/webhooks/${otherHook.webhook.id}${suffix}`,
        host.owner.token,
        payload,
      );
      expect(answer.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect(
      (
        await call('PATCH', `/api/projects/${other.id}/webhooks/${otherHook.webhook.id}`, host.owner.token, {
          enabled: false,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/projects/${host.id}/webhooks/${webhook.id}`, host.owner.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/projects/${host.id}/webhooks`, host.owner.token)).json().items).toEqual(
      [],
    );
  });

  it('keeps a project to ten webhooks, even when asked at once', async () => {
    const host = await project();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        call('POST', `/api/projects/${host.id}/webhooks`, host.owner.token, {
          url: receiver.url,
          event_types: ['task.completed'],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)[0]?.json().message).toBe(
      'A project or a clan can have at most 10 webhooks',
    );
    expect(
      (await call('GET', `/api/projects/${host.id}/webhooks`, host.owner.token)).json().items,
    ).toHaveLength(10);
  });
});

/** A public clan of a new owner, on `tier` (operators set it). */
async function clanHost(tier: 'basic' | 'enterprise' = 'enterprise') {
  const owner = await player();
  const created = await call('POST', '/api/clans', owner.token, { name: `Clan ${unique()}` });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().clan.id as string;
  if (tier !== 'basic')
    expect((await call('PATCH', `/api/admin/clans/${id}/tier`, operator.token, { tier })).statusCode).toBe(
      200,
    );
  return { owner, id };
}

describe('a clan’s webhooks', () => {
  it('refuses below Enterprise and to members who do not manage it; keeps the clan events to clans', async () => {
    const body = { url: receiver.url, event_types: ['clan.member_joined'] };
    const basic = await clanHost('basic');
    const low = await call('POST', `/api/clans/${basic.id}/webhooks`, basic.owner.token, body);
    expect(low.statusCode).toBe(403);
    expect(low.json().message).toBe('Webhooks need the Enterprise plan');
    const clan = await clanHost();
    const member = await player();
    expect((await call('POST', `/api/clans/${clan.id}/join`, member.token)).statusCode).toBe(200);
    const byMember = await call('POST', `/api/clans/${clan.id}/webhooks`, member.token, body);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Only the clan’s owner and admins can manage its webhooks');
    expect((await call('GET', `/api/clans/${randomUUID()}/webhooks`, member.token)).statusCode).toBe(404);
    // A project's webhook cannot ask for a clan's events; a project's webhook is not found through a clan.
    const host = await project();
    const refused = await call('POST', `/api/projects/${host.id}/webhooks`, host.owner.token, {
      url: receiver.url,
      event_types: ['task.completed', 'clan.member_joined', 'clan.member_left'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A project’s webhook cannot ask for the clan events: clan.member_joined, clan.member_left',
    );
    const { webhook } = await addHook(host);
    const patched = await call('PATCH', `/api/projects/${host.id}/webhooks/${webhook.id}`, host.owner.token, {
      event_types: ['clan.member_left'],
    });
    expect(patched.statusCode).toBe(400);
    expect(
      (await call('GET', `/api/clans/${clan.id}/webhooks/${webhook.id}/deliveries`, clan.owner.token))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/clans/${clan.id}/webhooks`, clan.owner.token)).json().items).toEqual([]);
  });

  it('keeps a clan to ten webhooks, even when asked at once', async () => {
    const clan = await clanHost();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        call('POST', `/api/clans/${clan.id}/webhooks`, clan.owner.token, {
          url: receiver.url,
          event_types: ['clan.member_joined'],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect((await call('GET', `/api/clans/${clan.id}/webhooks`, clan.owner.token)).json().items).toHaveLength(
      10,
    );
  });

  it('sends members joining and leaving, and what happens in the clan’s events, signed and in order', async () => {
    const clan = await clanHost();
    const made = await call('POST', `/api/clans/${clan.id}/webhooks`, clan.owner.token, {
      url: receiver.url,
      event_types: ['clan.member_joined', 'clan.member_left', 'task.completed'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const { webhook, secret } = made.json() as { webhook: { id: string; clan_id: string }; secret: string };
    expect(webhook).toMatchObject({ clan_id: clan.id, project_id: null });
    const from = receiver.received.length;
    const fan = await player();
    const kicked = await player();
    expect((await call('POST', `/api/clans/${clan.id}/join`, fan.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/clans/${clan.id}/join`, kicked.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/clans/${clan.id}/leave`, fan.token)).statusCode).toBe(200);
    const removed = await call('DELETE', `/api/clans/${clan.id}/members/${kicked.user.id}`, clan.owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    // An event the clan hosts: its completed task reaches the clan's webhook.
    const event = await eventOf({ owner: clan.owner, id: clan.id, kind: 'clan' });
    await complete(event.taskIds[0]!, fan.token);
    await drain(webhook.id, 5);
    const got = receiver.received.slice(from).filter((r) => r.answered === 200);
    for (const r of got) expect(verifyW2ESignature(r.signature, r.body, secret)).toBe(true);
    const bodies = got.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => [b.type, b.data.user_id])).toEqual([
      ['clan.member_joined', fan.user.id],
      ['clan.member_joined', kicked.user.id],
      ['clan.member_left', fan.user.id],
      ['clan.member_left', kicked.user.id],
      ['task.completed', fan.user.id],
    ]);
    expect(bodies[0]!.data).toMatchObject({ clan_id: clan.id, via: 'join' });
    expect(bodies[2]!.data).toMatchObject({ removed_by: null });
    expect(bodies[3]!.data).toMatchObject({ removed_by: clan.owner.user.id });
    expect(bodies[4]!.data).toMatchObject({ event_id: event.id });
    const page = await call(
      'GET',
      `/api/clans/${clan.id}/webhooks/${webhook.id}/deliveries`,
      clan.owner.token,
    );
    expect(page.json().total).toBe(5);
  });
});

describe('deliveries', () => {
  it('sends each event signed, in order, retrying a failing receiver under the same ids', async () => {
    const host = await project();
    const event = await eventOf(host, 2);
    const { webhook, secret } = await addHook(host);
    const from = receiver.received.length;
    receiver.failFirst = 2;
    const fan = await player();
    await complete(event.taskIds[0]!, fan.token);
    await complete(event.taskIds[1]!, fan.token);
    await drain(webhook.id, 3);
    const got = receiver.received.slice(from);
    // Two failures of the first delivery, then all three once, in the order they happened.
    expect(got.map((r) => r.answered)).toEqual([500, 500, 200, 200, 200]);
    expect(new Set(got.slice(0, 3).map((r) => r.deliveryId)).size).toBe(1);
    const delivered = got.filter((r) => r.answered === 200);
    const bodies = delivered.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['participant.joined', 'task.completed', 'task.completed']);
    expect(bodies.map((b) => b.data.task_id ?? null)).toEqual([null, event.taskIds[0], event.taskIds[1]]);
    for (const [i, r] of delivered.entries()) {
      expect(verifyW2ESignature(r.signature, r.body, secret)).toBe(true);
      expect(bodies[i].id).toBe(r.deliveryId);
      expect(bodies[i].data).toMatchObject({ event_id: event.id, user_id: fan.user.id });
      expect(Object.keys(bodies[i])).toEqual(['id', 'type', 'created_at', 'data']);
    }
    expect(verifyW2ESignature(delivered[0]!.signature, delivered[0]!.body, 'whsec_wrong')).toBe(false);
    expect(verifyW2ESignature(delivered[0]!.signature, `${delivered[0]!.body} `, secret)).toBe(false);
    const page = await deliveriesOf(host, webhook.id);
    expect(page.total).toBe(3);
    expect(page.items.map((d) => [d.event_type, d.status, d.attempts, d.last_status_code])).toEqual([
      ['task.completed', 'delivered', 1, 200],
      ['task.completed', 'delivered', 1, 200],
      ['participant.joined', 'delivered', 3, 200],
    ]);
    expect((await deliveriesOf(host, webhook.id, '?limit=1&offset=1')).items.map((d) => d.id)).toEqual([
      page.items[1]!.id,
    ]);
    // An event type it did not ask for, and another project's events, give it nothing.
    const other = await project();
    const otherEvent = await eventOf(other);
    await complete(otherEvent.taskIds[0]!, fan.token);
    await drain(webhook.id);
    expect((await deliveriesOf(host, webhook.id)).total).toBe(3);
  });

  it('never lets two workers send the same delivery at once, and keeps the order', async () => {
    const host = await project();
    const event = await eventOf(host, 3);
    const { webhook } = await addHook(host, ['task.completed']);
    const fans = [await player(), await player()];
    for (const fan of fans) for (const task of event.taskIds) await complete(task, fan.token);
    await written(webhook.id, 6);
    const from = receiver.received.length;
    receiver.delayMs = 30;
    try {
      await Promise.all([
        runWebhookDeliveries(t.app.deps, webhook.id),
        runWebhookDeliveries(t.app.deps, webhook.id),
        runWebhookDeliveries(t.app.deps, webhook.id),
      ]);
      await drain(webhook.id);
    } finally {
      receiver.delayMs = 0;
    }
    const ids = receiver.received.slice(from).map((r) => r.deliveryId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    const page = await deliveriesOf(host, webhook.id);
    // Sent oldest first: the list is newest first.
    expect(ids).toEqual(page.items.map((d) => d.id).reverse());
  });

  it('sends again under the same id when the worker that held it died before recording', async () => {
    const host = await project();
    const event = await eventOf(host);
    const { webhook } = await addHook(host, ['task.completed']);
    await complete(event.taskIds[0]!, (await player()).token);
    await written(webhook.id, 1);
    const repo = webhooksRepository(t.app.deps.db);
    // A worker took it (and, say, sent it) and died: while its lease lasts nobody sends it.
    const held = await repo.claimHead(webhook.id, randomUUID(), 60);
    expect(held).not.toBeNull();
    const from = receiver.received.length;
    expect(await runWebhookDeliveries(t.app.deps, webhook.id)).toBe(0);
    expect(receiver.received.length).toBe(from);
    await t.app.deps.db.execute(
      sql`update webhook_deliveries set lease_until = now() - interval '1 second' where id = ${held!.id}`,
    );
    await drain(webhook.id);
    expect(receiver.received.slice(from).map((r) => r.deliveryId)).toEqual([held!.id]);
    expect((await deliveriesOf(host, webhook.id)).items[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
  });

  it('signs with the old and the new secret while a rotation overlaps', async () => {
    const host = await project();
    const event = await eventOf(host, 1);
    const { webhook, secret: old } = await addHook(host, ['task.completed']);
    const rotated = await call(
      'POST',
      `/api/projects/${host.id}/webhooks/${webhook.id}/rotate-secret`,
      host.owner.token,
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    expect(secret).not.toBe(old);
    expect(rotated.json().webhook.previous_secret_expires_at).not.toBeNull();
    const from = receiver.received.length;
    await complete(event.taskIds[0]!, (await player()).token);
    await drain(webhook.id, 1);
    const [got] = receiver.received.slice(from);
    expect(got!.signature.match(/v1=/g)).toHaveLength(2);
    expect(verifyW2ESignature(got!.signature, got!.body, secret)).toBe(true);
    expect(verifyW2ESignature(got!.signature, got!.body, old)).toBe(true);
  });

  it('checks the address again at each delivery: a host no longer allowed is not called', async () => {
    const host = await project();
    const event = await eventOf(host);
    const { webhook } = await addHook(host, ['task.completed']);
    const allowed = t.app.deps.config.outbound.allowedHosts;
    const from = receiver.received.length;
    allowed.splice(0, allowed.length);
    try {
      await complete(event.taskIds[0]!, (await player()).token);
      await written(webhook.id, 1);
      await runWebhookDeliveries(t.app.deps, webhook.id);
    } finally {
      allowed.push('127.0.0.1');
    }
    expect(receiver.received.length).toBe(from);
    const [row] = resultRows<{ last_error: string; status: string }>(
      await t.app.deps.db.execute(
        sql`select last_error, status from webhook_deliveries where webhook_id = ${webhook.id}`,
      ),
    );
    expect(row).toEqual({ last_error: 'refused: not_https', status: 'pending' });
  });

  it('gives up after the retry window, turns the webhook off and mails its host; redelivery sends it again', async () => {
    const host = await project();
    await usersRepository(t.app.deps.db).update(host.owner.user.id, {
      email: `host_${unique()}@example.com`,
    });
    const event = await eventOf(host);
    const { webhook } = await addHook(host, ['task.completed']);
    const config = t.app.deps.config.webhooks;
    const window = config.retryWindowSeconds;
    receiver.answer = 503;
    config.retryWindowSeconds = 1;
    try {
      await complete(event.taskIds[0]!, (await player()).token);
      await written(webhook.id, 1);
      await expect
        .poll(async () => {
          await runWebhookDeliveries(t.app.deps, webhook.id);
          return (await deliveriesOf(host, webhook.id)).items[0]?.status;
        })
        .toBe('failed');
    } finally {
      receiver.answer = 200;
      config.retryWindowSeconds = window;
    }
    const list = (await call('GET', `/api/projects/${host.id}/webhooks`, host.owner.token)).json().items;
    expect(list[0]).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(list[0].consecutive_failures).toBeGreaterThan(0);
    const [mail] = resultRows<{ subject: string; text: string }>(
      await t.app.deps.db.execute(
        sql`select subject, text from mail_outbox where subject = ${`Your webhook was turned off: ${receiver.url}`}`,
      ),
    );
    expect(mail?.text).toContain('failed for 0 hours');
    // Turned off, it takes no new events; on again, and the failed one sent again since a time, it delivers.
    await complete(event.taskIds[0]!, (await player()).token);
    await outboxTick(t.app.deps);
    expect((await deliveriesOf(host, webhook.id)).total).toBe(1);
    const failedId = (await deliveriesOf(host, webhook.id)).items[0]!.id;
    const on = await call('PATCH', `/api/projects/${host.id}/webhooks/${webhook.id}`, host.owner.token, {
      enabled: true,
    });
    expect(on.json().webhook).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
      disabled_reason: null,
    });
    const bad = await call(
      'POST',
      `/api/projects/${host.id}/webhooks/${webhook.id}/redeliver`,
      host.owner.token,
      {},
    );
    expect(bad.statusCode).toBe(400);
    const unknown = await call(
      'POST',
      `/api/projects/${host.id}/webhooks/${webhook.id}/redeliver`,
      host.owner.token,
      {
        delivery_id: randomUUID(),
      },
    );
    expect(unknown.statusCode).toBe(404);
    const again = await call(
      'POST',
      `/api/projects/${host.id}/webhooks/${webhook.id}/redeliver`,
      host.owner.token,
      {
        failed_since: at(-HOUR),
      },
    );
    expect(again.json()).toMatchObject({ count: 1, message: '1 delivery queued again' });
    const from = receiver.received.length;
    await drain(webhook.id);
    expect(receiver.received.slice(from).map((r) => [r.deliveryId, r.answered])).toEqual([[failedId, 200]]);
    // One delivered delivery, sent again by id: the same id once more.
    const one = await call(
      'POST',
      `/api/projects/${host.id}/webhooks/${webhook.id}/redeliver`,
      host.owner.token,
      {
        delivery_id: failedId,
      },
    );
    expect(one.json().count).toBe(1);
    await drain(webhook.id);
    expect(receiver.received.slice(from).map((r) => r.deliveryId)).toEqual([failedId, failedId]);
  });
});
