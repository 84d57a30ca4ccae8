import { randomUUID } from 'node:crypto';
import type { NotificationSettings } from '@w2e/core/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTick } from '../../src/jobs/outbox';
import { resultRows } from '../../src/lib/sql-rows';
import { usersRepository } from '../../src/modules/users/repository';
import { bearer, createTestApp, register, type TestApp } from '../support/helpers';
import { SmtpStandIn } from '../support/smtp-stand-in';

/**
 * Notifications by email (docs/notifications.md), on PGlite and PostgreSQL, through the job queue (pg-boss in
 * the database) and a real SMTP server on loopback: who gets a mail, in their language, with a one-click
 * unsubscribe that works without a session; the settings that decide it; and a job that exists only when the
 * transaction that sent it committed.
 */

let t: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await new SmtpStandIn().start();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: 'https://w2e.example',
    jobs: { enabled: true, expireSeconds: 120, retryDelaySeconds: 10 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
/** A player with a verified address (or none), in a language. */
async function player(options: { email?: boolean; language?: 'en' | 'vi' } = {}) {
  const made = await register(t.app, {}, `10.230.${serial++ % 250}.${1 + (Date.now() % 250)}`);
  const email = `n_${unique()}@example.com`;
  await usersRepository(t.app.deps.db).update(made.user.id, {
    email: options.email === false ? null : email,
    language: options.language ?? 'en',
  });
  return { ...made, email };
}
async function clanOwnedBy(owner: { token: string }) {
  const created = await call('POST', '/api/clans', owner.token, {
    name: `Mail ${unique()}`,
    type: 'private',
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().clan as { id: string; slug: string; name: string };
}
const invite = async (clan: { id: string }, owner: { token: string }, username: string) =>
  expect(
    (await call('POST', `/api/clans/${clan.id}/invitations`, owner.token, { username })).statusCode,
  ).toBe(200);

/** The notification-email jobs for a player's notifications, in any state. */
async function jobsFor(userId: string) {
  return resultRows<{ state: string }>(
    await t.app.deps.db.execute(sql`
      select j.state from jobs.job j join notifications n on n.id = (j.data->>'notification_id')::uuid
      where j.name = 'notification-email' and n.user_id = ${userId}`),
  );
}
/** Waits until the player's notifications exist (the outbox is read). */
async function notified(token: string, count: number) {
  await expect
    .poll(async () => {
      await outboxTick(t.app.deps);
      return (await call('GET', '/api/notifications', token)).json().total;
    })
    .toBe(count);
}

describe('notifications by email', () => {
  it('mails an invitation in the player’s language, with a link to it and a one-click unsubscribe', async () => {
    const owner = await player();
    const clan = await clanOwnedBy(owner);
    const vi = await player({ language: 'vi' });
    await invite(clan, owner, vi.body.username);
    await notified(vi.token, 1);
    const mail = await smtp.mailTo(vi.email, 30_000);
    expect(mail.subject).toBe(`Bạn được mời tham gia clan ${clan.name}`);
    expect(mail.text).toContain(`https://w2e.example/clan/${clan.slug}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')![1]!;
    expect(oneClick).toMatch(/^https:\/\/w2e\.example\/api\/notifications\/unsubscribe\?/);
    expect(mail.text).toContain('https://w2e.example/notifications/unsubscribe?');

    // The mail client's one-click POST, as RFC 8058 sends it: a form, no session.
    const url = new URL(oneClick);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    const settings = (
      await call('GET', '/api/users/notification-settings', vi.token)
    ).json() as NotificationSettings;
    expect(settings.settings.find((s) => s.kind === 'clan_invitation')).toEqual({
      kind: 'clan_invitation',
      email: false,
      telegram: true,
    });

    // The next invitation is in the list, and no mail is queued for it.
    await invite(await clanOwnedBy(owner), owner, vi.body.username);
    await notified(vi.token, 2);
    expect(await jobsFor(vi.user.id)).toHaveLength(1);
  });

  it('mails nobody without a verified address or who chose the list only, and follows the defaults', async () => {
    const owner = await player();
    const clan = await clanOwnedBy(owner);
    const noAddress = await player({ email: false });
    const quiet = await player();
    const defaults = (await call('GET', '/api/users/notification-settings', quiet.token)).json();
    expect(defaults.email_available).toBe(true);
    expect(
      Object.fromEntries(defaults.settings.map((s: { kind: string; email: boolean }) => [s.kind, s.email])),
    ).toMatchObject({
      reward_awarded: true,
      wheel_prize_won: true,
      clan_invitation: true,
      clan_request_accepted: false,
      submission_rejected: false,
    });
    const saved = await call('PATCH', '/api/users/notification-settings', quiet.token, {
      settings: [{ kind: 'clan_invitation', email: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.find((s: { kind: string }) => s.kind === 'wheel_prize_won').email).toBe(
      true,
    );
    for (const who of [noAddress, quiet]) await invite(clan, owner, who.body.username);
    await notified(noAddress.token, 1);
    await notified(quiet.token, 1);
    expect(await jobsFor(noAddress.user.id)).toEqual([]);
    expect(await jobsFor(quiet.user.id)).toEqual([]);
    expect(
      (await call('GET', '/api/users/notification-settings', noAddress.token)).json().email_available,
    ).toBe(false);
  });

  it('refuses a forged or broken unsubscribe and bad settings, changing nothing', async () => {
    const someone = await player();
    for (const payload of [
      { user: someone.user.id, kind: 'clan_invitation', token: 'forged' },
      { user: randomUUID(), kind: 'clan_invitation', token: 'x' },
      { user: someone.user.id, kind: 'nope', token: 'x' },
      {},
    ]) {
      const response = await call('POST', '/api/notifications/unsubscribe', undefined, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const body of [
      { settings: [] },
      { settings: [{ kind: 'nope', email: true }] },
      { settings: [{ kind: 'clan_invitation' }] },
    ])
      expect((await call('PATCH', '/api/users/notification-settings', someone.token, body)).statusCode).toBe(
        400,
      );
    expect((await call('GET', '/api/users/notification-settings')).statusCode).toBe(401);
    const settings = (
      await call('GET', '/api/users/notification-settings', someone.token)
    ).json() as NotificationSettings;
    expect(settings.settings.find((s) => s.kind === 'clan_invitation')?.email).toBe(true);
  });

  it('holds a job only when the transaction that sent it committed', async () => {
    const marker = randomUUID();
    const jobs = t.app.deps.jobs!;
    const count = async () =>
      resultRows<{ n: number }>(
        await t.app.deps.db.execute(
          sql`select count(*)::int as n from jobs.job where data->>'notification_id' = ${marker}`,
        ),
      )[0]!.n;
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await jobs.insert(tx, 'notification-email', [{ data: { notification_id: marker } }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(0);
    await t.app.deps.db.transaction((tx) =>
      jobs.insert(tx, 'notification-email', [{ data: { notification_id: marker } }]),
    );
    expect(await count()).toBe(1);
  });
});
