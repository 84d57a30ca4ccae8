import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BotApiStandIn,
  callbackUpdate,
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

/** A stand-in for the shared spammer list (CAS's `/check?user_id=` answers), on loopback. */
const listed = new Set<number>();
/** Accounts whose lookup fails: the list answers 500, or not within the deadline. */
const broken = new Set<number>();
const lookups: number[] = [];
let spamList: Server;
async function startSpamList(): Promise<string> {
  spamList = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const id = Number(url.searchParams.get('user_id'));
    lookups.push(id);
    if (url.pathname !== '/check') return void res.writeHead(404).end();
    if (broken.has(id)) return void res.writeHead(500).end('oops');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          listed.has(id)
            ? { ok: true, result: { offenses: 2, messages: ['spam'], time_added: '2026-01-01T00:00:00Z' } }
            : { ok: false, description: 'Record not found.' },
        ),
      );
  });
  await new Promise<void>((resolve) => spamList.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(spamList.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = await new BotApiStandIn().start();
  const opened = await openTestDatabase((await import('../../src/config')).loadConfig({}).migrationsDir);
  database = { ...opened, close: async () => {} };
  closeDatabase = opened.close;
  const spammerListUrl = await startSpamList();
  // Two instances of one deployment (one database, one Redis when set): what both see is acted on once.
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  t = await startMonitoringApp(api, database, logs, { spammerListUrl }, {}, prefix);
  second = await startMonitoringApp(api, database, logs, { spammerListUrl }, {}, prefix);
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
  spamList?.closeAllConnections();
  await new Promise<void>((resolve) => (spamList ? spamList.close(() => resolve()) : resolve()));
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

  it('weighs an edited message again: a link added to a newcomer’s greeting is held', async () => {
    const chat = await guardedGroup();
    const member = newcomer();
    await send(joinUpdate(chat, member));
    const hello = groupMessage(chat, member, 'hello');
    await send(hello);
    expect(deleted(chat)).toEqual([]);
    const edited = {
      update_id: hello.update_id + 500_000,
      edited_message: {
        ...hello.message!,
        text: 'hello https://scam.example',
        edit_date: hello.message!.date + 5,
      },
    } as unknown as Update;
    await send(edited);
    expect(deleted(chat)).toEqual([hello.message!.message_id]);
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

describe('known spammers', () => {
  it('bans a listed newcomer at join (as the admin chose), lets others and failed lookups through, undo lifts it', async () => {
    const chat = await guardedGroup();
    const spammer = newcomer();
    const honest = newcomer();
    const unknown = newcomer();
    listed.add(spammer.id);
    broken.add(unknown.id);
    for (const member of [spammer, honest, unknown]) await send(joinUpdate(chat, member));
    expect(lookups).toEqual(expect.arrayContaining([spammer.id, honest.id, unknown.id]));
    expect(callsTo('banChatMember', chat.id).map((c) => c.params.user_id)).toEqual([spammer.id]);
    expect(
      logs.some(
        (l) =>
          l.msg === 'spammer list lookup failed; join let through' || l.msg.startsWith('spammer list gave'),
      ),
    ).toBe(true);
    const [entry] = (await log(chat.ref)).items;
    expect(entry).toMatchObject({
      action: 'banned',
      rule: 'known_spammer',
      user_id: String(spammer.id),
      undoable: true,
    });
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${chat.ref}/moderation/log/${entry!.id}/undo`,
      headers: bearer(owner.token),
    });
    expect(undo.statusCode).toBe(200);
    expect(callsTo('unbanChatMember', chat.id).map((c) => c.params.user_id)).toEqual([spammer.id]);
  });

  it('restricts instead when the admin chose so, and does nothing when turned off', async () => {
    const chat = await guardedGroup({ known_spammers: 'restrict' });
    const spammer = newcomer();
    listed.add(spammer.id);
    await send(joinUpdate(chat, spammer));
    expect(callsTo('banChatMember', chat.id)).toEqual([]);
    const restricted = callsTo('restrictChatMember', chat.id).filter((c) => c.params.user_id === spammer.id);
    expect(restricted).toHaveLength(1);
    expect(restricted[0]!.params.until_date).toBeUndefined();

    const off = await guardedGroup({ known_spammers: 'off' });
    const other = newcomer();
    listed.add(other.id);
    await send(joinUpdate(off, other));
    expect(callsTo('banChatMember', off.id)).toEqual([]);
    expect(callsTo('restrictChatMember', off.id)).toEqual([]);
  });
});

describe('warnings and reports', () => {
  it('/warn counts per member and chat and escalates to a mute, then a ban; a non-admin’s /warn changes nothing', async () => {
    const chat = await guardedGroup({ warn_mute_at: 2, warn_mute_minutes: 15, warn_ban_at: 3 });
    const member = { id: nextUser++, first_name: 'Rude' };
    const other = { id: nextUser++, first_name: 'Bystander' };
    const rude = groupMessage(chat, member, 'rude words');
    await send(groupMessage(chat, other, '/warn', { reply_to_message: rude.message }));
    expect(String(callsTo('sendMessage', chat.id).at(-1)!.params.text)).toBe(
      'Only the admins of this chat can do that.',
    );
    expect((await log(chat.ref)).items).toEqual([]);

    const warnOnce = async () => {
      await send(groupMessage(chat, { id: owner.telegramId }, '/warn', { reply_to_message: rude.message }));
      return String(callsTo('sendMessage', chat.id).at(-1)!.params.text);
    };
    expect(await warnOnce()).toMatch(/is warned \(1 warning\)\.$/);
    expect(await warnOnce()).toMatch(/\(2 warnings\) and muted for 15 min\.$/);
    const mute = callsTo('restrictChatMember', chat.id).at(-1)!;
    expect(mute.params.user_id).toBe(member.id);
    expect(await warnOnce()).toMatch(/is banned after 3 warnings\.$/);
    expect(callsTo('banChatMember', chat.id).map((c) => c.params.user_id)).toEqual([member.id]);
    expect((await log(chat.ref)).items.map((e) => e.action)).toEqual([
      'banned',
      'warned',
      'muted',
      'warned',
      'warned',
    ]);
  });

  it('/report sends the message to the log chat once with buttons; only the chat’s admins may press them', async () => {
    const chat = await guardedGroup();
    const logChat = -1001000009555;
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/monitoring/chats/${chat.ref}/settings`,
      headers: bearer(owner.token),
      payload: { log_chat_id: String(logChat) },
    });
    expect(set.statusCode).toBe(200);
    const spammer = { id: nextUser++, first_name: 'Spam' };
    const reporter = { id: nextUser++, first_name: 'Good', language_code: 'vi' };
    const spam = groupMessage(chat, spammer, 'buy followers');
    await send(groupMessage(chat, reporter, '/report', { reply_to_message: spam.message }));
    await send(groupMessage(chat, { id: nextUser++ }, '/report', { reply_to_message: spam.message }));
    const forwards = callsTo('forwardMessage', logChat);
    expect(forwards).toHaveLength(1);
    expect(forwards[0]!.params).toMatchObject({
      from_chat_id: chat.id,
      message_id: spam.message!.message_id,
    });
    const card = callsTo('sendMessage', logChat).at(-1)!;
    expect(String(card.params.text)).toContain('reported this message');
    expect(String(callsTo('sendMessage', chat.id).at(-1)!.params.text)).toBe(
      'Cảm ơn bạn, quản trị viên đã được báo.',
    );
    const buttons = (
      card.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard.flat();
    expect(buttons.map((b) => b.text)).toEqual(['🗑 Delete', '⚠️ Warn', '🔇 Mute', '⛔ Ban']);
    const ban = buttons.find((b) => b.text === '⛔ Ban')!.callback_data;

    await send(callbackUpdate(reporter, { chatId: logChat, messageId: 1 }, ban));
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      'Chỉ quản trị viên của nhóm mới làm được việc này.',
    );
    expect(callsTo('banChatMember', chat.id)).toEqual([]);
    await send(callbackUpdate({ id: owner.telegramId }, { chatId: logChat, messageId: 1 }, ban));
    await send(callbackUpdate({ id: owner.telegramId }, { chatId: logChat, messageId: 1 }, ban));
    expect(callsTo('banChatMember', chat.id).map((c) => c.params.user_id)).toEqual([spammer.id]);
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      'Already done, or Telegram refused it.',
    );
    const del = buttons.find((b) => b.text === '🗑 Delete')!.callback_data;
    await send(callbackUpdate({ id: owner.telegramId }, { chatId: logChat, messageId: 1 }, del));
    expect(deleted(chat)).toEqual([spam.message!.message_id]);
  });
});

describe('shared ban lists', () => {
  it('a /ban applies in the owner’s chats that share bans, never an opted-out chat or another owner’s; one undo lifts it everywhere', async () => {
    const a = await guardedGroup({ shared_bans: true });
    const b = await guardedGroup({ shared_bans: true });
    const optedOut = await guardedGroup({ shared_bans: false });
    // Another admin's chat sharing bans too: never reached.
    const otherOwner = await register(t.app);
    const otherTelegram = 556_777;
    await t.app.deps.db
      .update(users)
      .set({ telegramId: String(otherTelegram) })
      .where(eq(users.id, otherOwner.user.id));
    const foreign: TestChat = { id: nextChat--, type: 'supergroup', title: 'Theirs' };
    await send(myChatMemberUpdate(foreign, { id: otherTelegram }, { from: 'left', to: 'administrator' }));
    api.admins.add(`${foreign.id}:${otherTelegram}`);
    const foreignRef = (
      (
        await t.app.inject({ method: 'GET', url: '/api/monitoring', headers: bearer(otherOwner.token) })
      ).json() as MonitoringOverview
    ).chats.find((c) => c.chat_id === String(foreign.id))!.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/monitoring/chats/${foreignRef}/moderation`,
      headers: bearer(otherOwner.token),
      payload: { shared_bans: true },
    });

    const spammer = { id: nextUser++, first_name: 'Spammy' };
    const spam = groupMessage(a, spammer, 'spam');
    await send(groupMessage(a, spammer, '/ban', { reply_to_message: spam.message }));
    expect(callsTo('banChatMember', a.id)).toEqual([]);
    await send(groupMessage(a, { id: owner.telegramId }, '/ban', { reply_to_message: spam.message }));
    for (const chat of [a, b])
      expect(callsTo('banChatMember', chat.id).map((c) => c.params.user_id)).toEqual([spammer.id]);
    for (const chat of [optedOut, foreign]) expect(callsTo('banChatMember', chat.id)).toEqual([]);

    const [copy] = (await log(b.ref)).items;
    expect(copy).toMatchObject({ action: 'banned', rule: 'admin', detail: 'Mods', undoable: true });
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/monitoring/chats/${b.ref}/moderation/log/${copy!.id}/undo`,
      headers: bearer(owner.token),
    });
    expect(undo.statusCode).toBe(200);
    for (const chat of [a, b])
      expect(callsTo('unbanChatMember', chat.id).map((c) => c.params.user_id)).toEqual([spammer.id]);
    expect((await log(a.ref)).items[0]!.undone_at).not.toBeNull();
  });
});
