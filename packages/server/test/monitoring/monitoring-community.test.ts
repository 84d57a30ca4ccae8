import {
  BotApiStandIn,
  callbackUpdate,
  chatMemberUpdate,
  groupMessage,
  joinUpdate,
  myChatMemberUpdate,
  reactionUpdate,
  type TestChat,
  textUpdate,
} from '@w2e/bot/test/bot-api-stand-in';
import {
  type ChatInsights,
  type MonitoringOverview,
  REMOVALS_PER_SECOND,
  type SeenMemberList,
} from '@w2e/core/contracts/monitoring';
import { eq, sql } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import {
  monitoringActivityInbox,
  monitoringChats,
  monitoringMembers,
  monitoringReferrals,
} from '../../src/db/schema/monitoring';
import { projects } from '../../src/db/schema/projects';
import { users } from '../../src/db/schema/users';
import { resultRows } from '../../src/lib/sql-rows';
import { creditChatReferral } from '../../src/modules/monitoring/dashboard';
import { miniGamePointsFor } from '../../src/modules/monitoring/game';
import { inactiveWhere } from '../../src/modules/monitoring/members';
import { databaseMonitoringStore } from '../../src/modules/monitoring/repository';
import { bearer, openTestDatabase, register, type TestApp } from '../support/helpers';
import { deliver, PULSE_BOT, startMonitoringApp } from '../support/monitoring-harness';

let api: BotApiStandIn;
let t: TestApp;
let database: Database;
let owner: { token: string; telegramId: number; userId: string };
let stranger: { token: string };
const logs: { msg: string; [key: string]: unknown }[] = [];
const logged = (msg: string) => logs.filter((l) => l.msg === msg);
let nextChat = -1002000000100;

const send = (update: Update, bot: 'guard' | 'pulse' = 'guard') => deliver(t.app, update, bot);
const tick = () => t.app.monitoring.tick();

beforeAll(async () => {
  api = await new BotApiStandIn().start();
  database = await openTestDatabase((await import('../../src/config')).loadConfig({}).migrationsDir);
  t = await startMonitoringApp(api, database, logs);
  const o = await register(t.app);
  owner = { token: o.token, telegramId: 556_001, userId: o.user.id };
  await t.app.deps.db
    .update(users)
    .set({ telegramId: String(owner.telegramId) })
    .where(eq(users.id, o.user.id));
  stranger = { token: (await register(t.app)).token };
});

afterAll(async () => {
  await t?.close();

  await api?.stop();
});

/** A group with both bots as admins, added by the owner (a Telegram admin of it), captcha off unless asked. */
async function group(title: string, settings: Record<string, unknown> = { enabled: false }) {
  const chat: TestChat = { id: nextChat--, type: 'supergroup', title };
  await send(myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator' }));
  await send(
    myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator', bot: PULSE_BOT }),
    'pulse',
  );
  api.admins.add(`${chat.id}:${owner.telegramId}`);
  const id = (await overview()).chats.find((c) => c.chat_id === String(chat.id))!.id;
  if (Object.keys(settings).length > 0) {
    const response = await patchSettings(id, settings);
    expect(response.statusCode).toBe(200);
  }
  return { chat, id };
}

async function overview(token = owner.token): Promise<MonitoringOverview> {
  const response = await t.app.inject({ method: 'GET', url: '/api/monitoring', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const patchSettings = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/monitoring/chats/${id}/settings`,
    headers: bearer(owner.token),
    payload,
  });

async function insights(id: string): Promise<ChatInsights> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/monitoring/chats/${id}/insights?days=30`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function members(id: string, query = ''): Promise<SeenMemberList> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/monitoring/chats/${id}/members${query}`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const lastText = (chatId: number) =>
  String(
    api
      .callsOf('sendMessage')
      .filter((c) => Number(c.params.chat_id) === chatId)
      .at(-1)?.params.text,
  );

const ANH = { id: 801, first_name: 'Anh' };
const BINH = { id: 802, first_name: 'Binh' };
const CHI = { id: 803, first_name: 'Chi' };

describe('contribution statistics', () => {
  it('counts a scripted day of messages, replies, media and reactions per member, without the text, in batches', async () => {
    const { chat, id } = await group('Counting');
    const at = (hour: number) => Math.floor(Date.UTC(2026, 10, 23, hour) / 1000);
    const now = Math.floor(Date.now() / 1000);
    // Every message on the same UTC day as now, and that day looked up by its date, whenever the test runs (at
    // 00:02 UTC, messages of a few minutes ago were yesterday's, and the day may turn before the counting).
    const dayStart = now - (now % 86_400);
    const todayKey = new Date(dayStart * 1000).toISOString().slice(0, 10);
    const dayOf = (view: ChatInsights) => view.days.find((d) => d.day === todayKey);
    const day: Update[] = [];
    for (let i = 0; i < 5; i++) {
      day.push(groupMessage(chat, ANH, `secret plan ${i}`, { date: Math.max(dayStart, now - 60 * i) }));
    }
    day.push(
      groupMessage(chat, BINH, 'a reply', {
        date: now,
        reply_to_message: { message_id: 1, date: now, chat, text: 'x' },
      }),
    );
    day.push(
      groupMessage(chat, BINH, '', {
        date: now,
        photo: [{ file_id: 'p', file_unique_id: 'p', width: 1, height: 1 }],
      }),
    );
    day.push(
      groupMessage(chat, { id: 9999, first_name: 'Spam', is_bot: true } as never, 'bot talk', { date: now }),
    );
    for (const u of day) await send(u, 'pulse');
    await send(reactionUpdate(chat, CHI, { new: ['👍'] }), 'pulse');
    await send(reactionUpdate(chat, CHI, { new: ['👍', '🔥'], old: ['👍'] }), 'pulse');
    await send(reactionUpdate(chat, ANH, { new: ['🔥'], old: ['👍'] }), 'pulse'); // changed, not added
    expect(at(0)).toBeGreaterThan(0);

    // Queued, not yet counted: the counting runs in the tick, in batches.
    expect((await insights(id)).top_7).toEqual([]);
    const queued = await t.app.deps.db.select().from(monitoringActivityInbox);
    expect(queued.length).toBeGreaterThanOrEqual(9);
    expect(JSON.stringify(queued)).not.toContain('secret plan');
    await tick();
    expect(await t.app.deps.db.select().from(monitoringActivityInbox)).toHaveLength(0);

    const view = await insights(id);
    const today = dayOf(view);
    expect(today).toMatchObject({ messages: 7, replies: 1, media: 1, reactions: 2, active_members: 3 });
    expect(view.top_7.map((c) => [c.user_name, c.messages, c.replies, c.media, c.reactions])).toEqual([
      ['Anh', 5, 0, 0, 0],
      ['Binh', 2, 1, 1, 0],
      ['Chi', 0, 0, 0, 2],
    ]);
    expect(view.top_30).toEqual(view.top_7);
    // A second tick counts nothing twice.
    await tick();
    expect(dayOf(await insights(id))?.messages).toBe(7);

    // /stats: admins only.
    await send(groupMessage(chat, BINH, '/stats'), 'pulse');
    expect(lastText(chat.id)).toBe('Only the admins of this chat can do that.');
    expect(logged('/stats from a non-admin refused')).toHaveLength(1);
    await send(groupMessage(chat, { id: owner.telegramId, first_name: 'Owner' }, '/stats'), 'pulse');
    const stats = lastText(chat.id);
    expect(stats).toContain('Top contributors in Counting');
    expect(stats).toContain('1. Anh: 5 messages, 0 reactions');
    expect(stats).toContain('Last 30 days:');
  });
});

describe('members seen, coverage and inactive members', () => {
  it('lists the members seen with their last activity, the inactive ones, and the coverage against Telegram’s count', async () => {
    const { chat, id } = await group('Quiet corner', { enabled: false, inactive_days: 14 });
    api.memberCounts.set(chat.id, 40);
    for (const u of [ANH, BINH, CHI]) await send(joinUpdate(chat, u));
    await send(groupMessage(chat, ANH, 'hello'), 'pulse');
    await tick();
    // Binh and Chi went quiet 20 days ago; the owner (an admin) never counts as inactive.
    await t.app.deps.db.execute(sql`
      update monitoring_members set last_active_at = now() - interval '20 days'
      where user_id in (${BINH.id}, ${CHI.id}) and chat_ref = ${id}
    `);
    const view = await insights(id);
    expect(view.coverage).toMatchObject({ seen: 3, seen_in_chat: 3, member_count: 40 });
    expect(view.inactive).toBe(2);
    const all = await members(id);
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ user_name: 'Anh', status: 'member', messages: 1 });
    const inactive = await members(id, '?inactive_days=14');
    expect(inactive.items.map((m) => m.user_name)).toEqual(['Binh', 'Chi']);
    expect((await members(id, '?inactive_days=30')).total).toBe(0);
    await send(chatMemberUpdate(chat, CHI, { from: 'member', to: 'left' }));
    expect((await members(id, '?inactive_days=14')).total).toBe(1);
    expect((await insights(id)).coverage).toMatchObject({ seen: 3, seen_in_chat: 2 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/monitoring/chats/${id}/members.csv`,
      headers: bearer(owner.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'user_id,user_name,status,joined_at,last_active_at,captcha_passed,messages,reactions,referrals',
    );
    expect(csv.body).toContain(`${CHI.id},Chi,left,`);
  });

  it('shows a chat’s dashboard only to its Telegram admins (refreshed), 403 to others, 404 for unknown chats', async () => {
    const { chat, id } = await group('Private club');
    for (const path of ['insights', 'members', 'members.csv', 'member-events']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/monitoring/chats/${id}/${path}`,
        headers: bearer(stranger.token),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('monitoring:notChatAdmin');
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/monitoring/chats/00000000-0000-4000-8000-000000000000/insights',
      headers: bearer(owner.token),
    });
    expect(unknown.statusCode).toBe(404);
    // The owner stops being an admin: after the refresh, the dashboard is closed to them too.
    api.admins.delete(`${chat.id}:${owner.telegramId}`);
    await t.app.deps.db
      .update(monitoringChats)
      .set({ adminsCheckedAt: sql`now() - interval '1 hour'` })
      .where(eq(monitoringChats.id, id));
    const demoted = await t.app.inject({
      method: 'GET',
      url: `/api/monitoring/chats/${id}/insights`,
      headers: bearer(owner.token),
    });
    expect(demoted.statusCode).toBe(403);
    expect(api.callsOf('getChatAdministrators').length).toBeGreaterThan(0);
  });
});

describe('bulk removal of inactive members', () => {
  it('removes after confirmation at a paced rate, refuses a second run, and undo unbans them', async () => {
    const { chat, id } = await group('Big hall', { enabled: false, inactive_days: 7 });
    const quiet = Array.from({ length: 25 }, (_, i) => ({ id: 90_000 + i, first_name: `Q${i}` }));
    for (const u of quiet) await send(joinUpdate(chat, u));
    await t.app.deps.db.execute(sql`
      update monitoring_members set last_active_at = now() - interval '10 days' where chat_ref = ${id}
    `);
    const remove = (expected: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/monitoring/chats/${id}/removals`,
        headers: bearer(owner.token),
        payload: { inactive_days: 7, expected },
      });
    const moved = await remove(24);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('monitoring:removalCountChanged');
    const started = await remove(25);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'running', total: 25, pending: 25 });
    expect((await remove(25)).statusCode).toBe(409);

    const bans = () => api.callsOf('banChatMember').filter((c) => Number(c.params.chat_id) === chat.id);
    const deadline = Date.now() + 8000;
    while (bans().length < 25 && Date.now() < deadline) {
      await tick();
      await new Promise((r) => setTimeout(r, 200));
    }
    const times = bans().map((c) => c.at);
    expect(times).toHaveLength(25);
    // Within the pace: never more than REMOVALS_PER_SECOND bans in any one second.
    for (const start of times) {
      expect(times.filter((x) => x >= start && x < start + 1000).length).toBeLessThanOrEqual(
        REMOVALS_PER_SECOND,
      );
    }
    expect(new Set(bans().map((c) => c.params.user_id)).size).toBe(25);
    expect((await insights(id)).removal).toMatchObject({ removed: 25, pending: 0 });
    expect((await members(id, '?inactive_days=7')).total).toBe(0);

    const removalId = started.json().id;
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${id}/removals/${removalId}/undo`,
      headers: bearer(owner.token),
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().status).toBe('undone');
    await tick();
    await tick();
    const unbans = api.callsOf('unbanChatMember').filter((c) => Number(c.params.chat_id) === chat.id);
    expect(new Set(unbans.map((c) => c.params.user_id)).size).toBe(25);
    expect((await members(id, '?inactive_days=7')).total).toBe(25);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${id}/removals/${removalId}/undo`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('referral links', () => {
  it('gives each member one link named after them, refuses outsiders, and survives a flood of /invite', async () => {
    const { chat } = await group('Referrers');
    const em = { id: 805, first_name: 'Em' };
    await send(groupMessage(chat, em, 'hi'), 'pulse');
    await tick();
    const before = api.callsOf('createChatInviteLink').length;
    await Promise.all(Array.from({ length: 6 }, () => send(textUpdate('/invite', em), 'pulse')));
    const created = api.callsOf('createChatInviteLink').slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]!.params).toMatchObject({ chat_id: chat.id, name: `Em #${em.id}` });
    const replies = api.callsOf('sendMessage').filter((c) => Number(c.params.chat_id) === em.id);
    const links = replies.map((c) => /https:\/\/t\.me\/\+standin\d+/.exec(String(c.params.text))?.[0]);
    // Every answer to the flood is the one link, or "being created, ask again".
    expect(new Set(links.filter(Boolean)).size).toBe(1);

    // Someone the bots saw in several chats picks one.
    const second = await group('Second room');
    await send(groupMessage(chat, ANH, 'hi'), 'pulse');
    await send(groupMessage(second.chat, ANH, 'hi'), 'pulse');
    await tick();
    await send(textUpdate('/invite', ANH), 'pulse');
    const choice = api
      .callsOf('sendMessage')
      .filter((c) => Number(c.params.chat_id) === ANH.id)
      .at(-1)!;
    expect(String(choice.params.text)).toBe('Which chat do you want your invite link for?');
    const keyboard = (
      choice.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard.flat();
    const button = keyboard.find((b) => b.text === 'Referrers')!;
    expect(keyboard.length).toBeGreaterThan(1);
    await send(callbackUpdate(ANH, { chatId: ANH.id, messageId: 1 }, button.callback_data), 'pulse');
    expect(api.callsOf('createChatInviteLink').at(-1)!.params).toMatchObject({
      chat_id: chat.id,
      name: `Anh #${ANH.id}`,
    });

    // Someone the bots saw, who has left since: Telegram says so, no link.
    const dung = { id: 804, first_name: 'Dung' };
    await send(groupMessage(chat, dung, 'bye'), 'pulse');
    await tick();
    api.outsiders.add(`${chat.id}:${dung.id}`);
    await send(textUpdate('/invite', dung), 'pulse');
    expect(lastText(dung.id)).toBe('You are not a member of Referrers, so I cannot give you a link to it.');
    expect(api.callsOf('createChatInviteLink').length).toBe(before + 2);
    expect(logged('invite link asked by someone not in the chat').length).toBeGreaterThan(0);
  });

  it('credits a join through the link only after the captcha and 24 hours, never a leaver, and ranks referrers', async () => {
    const { chat, id } = await group('Growing', { enabled: true });
    const store = databaseMonitoringStore(t.app.deps.db);
    const GIANG = { id: 807, first_name: 'Giang' };
    await send(groupMessage(chat, GIANG, 'hi'), 'pulse');
    await tick();
    await send(textUpdate('/invite', GIANG), 'pulse');
    const link = String(api.callsOf('createChatInviteLink').at(-1)!.params.name);
    const url = /https:\/\/t\.me\/\+standin\d+/.exec(lastText(GIANG.id))![0];

    const stays = { id: 811, first_name: 'Stays' };
    const leaves = { id: 812, first_name: 'Leaves' };
    const noCaptcha = { id: 813, first_name: 'Silent' };
    // Guard sees another bot's link shortened, with its name.
    const shortened = { invite_link: `${url.slice(0, 20)}…`, name: link };
    for (const u of [stays, leaves, noCaptcha]) await send(joinUpdate(chat, u, { inviteLink: shortened }));
    // Binh's own link, used by Binh (rejoining): no self-credit.
    await send(joinUpdate(chat, GIANG, { inviteLink: { invite_link: url, name: link } }));
    for (const u of [stays, leaves]) {
      await store.recordMemberEvent(chat.id, {
        userId: u.id,
        userName: u.first_name,
        kind: 'captcha_passed',
        at: new Date(),
        dedupeKey: `test:${u.id}:passed`,
      });
    }
    await send(chatMemberUpdate(chat, leaves, { from: 'member', to: 'left' }));
    let board = (await insights(id)).referrers;
    expect(board).toEqual([{ user_id: String(GIANG.id), user_name: 'Giang', confirmed: 0, pending: 2 }]);

    // Not due yet: nothing changes.
    await tick();
    expect((await insights(id)).referrers[0]).toMatchObject({ confirmed: 0, pending: 2 });
    // 24 hours later.
    await t.app.deps.db
      .update(monitoringReferrals)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(monitoringReferrals.referrerId, GIANG.id));
    await tick();
    board = (await insights(id)).referrers;
    expect(board).toEqual([{ user_id: String(GIANG.id), user_name: 'Giang', confirmed: 1, pending: 0 }]);
    const decided = await t.app.deps.db
      .select({
        who: monitoringReferrals.newcomerId,
        status: monitoringReferrals.status,
        reason: monitoringReferrals.reason,
      })
      .from(monitoringReferrals)
      .where(eq(monitoringReferrals.referrerId, GIANG.id));
    expect(decided.sort((a, b) => a.who - b.who)).toEqual([
      { who: stays.id, status: 'confirmed', reason: null },
      { who: leaves.id, status: 'void', reason: 'left' },
      { who: noCaptcha.id, status: 'void', reason: 'no_captcha' },
    ]);
    expect((await members(id)).items.find((m) => m.user_id === String(GIANG.id))!.referrals).toBe(1);

    // A referrer who left the chat is credited nothing for joins through their old link.
    await send(chatMemberUpdate(chat, GIANG, { from: 'member', to: 'left' }));
    await send(
      joinUpdate(chat, { id: 814, first_name: 'Late' }, { inviteLink: { invite_link: url, name: link } }),
    );
    const [late] = await t.app.deps.db
      .select()
      .from(monitoringReferrals)
      .where(eq(monitoringReferrals.newcomerId, 814));
    expect(late).toMatchObject({ status: 'void', reason: 'referrer_left' });

    // The newcomer signs up on the portal with Telegram: Binh's portal account becomes their referrer.
    const binhPortal = await register(t.app);
    await t.app.deps.db
      .update(users)
      .set({ telegramId: String(GIANG.id) })
      .where(eq(users.id, binhPortal.user.id));
    const newcomer = await register(t.app);
    const [row] = await t.app.deps.db
      .update(users)
      .set({ telegramId: String(stays.id) })
      .where(eq(users.id, newcomer.user.id))
      .returning();
    await creditChatReferral(t.app.deps, row!);
    const [credited] = await t.app.deps.db.select().from(users).where(eq(users.id, newcomer.user.id));
    expect(credited!.referredBy).toBe(binhPortal.user.id);
  });

  it('answers the Mini App’s invite-link call for a Telegram user in the chat, and refuses others', async () => {
    const { chat, id } = await group('Mini App chat');
    const call = (token: string, chatRef = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/monitoring/chats/${chatRef}/invite-link`,
        headers: bearer(token),
      });
    const ok = await call(owner.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      chat_id: String(chat.id),
      name: expect.stringContaining(`#${owner.telegramId}`),
    });
    expect(ok.json().portal_referral_url).toContain('/auth/register?referral_code=');
    expect((await call(owner.token, String(chat.id))).json().invite_link).toBe(ok.json().invite_link);
    const noTelegram = await call(stranger.token);
    expect(noTelegram.statusCode).toBe(403);
    expect(noTelegram.json().code).toBe('monitoring:telegramRequired');
    api.outsiders.add(`${chat.id}:${owner.telegramId}`);
    api.admins.delete(`${chat.id}:${owner.telegramId}`);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${id}/invite-link`,
      headers: bearer(owner.token),
    });
    // Already has a link: the membership is checked first, so a member who left gets nothing.
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('monitoring:inviteNotMember');
  });
});

describe('the mini-game', () => {
  it('plays a dice duel round, scores it per chat, and exposes the points for events', async () => {
    const { chat, id } = await group('Players');
    const refused = await patchSettings(id, { minigame_enabled: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('monitoring:minigamePremium');
    await t.app.deps.db
      .insert(projects)
      .values({ ownerId: owner.userId, name: 'Premium project', slug: 'premium-project', tier: 'premium' });
    expect(
      (await patchSettings(id, { minigame_enabled: true, event_ref: 'event:spring-cup' })).statusCode,
    ).toBe(200);
    expect((await insights(id)).minigame_allowed).toBe(true);

    const since = new Date(Date.now() - 1000);
    await send(groupMessage(chat, ANH, '/duel'), 'pulse');
    const open = api
      .callsOf('sendMessage')
      .filter((c) => Number(c.params.chat_id) === chat.id)
      .at(-1)!;
    expect(String(open.params.text)).toContain('Anh opens a dice duel');
    const data = (open.params.reply_markup as { inline_keyboard: { callback_data: string }[][] })
      .inline_keyboard[0]![0]!.callback_data;
    await send(groupMessage(chat, BINH, '/duel'), 'pulse');
    expect(lastText(chat.id)).toBe('A duel is already open in this chat.');

    const messageId = 1;
    // Anh can't accept their own duel.
    await send(callbackUpdate(ANH, { chatId: chat.id, messageId }, data), 'pulse');
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      'This duel is over, or it is your own.',
    );
    api.diceValues.push(5, 2);
    await send(callbackUpdate(BINH, { chatId: chat.id, messageId }, data), 'pulse');
    expect(api.callsOf('sendDice').filter((c) => Number(c.params.chat_id) === chat.id)).toHaveLength(2);
    const result = api.callsOf('editMessageText').at(-1)!;
    expect(String(result.params.text)).toContain('Anh rolled 5, Binh rolled 2: Anh wins 3 points');
    // A late press changes nothing.
    await send(callbackUpdate(CHI, { chatId: chat.id, messageId }, data), 'pulse');
    expect(api.callsOf('sendDice').filter((c) => Number(c.params.chat_id) === chat.id)).toHaveLength(2);

    await send(groupMessage(chat, CHI, '/points'), 'pulse');
    expect(lastText(chat.id)).toContain('1. Anh: 3');
    expect((await insights(id)).game).toEqual([
      { user_id: String(ANH.id), user_name: 'Anh', points: 3 },
      { user_id: String(BINH.id), user_name: 'Binh', points: 0 },
    ]);
    expect(await miniGamePointsFor(t.app.deps.db, chat.id, ANH.id, since)).toBe(3);
    expect(await miniGamePointsFor(t.app.deps.db, chat.id, ANH.id, new Date(Date.now() + 60_000))).toBe(0);
  });
});

describe('the real-humans ratio', () => {
  it('estimates the share of real humans from captcha outcomes and behaviour, and reports it weekly to the admins', async () => {
    const { chat, id } = await group('Ratio', { enabled: false });
    const store = databaseMonitoringStore(t.app.deps.db);
    const event = (userId: number, kind: 'join' | 'captcha_passed' | 'captcha_failed' | 'leave') =>
      store.recordMemberEvent(chat.id, {
        userId,
        userName: `U${userId}`,
        kind,
        at: new Date(),
        dedupeKey: `ratio:${userId}:${kind}`,
      });
    // 10 members seen: 5 passed the captcha, 2 more spoke or reacted, 3 did nothing; 2 failed it and are gone.
    for (let i = 0; i < 10; i++) await event(70_000 + i, 'join');
    for (let i = 0; i < 5; i++) await event(70_000 + i, 'captcha_passed');
    await send(groupMessage(chat, { id: 70_005, first_name: 'U70005' }, 'hi'), 'pulse');
    await send(reactionUpdate(chat, { id: 70_006, first_name: 'U70006' }, { new: ['👍'] }), 'pulse');
    for (const u of [70_100, 70_101]) {
      await event(u, 'join');
      await event(u, 'captcha_failed');
      await event(u, 'leave');
    }
    await tick();
    expect((await insights(id)).real_humans).toEqual({
      counted: 10,
      humans: 7,
      ratio: 0.7,
      target: 0.8,
      passed_captcha: 5,
      spoke_or_reacted: 2,
      kept_out: 2,
    });

    // The chat has been watched for more than a week: the tick sends last week's report once, to the adder.
    await t.app.deps.db
      .update(monitoringChats)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(monitoringChats.id, id));
    const reportsTo = () =>
      api
        .callsOf('sendMessage')
        .filter(
          (c) =>
            Number(c.params.chat_id) === owner.telegramId &&
            String(c.params.text).includes('Weekly report for Ratio'),
        );
    // The tick checks summaries at most once a minute; a fresh app's first tick does.
    await t.app.monitoring.tick(new Date(Date.now() + 120_000));
    expect(reportsTo()).toHaveLength(1);
    expect(String(reportsTo()[0]!.params.text)).toContain('Real humans: 70% (7 of the 10 members seen');
    await t.app.monitoring.tick(new Date(Date.now() + 240_000));
    expect(reportsTo()).toHaveLength(1);
    const [member] = await t.app.deps.db
      .select()
      .from(monitoringMembers)
      .where(eq(monitoringMembers.userId, 70_100));
    expect(member!.status).toBe('left');
  });
});

describe('the totals kept for a big chat', () => {
  const db = () => t.app.deps.db;
  const today = sql`(now() at time zone 'utc')::date`;
  /** The old aggregate over every member's days: what the kept windows must answer. */
  async function aggregateTop(id: string, days: number) {
    return resultRows<{
      user_id: string | number;
      user_name: string;
      messages: number;
      replies: number;
      reactions: number;
      media: number;
    }>(
      await db().execute(sql`
        with top as (
          select user_id, sum(messages)::int as messages, sum(replies)::int as replies,
            sum(reactions)::int as reactions, sum(media)::int as media
          from monitoring_activity_daily
          where chat_ref = ${id} and day > ${today} - ${days}::int
          group by user_id order by sum(messages) + sum(reactions) desc, user_id limit 10
        )
        select top.*, m.user_name from top
        join monitoring_members m on m.chat_ref = ${id} and m.user_id = top.user_id
        order by top.messages + top.reactions desc, top.user_id
      `),
    ).map((r) => ({
      user_id: String(r.user_id),
      user_name: r.user_name,
      messages: r.messages,
      replies: r.replies,
      reactions: r.reactions,
      media: r.media,
      total: r.messages + r.reactions,
    }));
  }
  const windowRows = async (id: string, days: number) =>
    resultRows<{ user_id: string | number; total: number; days: number }>(
      await db().execute(sql`
        select user_id, total, days from monitoring_contribution_windows
        where chat_ref = ${id} and window_days = ${days} order by user_id
      `),
    ).map((r) => [Number(r.user_id), r.total, r.days]);
  /** Member days seeded as they stood yesterday: the chat's windows were last aged then. */
  async function seedYesterday(
    id: string,
    days: [user: number, daysAgo: number, messages: number, reactions: number, media?: number][],
  ) {
    await db()
      .update(monitoringChats)
      .set({ windowsOn: sql`${today} - 1` })
      .where(eq(monitoringChats.id, id));
    const users = [...new Set(days.map((d) => d[0]))];
    await db()
      .insert(monitoringMembers)
      .values(users.map((u) => ({ chatRef: id, userId: u, userName: `M${u}` })));
    await db().execute(sql`
      insert into monitoring_activity_daily (chat_ref, day, user_id, messages, replies, reactions, media)
      values ${sql.join(
        days.map(
          ([u, ago, m, r, media]) =>
            sql`(${id}::uuid, ${today} - ${ago}::int, ${u}, ${m}, 0, ${r}, ${media ?? 0})`,
        ),
        sql`, `,
      )}
    `);
  }

  it('ranks the 7- and 30-day top contributors from rolling totals equal to the aggregate, a day aging out of each window', async () => {
    const { id } = await group('Rolling windows');
    // As of yesterday: A's only 7-day day is 7 days ago, D's big day 30 days ago; E is older than both windows;
    // F's day has no message or reaction (ranked last, as the aggregate does).
    const [A, B, C, D, E, F] = [7_100_001, 7_100_002, 7_100_003, 7_100_004, 7_100_005, 7_100_006];
    await seedYesterday(id, [
      [A, 7, 50, 0],
      [B, 0, 5, 0],
      [B, 3, 0, 2],
      [C, 6, 4, 0],
      [D, 30, 100, 0],
      [D, 29, 1, 0],
      [E, 40, 9, 0],
      [F, 1, 0, 0, 2],
    ]);
    // Yesterday's windows: A leads the week and D the month.
    expect(await windowRows(id, 7)).toEqual([
      [A, 50, 1],
      [B, 7, 2],
      [C, 4, 1],
      [F, 0, 1],
    ]);
    expect((await windowRows(id, 30)).find((r) => r[0] === D)).toEqual([D, 101, 2]);

    // Today the dashboard ages them first: A's day left the week, D's big day the month.
    const view = await insights(id);
    expect(view.top_7.map((c) => [Number(c.user_id), c.total])).toEqual([
      [B, 7],
      [C, 4],
      [F, 0],
    ]);
    expect(view.top_30.map((c) => [Number(c.user_id), c.total])).toEqual([
      [A, 50],
      [B, 7],
      [C, 4],
      [D, 1],
      [F, 0],
    ]);
    expect(view.top_7).toEqual(await aggregateTop(id, 7));
    expect(view.top_30).toEqual(await aggregateTop(id, 30));
    expect(view.top_30.find((c) => Number(c.user_id) === F)).toMatchObject({ media: 2, total: 0 });
    // A has no day left in the week: its row is gone, not kept at zero.
    expect((await windowRows(id, 7)).map((r) => r[0])).toEqual([B, C, F]);
    // Aged once: a second read changes nothing.
    expect((await insights(id)).top_30).toEqual(view.top_30);
  });

  it('ages every chat in the counting tick, then counts the new messages into the windows', async () => {
    const { chat, id } = await group('Aged by the tick');
    const [A, B] = [7_200_001, 7_200_002];
    await seedYesterday(id, [
      [A, 7, 3, 0],
      [A, 30, 8, 0],
      [B, 2, 1, 1],
    ]);
    await send(groupMessage(chat, { id: A, first_name: 'A' }, 'back again'), 'pulse');
    await send(reactionUpdate(chat, { id: B, first_name: 'B' }, { new: ['👍'] }), 'pulse');
    await tick();
    const [row] = await db()
      .select({ stale: sql<boolean>`${monitoringChats.windowsOn} < ${today}` })
      .from(monitoringChats)
      .where(eq(monitoringChats.id, id));
    expect(row!.stale).toBe(false);
    expect(await windowRows(id, 7)).toEqual([
      [A, 1, 1],
      [B, 3, 2],
    ]);
    expect(await windowRows(id, 30)).toEqual([
      [A, 4, 2],
      [B, 3, 2],
    ]);
    const view = await insights(id);
    expect(view.top_7).toEqual(await aggregateTop(id, 7));
    expect(view.top_30).toEqual(await aggregateTop(id, 30));
  });

  it('keeps the coverage, the ratio, the list totals and the inactive count equal to counting the members', async () => {
    const { chat, id } = await group('Kept counts');
    const store = databaseMonitoringStore(db());
    const base = 7_300_000;
    // 40 members seen over 60 days, some silent, some left, some with a captcha outcome, through the real paths.
    await db()
      .insert(monitoringMembers)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          chatRef: id,
          userId: base + i,
          userName: `K${i}`,
          status: i % 7 === 0 ? ('left' as const) : ('member' as const),
          lastActiveAt: sql`now() - ${`${(i * 37) % 60} days ${i} hours`}::interval`,
          captchaPassedAt: i % 3 === 0 ? sql`now()` : null,
          captchaFailedAt: i % 5 === 0 ? sql`now()` : null,
          messages: i % 4 === 0 ? 3 : 0,
        })),
      );
    const event = (userId: number, kind: 'join' | 'leave' | 'captcha_passed') =>
      store.recordMemberEvent(chat.id, {
        userId,
        userName: `K${userId - base}`,
        kind,
        at: new Date(),
        dedupeKey: `kept:${userId}:${kind}`,
      });
    await event(base + 1, 'leave');
    await event(base + 7, 'join');
    await event(base + 5, 'captcha_passed');
    await event(base + 99, 'join');
    await send(groupMessage(chat, { id: base + 2, first_name: 'K2' }, 'still here'), 'pulse');
    await tick();
    await db()
      .delete(monitoringMembers)
      .where(eq(monitoringMembers.userId, base + 39));

    const [expected] = resultRows<{
      seen: number;
      in_chat: number;
      humans: number;
      passed: number;
      spoke: number;
      kept_out: number;
    }>(
      await db().execute(sql`
        select count(*)::int as seen, count(*) filter (where status = 'member')::int as in_chat,
          count(*) filter (where status = 'member' and (captcha_passed_at is not null or messages > 0 or reactions > 0))::int as humans,
          count(*) filter (where status = 'member' and captcha_passed_at is not null)::int as passed,
          count(*) filter (where status = 'member' and (messages > 0 or reactions > 0))::int as spoke,
          count(*) filter (where captcha_failed_at is not null and captcha_passed_at is null)::int as kept_out
        from monitoring_members where chat_ref = ${id}
      `),
    );
    expect(expected!.seen).toBe(40);
    const view = await insights(id);
    expect(view.coverage).toMatchObject({ seen: expected!.seen, seen_in_chat: expected!.in_chat });
    expect(view.real_humans).toMatchObject({
      counted: expected!.in_chat,
      humans: expected!.humans,
      passed_captcha: expected!.passed,
      spoke_or_reacted: expected!.spoke,
      kept_out: expected!.kept_out,
    });
    expect((await members(id)).total).toBe(expected!.seen);
    for (const days of [1, 5, 30, 45]) {
      const [silent] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(monitoringMembers)
        .where(inactiveWhere(id, days));
      expect(silent!.n).toBeGreaterThan(0);
      expect((await members(id, `?inactive_days=${days}`)).total).toBe(silent!.n);
      if (days === 30) expect(view.inactive).toBe(silent!.n);
    }
  });
});
