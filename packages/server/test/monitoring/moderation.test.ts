import {
  BotApiStandIn,
  groupMessage,
  joinUpdate,
  myChatMemberUpdate,
  type TestChat,
} from '@w2e/bot/test/bot-api-stand-in';
import type { ModerationLog } from '@w2e/core/contracts/moderation';
import type { MonitoringOverview } from '@w2e/core/contracts/monitoring';
import { eq } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { monitoringModerationActions } from '../../src/db/schema/monitoring';
import { users } from '../../src/db/schema/users';
import { bearer, openTestDatabase, register, type TestApp } from '../support/helpers';
import { deliver, startMonitoringApp } from '../support/monitoring-harness';

let api: BotApiStandIn;
let t: TestApp;
let second: TestApp;
let database: Database;
let closeDatabase: () => Promise<void>;
let owner: { token: string; telegramId: number };
let stranger: { token: string };
let nextChat = -1001000009100;
let nextUser = 930_001;
const logs: { msg: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  api = await new BotApiStandIn().start();
  const opened = await openTestDatabase((await import('../../src/config')).loadConfig({}).migrationsDir);
  database = { ...opened, close: async () => {} };
  closeDatabase = opened.close;
  t = await startMonitoringApp(api, database, logs);
  // A second instance on the same database: what both see is acted on once.
  second = await startMonitoringApp(api, database, logs);
  const o = await register(t.app);
  owner = { token: o.token, telegramId: 556_001 };
  await t.app.deps.db
    .update(users)
    .set({ telegramId: String(owner.telegramId) })
    .where(eq(users.id, o.user.id));
  stranger = { token: (await register(t.app)).token };
});

afterAll(async () => {
  await second?.close();
  await t?.close();
  await closeDatabase?.();
  await api?.stop();
});

const send = (update: Update, app = t.app) => deliver(app, update, 'guard');
const callsTo = (method: string, chatId: number) =>
  api.callsOf(method).filter((c) => Number(c.params.chat_id) === chatId);
const newcomer = (language_code = 'en') => ({ id: nextUser++, first_name: 'Newbie', language_code });

async function chatRef(chat: TestChat): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/monitoring',
    headers: bearer(owner.token),
  });
  return (response.json() as MonitoringOverview).chats.find((c) => c.chat_id === String(chat.id))!.id;
}

/** A group guarded by Guard (captcha off, so newcomers write at once), with moderation settings changed. */
async function guardedGroup(moderation: Record<string, unknown> = {}): Promise<TestChat & { ref: string }> {
  const chat: TestChat = { id: nextChat--, type: 'supergroup', title: 'Mods' };
  await send(myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator' }));
  api.admins.add(`${chat.id}:${owner.telegramId}`);
  const ref = await chatRef(chat);
  const off = await t.app.inject({
    method: 'PATCH',
    url: `/api/monitoring/chats/${ref}/settings`,
    headers: bearer(owner.token),
    payload: { enabled: false },
  });
  expect(off.statusCode).toBe(200);
  if (Object.keys(moderation).length > 0) {
    const response = await patchModeration(ref, moderation);
    expect(response.statusCode).toBe(200);
  }
  return { ...chat, ref };
}

const patchModeration = (ref: string, payload: Record<string, unknown>, token = owner.token) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/monitoring/chats/${ref}/moderation`,
    headers: bearer(token),
    payload,
  });

async function log(ref: string): Promise<ModerationLog> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/monitoring/chats/${ref}/moderation/log`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const deleted = (chat: TestChat) => callsTo('deleteMessage', chat.id).map((c) => c.params.message_id);

describe('newcomer hold', () => {
  it('deletes a newcomer’s link with one notice saying why and until when; an admin’s undo approves them', async () => {
    const chat = await guardedGroup();
    const member = newcomer('vi');
    await send(joinUpdate(chat, member));
    const before = callsTo('sendMessage', chat.id).length;
    const notices = () => callsTo('sendMessage', chat.id).slice(before);
    const link = groupMessage(chat, member, 'xem https://scam.example ngay');
    await send(link);
    expect(deleted(chat)).toEqual([link.message!.message_id]);
    expect(notices()).toHaveLength(1);
    expect(String(notices()[0]!.params.text)).toMatch(
      /chưa được gửi liên kết ở đây cho đến \d\d:\d\d, \d{4}-\d\d-\d\d UTC/,
    );

    // The next held message goes quietly; honest text passes.
    const forward = groupMessage(chat, member, 'look', {
      forward_origin: { type: 'hidden_user', date: 1, sender_user_name: 'x' },
    });
    await send(forward);
    await send(groupMessage(chat, member, 'Xin chào mọi người!'));
    expect(deleted(chat)).toEqual([link.message!.message_id, forward.message!.message_id]);
    expect(notices()).toHaveLength(1);

    const entries = (await log(chat.ref)).items;
    expect(entries.map((e) => [e.action, e.rule, e.detail, e.undoable])).toEqual([
      ['held', 'newcomer_hold', 'forward', true],
      ['held', 'newcomer_hold', 'link', true],
    ]);
    expect(JSON.stringify(entries)).not.toContain('scam.example');

    // Another admin's chat cannot see or undo it.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${chat.ref}/moderation/log/${entries[0]!.id}/undo`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(403);

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${chat.ref}/moderation/log/${entries[0]!.id}/undo`,
      headers: bearer(owner.token),
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().undone_at).not.toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${chat.ref}/moderation/log/${entries[0]!.id}/undo`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(409);

    await send(groupMessage(chat, member, 'https://ok.example'));
    expect(deleted(chat)).toHaveLength(2);
  });

  it('lets admins and long-time members post links, and holds nothing when the admin turned it off', async () => {
    const chat = await guardedGroup();
    const member = newcomer();
    await send(joinUpdate(chat, member));
    await send(groupMessage(chat, { id: owner.telegramId }, 'announcement: https://w2e.example'));
    expect(deleted(chat)).toEqual([]);
    expect((await patchModeration(chat.ref, { newcomer_hold_hours: 0 })).statusCode).toBe(200);
    await send(groupMessage(chat, member, 'https://fine.example'));
    expect(deleted(chat)).toEqual([]);
  });

  it('/approve by an admin (a reply) frees a newcomer; a non-admin’s is refused', async () => {
    const chat = await guardedGroup();
    const member = newcomer();
    const other = newcomer();
    await send(joinUpdate(chat, member));
    const hello = groupMessage(chat, member, 'hello');
    await send(groupMessage(chat, other, '/approve', { reply_to_message: hello.message }));
    expect(String(callsTo('sendMessage', chat.id).at(-1)!.params.text)).toBe(
      'Only the admins of this chat can do that.',
    );
    await send(groupMessage(chat, member, 'https://held.example'));
    expect(deleted(chat)).toHaveLength(1);
    await send(groupMessage(chat, { id: owner.telegramId }, '/approve', { reply_to_message: hello.message }));
    expect(String(callsTo('sendMessage', chat.id).at(-1)!.params.text)).toContain('is approved');
    await send(groupMessage(chat, member, 'https://now-fine.example'));
    expect(deleted(chat)).toHaveLength(1);
  });
});

describe('moderation settings', () => {
  it('have defaults for a new group, answer the chat’s admins only, refuse a stop word matching everything', async () => {
    const chat = await guardedGroup();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/monitoring/chats/${chat.ref}/moderation`,
      headers: bearer(owner.token),
    });
    expect(read.json()).toMatchObject({
      newcomer_hold_hours: 24,
      flood_messages: 6,
      stop_words: [],
      spam_wave: true,
    });
    expect((await patchModeration(chat.ref, { stop_words: ['scam'] }, stranger.token)).statusCode).toBe(403);
    const broad = await patchModeration(chat.ref, { stop_words: ['airdrop*', '*'] });
    expect(broad.statusCode).toBe(400);
    expect(broad.json().message).toContain('*');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/monitoring/chats/${chat.ref}/moderation`,
      headers: bearer(owner.token),
    });
    expect(after.json().stop_words).toEqual([]);
  });
});

describe('stop words', () => {
  it('delete a message with a stop word however it is accented, once even when two instances get it', async () => {
    const chat = await guardedGroup({ stop_words: ['dang ky*', 'airdrop'] });
    const member = { id: nextUser++, first_name: 'Old', language_code: 'vi' };
    const spam = groupMessage(chat, member, 'ĐĂNG KÝ nhận AIRDROP');
    // Telegram delivering the same update to two instances at once.
    await Promise.all([send(spam, t.app), send(spam, second.app)]);
    expect(deleted(chat)).toEqual([spam.message!.message_id]);
    await send(groupMessage(chat, member, 'đăng nhập bình thường'));
    expect(deleted(chat)).toHaveLength(1);
    const rows = await t.app.deps.db
      .select()
      .from(monitoringModerationActions)
      .where(eq(monitoringModerationActions.chatId, chat.id));
    expect(rows.map((r) => [r.action, r.rule, r.detail])).toEqual([['deleted', 'stop_word', 'dang ky*']]);
  });
});

describe('flood control', () => {
  it('mutes a member who sends more than N messages in M seconds, once, and the undo lifts it', async () => {
    const chat = await guardedGroup({ flood_messages: 3, flood_seconds: 60, flood_mute_minutes: 5 });
    const member = { id: nextUser++, first_name: 'Loud' };
    // Two instances take the messages between them: the count is shared.
    const apps = [t.app, second.app, t.app, second.app, t.app, second.app];
    await Promise.all(apps.map((app, i) => send(groupMessage(chat, member, `msg ${i}`), app)));
    const mutes = callsTo('restrictChatMember', chat.id);
    expect(mutes).toHaveLength(1);
    expect((mutes[0]!.params.permissions as Record<string, boolean>).can_send_messages).toBe(false);
    expect(Number(mutes[0]!.params.until_date)).toBeGreaterThan(Date.now() / 1000 + 4 * 60);
    expect(String(callsTo('sendMessage', chat.id).at(-1)!.params.text)).toContain('muted for 5 min');
    const [entry] = (await log(chat.ref)).items;
    expect(entry).toMatchObject({ action: 'muted', rule: 'flood', undoable: true });
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${chat.ref}/moderation/log/${entry!.id}/undo`,
      headers: bearer(owner.token),
    });
    expect(undo.statusCode).toBe(200);
    const lift = callsTo('restrictChatMember', chat.id).at(-1)!;
    expect((lift.params.permissions as Record<string, boolean>).can_send_messages).toBe(true);
  });
});

describe('spam wave', () => {
  it('removes nearly the same text posted by new members in several chats everywhere, with one decision', async () => {
    const chats = [await guardedGroup(), await guardedGroup(), await guardedGroup()];
    const text = (n: number) => `🚀 Nhận ${n}00 USDT miễn phí, nhắn tin cho admin ngay hôm nay!`;
    const posts: Update[] = [];
    for (const [i, chat] of chats.entries()) {
      const member = newcomer();
      await send(joinUpdate(chat, member));
      posts.push(groupMessage(chat, member, text(i + 1)));
    }
    await send(posts[0]!);
    await send(posts[1]!);
    expect(chats.flatMap(deleted)).toEqual([]);
    // The third chat's copy decides the wave: every copy goes, on both instances at once, each once.
    await Promise.all([send(posts[2]!, t.app), send(posts[2]!, second.app)]);
    for (const [i, chat] of chats.entries()) expect(deleted(chat)).toEqual([posts[i]!.message!.message_id]);
    // A later copy of the decided wave goes at once.
    const late = newcomer();
    await send(joinUpdate(chats[0]!, late));
    const copy = groupMessage(chats[0]!, late, text(9));
    await send(copy);
    expect(deleted(chats[0]!)).toContain(copy.message!.message_id);
    expect((await log(chats[1]!.ref)).items.map((e) => e.rule)).toEqual(['spam_wave']);
  });
});
