import { BotApiStandIn } from '@w2e/bot/test/bot-api-stand-in';
import type { Notification, NotificationPage } from '@w2e/core/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTick } from '../../src/jobs/outbox';
import { usersRepository } from '../../src/modules/users/repository';
import { call, form, newPlayer, runningEvent, submit, t, unique, useEventApp } from '../support/event-kit';
import { SmtpStandIn } from '../support/smtp-stand-in';

/**
 * What the trust decisions tell (docs/trust.md, docs/notifications.md), on PGlite and PostgreSQL, through the
 * outbox's notifications consumer and the job queue, with an SMTP and a Bot API stand-in on loopback: a player
 * excluded or put back by hand is told with the host's reason, by mail and Telegram too (their defaults); the
 * host hears of appeals (once while unread); the appellant hears the answer once, not also the decision it made.
 */
const BOT_TOKEN = '7000000009:MINIAPP-test-token';
let smtp: SmtpStandIn;
let telegram: BotApiStandIn;
beforeAll(async () => {
  smtp = await new SmtpStandIn().start();
  telegram = await new BotApiStandIn().start();
});
useEventApp(() => ({
  smtpUrl: smtp.url,
  jobs: { enabled: true, expireSeconds: 120, retryDelaySeconds: 1 },
  telegram: { botToken: BOT_TOKEN, botUsername: 'w2e_test_bot', maxAgeSeconds: 3600 },
  telegramNotify: { apiRoot: telegram.apiRoot, perSecond: 25, callTimeoutMs: 10_000 },
}));
afterAll(async () => {
  await smtp.stop();
  await telegram.stop();
});

let nextTelegramId = 770_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
/** A player with a verified address, linked to Telegram with the bot allowed, in a language. */
async function reachable(language: 'en' | 'vi') {
  const made = await newPlayer();
  const email = `trust_${unique()}@example.com`;
  const chat = nextTelegramId++;
  await usersRepository(t.app.deps.db).update(made.user.id, { email, language, telegramId: String(chat) });
  const allowed = await call('POST', '/api/notifications/telegram-allowed', made.token);
  expect(allowed.statusCode, allowed.body).toBe(200);
  return { ...made, email, chat };
}

/** The player's notifications once there are `count` (the outbox read in bounded passes until then). */
async function inbox(token: string, count: number): Promise<Notification[]> {
  await expect
    .poll(
      async () => {
        await outboxTick(t.app.deps);
        return ((await call('GET', '/api/notifications', token)).json() as NotificationPage).total;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
  return ((await call('GET', '/api/notifications', token)).json() as NotificationPage).items;
}

const messagesTo = (chat: number) =>
  telegram.callsOf('sendMessage').filter((c) => Number(c.params.chat_id) === chat && !c.limited);

async function eventWithPlayers() {
  const title = `Trust notes ${unique()}`;
  const task = form({ fields: [{ label: 'Why?', kind: 'textarea', required: true }] });
  const { owner, event } = await runningEvent([task], { title });
  const join = async <P extends { token: string }>(player: P) => {
    const done = await submit(task.id, player.token, { form_answers: [`My own words ${unique()}`] });
    expect(done.statusCode, done.body).toBe(200);
    return player;
  };
  return { owner, event: { ...event, title }, join };
}

describe('notifications of trust decisions', { timeout: 120_000 }, () => {
  it('tells a player excluded by hand, with the reason, in the list, by mail and by Telegram in their language', async () => {
    const { owner, event, join } = await eventWithPlayers();
    const player = await join(await reachable('vi'));
    const bystander = await join(await newPlayer());
    const decided = await call(
      'POST',
      `/api/events/${event.id}/participants/${player.user.id}/decision`,
      owner.token,
      { decision: 'exclude', reason: 'Same device as three other accounts' },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const [note] = await inbox(player.token, 1);
    expect(note).toMatchObject({
      kind: 'trust_decided',
      params: { event: event.title, decision: 'exclude', reason: 'Same device as three other accounts' },
      target: { kind: 'event', slug: event.slug },
    });
    const mail = await smtp.mailTo(player.email, 30_000);
    expect(mail.subject).toBe(
      `Ban tổ chức đã loại bạn khỏi phần thưởng của ${event.title}: Same device as three other accounts`,
    );
    await expect.poll(() => messagesTo(player.chat).length, { timeout: 30_000 }).toBe(1);
    expect(String(messagesTo(player.chat)[0]!.params.text)).toContain('Same device as three other accounts');
    // Only the player decided on is told.
    expect(await inbox(bystander.token, 0)).toEqual([]);

    // Put back by hand: told too, with the host's reason.
    const cleared = await call(
      'POST',
      `/api/events/${event.id}/participants/${player.user.id}/decision`,
      owner.token,
      { decision: 'clear', reason: 'Checked: a shared family tablet' },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [latest] = await inbox(player.token, 2);
    expect(latest).toMatchObject({
      kind: 'trust_decided',
      params: { decision: 'clear', reason: 'Checked: a shared family tablet' },
    });
  });

  it('tells the host of appeals once while unread, and each appellant the answer once', async () => {
    const { owner, event, join } = await eventWithPlayers();
    const first = await join(await reachable('en'));
    const second = await join(await newPlayer());
    for (const player of [first, second])
      expect(
        (
          await call('POST', `/api/events/${event.id}/participants/${player.user.id}/decision`, owner.token, {
            decision: 'exclude',
            reason: 'One address with a farm',
          })
        ).statusCode,
      ).toBe(200);
    await inbox(first.token, 1);

    const appeal = async (player: { token: string }) => {
      const filed = await call('POST', `/api/events/${event.id}/appeals`, player.token, {
        text: 'We are a family on one home network, please check.',
      });
      expect(filed.statusCode, filed.body).toBe(200);
      return filed.json().appeal.id as string;
    };
    const firstAppeal = await appeal(first);
    const [waiting] = await inbox(owner.token, 1);
    expect(waiting).toMatchObject({
      kind: 'appeal_waiting',
      params: { event: event.title, player: first.body.full_name },
      target: { kind: 'participants', slug: event.slug },
    });
    const secondAppeal = await appeal(second);

    const accepted = await call('POST', `/api/appeals/${firstAppeal}/decision`, owner.token, {
      decision: 'accepted',
      answer: 'Checked with your family: welcome back.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The answer alone: the decision the acceptance wrote (in the same transaction, so read in the same pass or
    // before) is not told a second time; two notes in all, the exclusion and the answer.
    const firstNotes = await inbox(first.token, 2);
    expect(firstNotes[0]).toMatchObject({
      kind: 'appeal_answered',
      params: { event: event.title, decision: 'accepted', answer: 'Checked with your family: welcome back.' },
      target: { kind: 'event', slug: event.slug },
    });
    // The outbox is read in commit order: with the answer told, the second appeal (earlier) was read too, and
    // it added nothing to the host's unread note: a farm appealing as one is one note.
    expect(await inbox(owner.token, 1)).toHaveLength(1);
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(first.email)).map((m) => m.subject), {
        timeout: 30_000,
      })
      .toContain(
        `Your appeal in ${event.title} was accepted, you may win again: Checked with your family: welcome back.`,
      );

    const declined = await call('POST', `/api/appeals/${secondAppeal}/decision`, owner.token, {
      decision: 'rejected',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [answer] = await inbox(second.token, 2);
    expect(answer).toMatchObject({ kind: 'appeal_answered', params: { decision: 'rejected' } });
    expect(answer!.params).not.toHaveProperty('answer');
  });
});
