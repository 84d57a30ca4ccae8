import {
  type ApiCall,
  BotApiStandIn,
  CHANNEL,
  callbackUpdate,
  chatMemberUpdate,
  groupMessage,
  joinRequestUpdate,
  joinUpdate,
  myChatMemberUpdate,
  TEST_BOT,
  type TestChat,
  textUpdate,
} from '@w2e/bot/test/bot-api-stand-in';
import type { MonitoringOverview } from '@w2e/core/contracts/monitoring';
import { eq, sql } from 'drizzle-orm';
import type { Update, UserFromGetMe } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { monitoringCaptchas, monitoringChats, monitoringConnectCodes } from '../../src/db/schema/monitoring';
import { users } from '../../src/db/schema/users';
import { bearer, openTestDatabase, register, type TestApp } from '../support/helpers';
import {
  deliver,
  GUARD_TOKEN,
  PULSE_BOT,
  PULSE_TOKEN,
  secret,
  startMonitoringApp,
} from '../support/monitoring-harness';

let api: BotApiStandIn;
let t: TestApp;
let database: Database;
let closeDatabase: () => Promise<void>;
let owner: { token: string; telegramId: number };
let stranger: { token: string };
let nextChat = -1001000000100;
const newGroup = (title = 'Guild'): TestChat => ({ id: nextChat--, type: 'supergroup', title });

/** Every log line of the apps under test, parsed; each refusal and odd update must leave one. */
const logs: { msg: string; [key: string]: unknown }[] = [];
const logged = (msg: string) => logs.filter((l) => l.msg === msg);

const startApp = (db: Database) => startMonitoringApp(api, db, logs);

beforeAll(async () => {
  api = await new BotApiStandIn().start();
  const migrations = (await import('../../src/config')).loadConfig({}).migrationsDir;
  const opened = await openTestDatabase(migrations);
  // The database outlives one app: the restart test builds a second app on it.
  database = { ...opened, close: async () => {} };
  closeDatabase = opened.close;
  t = await startApp(database);
  const o = await register(t.app);
  owner = { token: o.token, telegramId: 555_001 };
  await t.app.deps.db
    .update(users)
    .set({ telegramId: String(owner.telegramId) })
    .where(eq(users.id, o.user.id));
  stranger = { token: (await register(t.app)).token };
});

afterAll(async () => {
  await t?.close();
  await closeDatabase?.();
  await api?.stop();
});

const send = (update: Update, bot: 'guard' | 'pulse' = 'guard', app = t.app) => deliver(app, update, bot);

const callsTo = (method: string, chatId: number) =>
  api.callsOf(method).filter((c) => Number(c.params.chat_id) === chatId);
const lastCall = (method: string, chatId: number) => callsTo(method, chatId).at(-1);
type Keyboard = { text: string; callback_data: string }[][];
const buttons = (call: ApiCall | undefined) =>
  ((call?.params.reply_markup as { inline_keyboard: Keyboard })?.inline_keyboard ?? []).flat();

async function overview(token = owner.token): Promise<MonitoringOverview> {
  const response = await t.app.inject({ method: 'GET', url: '/api/monitoring', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A group with Guard as a full admin, added by the owner. */
async function guardedGroup(settings: Record<string, unknown> = {}): Promise<TestChat> {
  const chat = newGroup();
  await send(myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator' }));
  api.admins.add(`${chat.id}:${owner.telegramId}`);
  if (Object.keys(settings).length > 0) {
    const id = (await overview()).chats.find((c) => c.chat_id === String(chat.id))!.id;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/monitoring/chats/${id}/settings`,
      headers: bearer(owner.token),
      payload: settings,
    });
    expect(response.statusCode).toBe(200);
  }
  return chat;
}

async function captchaRow(chatId: number, userId: number) {
  const [row] = await t.app.deps.db
    .select()
    .from(monitoringCaptchas)
    .where(sql`${monitoringCaptchas.chatId} = ${chatId} and ${monitoringCaptchas.userId} = ${userId}`);
  return row!;
}

async function expire(chatId: number) {
  await t.app.deps.db
    .update(monitoringCaptchas)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(monitoringCaptchas.chatId, chatId));
}

describe('webhook', () => {
  it('registers each bot’s webhook from PUBLIC_URL with its secret and the member updates', () => {
    const calls = api.callsOf('setWebhook');
    const guardCall = calls.find((c) => c.token === GUARD_TOKEN)!;
    expect(guardCall.params.url).toBe('https://w2e.example/api/telegram/webhook/guard');
    expect(guardCall.params.secret_token).toBe(secret(GUARD_TOKEN));
    expect(guardCall.params.allowed_updates).toEqual(
      expect.arrayContaining(['chat_member', 'chat_join_request', 'my_chat_member']),
    );
    expect(calls.find((c) => c.token === PULSE_TOKEN)!.params.url).toBe(
      'https://w2e.example/api/telegram/webhook/pulse',
    );
  });

  it('refuses forged calls: no secret, a wrong secret, another bot’s secret', async () => {
    const chat = newGroup('Forged');
    const update = myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'left', to: 'administrator' });
    for (const headers of [
      {},
      { 'x-telegram-bot-api-secret-token': 'x'.repeat(64) },
      { 'x-telegram-bot-api-secret-token': secret(PULSE_TOKEN) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook/guard',
        headers,
        payload: update,
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await overview()).chats.some((c) => c.chat_id === String(chat.id))).toBe(false);
    expect(callsTo('sendMessage', chat.id)).toHaveLength(0);
    expect(logged('telegram webhook call without the right secret refused')).toHaveLength(3);
  });
});

describe('onboarding', () => {
  it('records a group in the adder’s dashboard, says which rights are missing, and gives the add links', async () => {
    const chat = newGroup('Builders');
    await send(
      myChatMemberUpdate(
        chat,
        { id: owner.telegramId },
        { from: 'left', to: 'administrator', rights: { can_restrict_members: false } },
      ),
    );
    const text = String(lastCall('sendMessage', chat.id)!.params.text);
    expect(text).toContain('Thanks for adding me to Builders');
    expect(text).toContain('I still need these admin rights: Ban users');
    expect(text).toContain('https://w2e.example/about/service/community-monitoring');

    await send(
      myChatMemberUpdate(
        chat,
        { id: owner.telegramId },
        { from: 'left', to: 'administrator', bot: PULSE_BOT as UserFromGetMe },
      ),
      'pulse',
    );
    const view = await overview();
    const mine = view.chats.find((c) => c.chat_id === String(chat.id))!;
    expect(mine.bots).toEqual([
      expect.objectContaining({
        bot: 'guard',
        status: 'administrator',
        missing_rights: ['restrict_members'],
      }),
      expect.objectContaining({ bot: 'pulse', status: 'administrator', missing_rights: [] }),
    ]);
    expect(view.bots[0]).toEqual({
      bot: 'guard',
      username: TEST_BOT.username,
      add_to_group_url: `https://t.me/${TEST_BOT.username}?startgroup=w2e&admin=restrict_members+delete_messages+invite_users`,
      add_to_channel_url: `https://t.me/${TEST_BOT.username}?startchannel&admin=post_messages+delete_messages+invite_users`,
    });
    expect(view.bots[1]!.add_to_group_url).toContain('admin=manage_chat');
    expect((await overview(stranger.token)).chats).toHaveLength(0);
  });

  it('validates a channel by posting a test message and deleting it', async () => {
    await send(
      myChatMemberUpdate(
        CHANNEL,
        { id: owner.telegramId, language_code: 'vi' },
        { from: 'left', to: 'administrator' },
      ),
    );
    const test = lastCall('sendMessage', CHANNEL.id)!;
    expect(String(test.params.text)).toContain('Tin nhắn thử');
    expect(callsTo('deleteMessage', CHANNEL.id)).toHaveLength(1);
    expect(String(lastCall('sendMessage', owner.telegramId)!.params.text)).toContain('đã được xác thực');
    const chat = (await overview()).chats.find((c) => c.chat_id === String(CHANNEL.id))!;
    expect(chat.type).toBe('channel');
    expect(chat.channel_validated_at).not.toBeNull();
  });

  it('ties a chat added from another Telegram account with a one-time /connect code', async () => {
    const chat = newGroup('Elsewhere');
    const adder = { id: 777_001 };
    await send(myChatMemberUpdate(chat, adder, { from: 'left', to: 'administrator' }));
    expect(String(lastCall('sendMessage', chat.id)!.params.text)).toContain('/connect');
    expect((await overview()).chats.some((c) => c.chat_id === String(chat.id))).toBe(false);

    const code = (
      await t.app.inject({
        method: 'POST',
        url: '/api/monitoring/connect-codes',
        headers: bearer(owner.token),
      })
    ).json().code;
    await send(textUpdate(`/connect ${code}`, { id: adder.id }));
    expect(String(lastCall('sendMessage', adder.id)!.params.text)).toMatch(/^Connected/);
    expect((await overview()).chats.some((c) => c.chat_id === String(chat.id))).toBe(true);
    // Single use.
    await send(textUpdate(`/connect ${code}`, { id: 777_002 }));
    expect(String(lastCall('sendMessage', 777_002)!.params.text)).toContain('not valid');
  });

  it('/connect in a group with both bots, from an admin whose portal account is not the adder’s: one answer, the code used once, the chat on their dashboard', async () => {
    // The adder signed in to the portal with Telegram: the chat is theirs. Another admin connects from their own account.
    const adderUser = await register(t.app);
    const adder = { id: 777_101 };
    await t.app.deps.db
      .update(users)
      .set({ telegramId: String(adder.id) })
      .where(eq(users.id, adderUser.user.id));
    const chat = newGroup('Both bots');
    await send(myChatMemberUpdate(chat, adder, { from: 'left', to: 'administrator' }));
    await send(
      myChatMemberUpdate(chat, adder, { from: 'left', to: 'administrator', bot: PULSE_BOT }),
      'pulse',
    );
    const admin = await register(t.app);
    const adminTelegram = { id: 777_102, language_code: 'vi' };
    api.admins.add(`${chat.id}:${adminTelegram.id}`);
    const code = (
      await t.app.inject({
        method: 'POST',
        url: '/api/monitoring/connect-codes',
        headers: bearer(admin.token),
      })
    ).json().code as string;

    const before = callsTo('sendMessage', chat.id).length;
    // Telegram hands a command without @name to both bots: each its own update, the same message.
    const command = groupMessage(chat, adminTelegram, `/connect ${code}`);
    const second = { ...command, update_id: command.update_id + 1_000_000 } as Update;
    await Promise.all([send(command, 'guard'), send(second, 'pulse')]);

    const answers = callsTo('sendMessage', chat.id).slice(before);
    expect(answers.map((c) => c.params.text)).toEqual([
      'Đã kết nối. Số nhóm trên bảng điều khiển của bạn: 1.',
    ]);
    expect(logged('/connect answered by the other bot')).toHaveLength(1);
    const rows = await t.app.deps.db
      .select()
      .from(monitoringConnectCodes)
      .where(eq(monitoringConnectCodes.code, code));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usedAt).not.toBeNull();
    const listed = (await overview(admin.token)).chats.find((c) => c.chat_id === String(chat.id));
    expect(listed?.title).toBe('Both bots');
    // The adder keeps theirs too.
    expect((await overview(adderUser.token)).chats.some((c) => c.chat_id === String(chat.id))).toBe(true);
  });

  it('answers a captcha button in the presser’s language, also when the captcha has ended', async () => {
    await send(
      callbackUpdate({ id: 777_201, language_code: 'vi' }, { chatId: -100999, messageId: 1 }, 'cap:0'),
    );
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe('Captcha này đã kết thúc.');
    await send(
      callbackUpdate({ id: 777_202, language_code: 'en' }, { chatId: -100999, messageId: 1 }, 'cap:0'),
    );
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe('This captcha has ended.');
  });
});

describe('captcha', () => {
  it('button: restricts the newcomer, asks in the group, ignores others’ presses, lets them in and cleans up', async () => {
    const chat = await guardedGroup();
    const newcomer = { id: 900_001, first_name: 'Neo' };
    await send(joinUpdate(chat, newcomer));
    const restrict = lastCall('restrictChatMember', chat.id)!;
    expect(restrict.params.user_id).toBe(newcomer.id);
    expect((restrict.params.permissions as Record<string, boolean>).can_send_messages).toBe(false);
    const question = lastCall('sendMessage', chat.id)!;
    expect(String(question.params.text)).toContain('tg://user?id=900001');
    expect(buttons(question)).toEqual([{ text: 'I am human ✅', callback_data: 'cap:0' }]);
    const messageId = (await captchaRow(chat.id, newcomer.id)).messageId!;

    await send(callbackUpdate({ id: 900_999 }, { chatId: chat.id, messageId }, 'cap:0'));
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe('This captcha is for someone else.');
    expect(callsTo('restrictChatMember', chat.id)).toHaveLength(1);
    expect(logged('captcha answer from someone it is not for').at(-1)).toMatchObject({ from: 900_999 });

    await send(callbackUpdate(newcomer, { chatId: chat.id, messageId }, 'cap:0'));
    const lift = lastCall('restrictChatMember', chat.id)!;
    expect((lift.params.permissions as Record<string, boolean>).can_send_messages).toBe(true);
    expect(lastCall('deleteMessage', chat.id)!.params.message_id).toBe(messageId);
    expect((await captchaRow(chat.id, newcomer.id)).status).toBe('passed');

    // A press on the finished captcha: told it ended, nothing else happens.
    await send(callbackUpdate(newcomer, { chatId: chat.id, messageId }, 'cap:0'));
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe('This captcha has ended.');
    expect(callsTo('restrictChatMember', chat.id)).toHaveLength(2);
    expect(logged('stale captcha answer').at(-1)).toMatchObject({ userId: newcomer.id, status: 'passed' });
  });

  it('welcomes a member who passes the captcha, or joins while it is off, with the admin’s text as plain text', async () => {
    const chat = await guardedGroup({ welcome_message: 'Welcome {name} to {chat}! {name}, read the rules.' });
    const newcomer = { id: 900_071, first_name: 'Mai' };
    await send(joinUpdate(chat, newcomer));
    const welcomes = (id: number) =>
      callsTo('sendMessage', id).filter((c) => /^(Welcome|Hi) /.test(String(c.params.text)));
    // Not before the captcha is passed.
    expect(welcomes(chat.id)).toHaveLength(0);
    const messageId = (await captchaRow(chat.id, newcomer.id)).messageId!;
    await send(callbackUpdate(newcomer, { chatId: chat.id, messageId }, 'cap:0'));
    expect(welcomes(chat.id).map((c) => c.params.text)).toEqual([
      `Welcome Mai to ${chat.title}! Mai, read the rules.`,
    ]);
    expect(welcomes(chat.id)[0]!.params.parse_mode).toBeUndefined();

    // Captcha off: at the join, once even when Telegram delivers the join twice; a name is never markup.
    const open = await guardedGroup({ enabled: false, welcome_message: 'Hi {name}' });
    const join = joinUpdate(open, { id: 900_072, first_name: '<b>Ken</b>' });
    await send(join);
    await send(join);
    expect(welcomes(open.id).map((c) => c.params.text)).toEqual(['Hi <b>Ken</b>']);

    // No welcome written: nothing posted.
    const quiet = await guardedGroup({ enabled: false });
    const before = callsTo('sendMessage', quiet.id).length;
    await send(joinUpdate(quiet, { id: 900_073, first_name: 'Tuan' }));
    expect(callsTo('sendMessage', quiet.id)).toHaveLength(before);

    // Too long: refused, nothing changed.
    const id = (await overview()).chats.find((c) => c.chat_id === String(quiet.id))!.id;
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/monitoring/chats/${id}/settings`,
      headers: bearer(owner.token),
      payload: { welcome_message: 'x'.repeat(1001) },
    });
    expect(refused.statusCode).toBe(400);
    expect((await overview()).chats.find((c) => c.id === id)!.settings.welcome_message).toBeNull();
  });

  it('math: wrong answers are limited, then the newcomer is kicked (banned and unbanned)', async () => {
    const chat = await guardedGroup({ type: 'math', max_attempts: 2 });
    const newcomer = { id: 900_002 };
    await send(joinUpdate(chat, newcomer));
    const question = lastCall('sendMessage', chat.id)!;
    expect(String(question.params.text)).toMatch(/How much is \d+ \+ \d+\?/);
    const row = await captchaRow(chat.id, newcomer.id);
    const wrong = row.challenge!.options.findIndex((_, i) => i !== row.challenge!.correct);
    await send(callbackUpdate(newcomer, { chatId: chat.id, messageId: row.messageId! }, `cap:${wrong}`));
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe('Wrong answer. Attempts left: 1.');
    expect(callsTo('banChatMember', chat.id)).toHaveLength(0);
    await send(callbackUpdate(newcomer, { chatId: chat.id, messageId: row.messageId! }, `cap:${wrong}`));
    expect(lastCall('banChatMember', chat.id)!.params.user_id).toBe(newcomer.id);
    expect(lastCall('unbanChatMember', chat.id)!.params.user_id).toBe(newcomer.id);
    expect((await captchaRow(chat.id, newcomer.id)).status).toBe('failed');
  });

  it('quiz: the admin’s own question, in Vietnamese when the group says so; passes with the right answer', async () => {
    const chat = await guardedGroup({
      type: 'quiz',
      language: 'vi',
      quiz_questions: [{ question: 'Tên dự án là gì?', answers: ['W2E', 'ABC', 'XYZ'] }],
    });
    const newcomer = { id: 900_003, language_code: 'en' };
    await send(joinUpdate(chat, newcomer));
    const question = lastCall('sendMessage', chat.id)!;
    expect(String(question.params.text)).toContain('chào mừng');
    expect(String(question.params.text)).toContain('Tên dự án là gì?');
    const index = buttons(question).findIndex((b) => b.text === 'W2E');
    const row = await captchaRow(chat.id, newcomer.id);
    await send(callbackUpdate(newcomer, { chatId: chat.id, messageId: row.messageId! }, `cap:${index}`));
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      'Chính xác, giờ bạn có thể nhắn tin. Chào mừng!',
    );
    expect((await captchaRow(chat.id, newcomer.id)).status).toBe('passed');
  });

  it('built-in quiz in the member’s language when the group leaves it to them', async () => {
    const chat = await guardedGroup({ type: 'quiz' });
    await send(joinUpdate(chat, { id: 900_004, language_code: 'vi' }));
    expect(String(lastCall('sendMessage', chat.id)!.params.text)).toMatch(/Đâu là|Con vật nào|Một tuần/);
  });

  it('timeout: the job loop bans whoever did not answer, once, and removes the message', async () => {
    const chat = await guardedGroup({ action: 'ban' });
    const newcomer = { id: 900_005 };
    await send(joinUpdate(chat, newcomer));
    const messageId = (await captchaRow(chat.id, newcomer.id)).messageId!;
    await t.app.monitoring.tick();
    expect(callsTo('banChatMember', chat.id)).toHaveLength(0);
    await expire(chat.id);
    await Promise.all([t.app.monitoring.tick(), t.app.monitoring.tick()]);
    await t.app.monitoring.tick();
    expect(callsTo('banChatMember', chat.id)).toHaveLength(1);
    expect(callsTo('unbanChatMember', chat.id)).toHaveLength(0);
    expect(lastCall('deleteMessage', chat.id)!.params.message_id).toBe(messageId);
    expect((await captchaRow(chat.id, newcomer.id)).status).toBe('expired');
  });

  it('join requests: asked in private, approved on the right answer, declined on timeout, no second captcha', async () => {
    const chat = await guardedGroup();
    const asker = { id: 900_006, first_name: 'Ana', language_code: 'vi' };
    await send(joinRequestUpdate(chat, asker));
    const dm = lastCall('sendMessage', asker.id)!;
    expect(String(dm.params.text)).toContain('Bạn đã yêu cầu tham gia');
    const row = await captchaRow(chat.id, asker.id);
    await send(callbackUpdate(asker, { chatId: asker.id, messageId: row.messageId! }, 'cap:0'));
    expect(lastCall('approveChatJoinRequest', chat.id)!.params.user_id).toBe(asker.id);
    await send(joinUpdate(chat, asker, { viaJoinRequest: true }));
    expect(callsTo('restrictChatMember', chat.id).filter((c) => c.params.user_id === asker.id)).toHaveLength(
      0,
    );

    const slow = { id: 900_007 };
    await send(joinRequestUpdate(chat, slow));
    await expire(chat.id);
    await t.app.monitoring.tick();
    expect(lastCall('declineChatJoinRequest', chat.id)!.params.user_id).toBe(slow.id);
    expect(String(lastCall('editMessageText', slow.id)!.params.text)).toContain('Time is up');
  });

  it('admins and members added by an admin skip it; members added by others do not', async () => {
    const chat = await guardedGroup();
    await send(joinUpdate(chat, { id: 900_010 }, { by: { id: owner.telegramId } }));
    await send(
      chatMemberUpdate(
        chat,
        { id: 900_011 },
        { from: 'left', to: 'administrator', by: { id: owner.telegramId } },
      ),
    );
    expect(callsTo('restrictChatMember', chat.id)).toHaveLength(0);
    await send(joinUpdate(chat, { id: 900_012 }, { by: { id: 900_013 } }));
    expect(callsTo('restrictChatMember', chat.id).map((c) => c.params.user_id)).toEqual([900_012]);
  });

  it('a bot demoted mid-captcha cancels the pending captchas and kicks nobody', async () => {
    const chat = await guardedGroup();
    await send(joinUpdate(chat, { id: 900_020 }));
    await send(myChatMemberUpdate(chat, { id: owner.telegramId }, { from: 'administrator', to: 'member' }));
    expect(String(lastCall('sendMessage', chat.id)!.params.text)).toContain('captcha is paused');
    await expire(chat.id);
    await t.app.monitoring.tick();
    expect(callsTo('banChatMember', chat.id)).toHaveLength(0);
    expect((await captchaRow(chat.id, 900_020)).status).toBe('cancelled');
    expect(logged('open captchas cancelled').at(-1)).toMatchObject({ chatId: chat.id, why: 'guard demoted' });
  });

  it('a group migrated to a supergroup keeps its record and open captchas under the new id', async () => {
    const old: TestChat = { id: -4_000_001, type: 'group', title: 'Small' };
    await send(myChatMemberUpdate(old, { id: owner.telegramId }, { from: 'left', to: 'administrator' }));
    await send(joinUpdate(old, { id: 900_030 }));
    const to = -1_004_000_001;
    await send(groupMessage(old, { id: owner.telegramId }, '', { migrate_to_chat_id: to, text: undefined }));
    const chats = (await overview()).chats;
    expect(chats.some((c) => c.chat_id === String(old.id))).toBe(false);
    expect(chats.find((c) => c.chat_id === String(to))!.type).toBe('supergroup');
    expect((await captchaRow(to, 900_030)).status).toBe('pending');
    expect(logged('chat migrated to a supergroup').at(-1)).toMatchObject({ from: old.id, to, moved: true });
  });

  it('a deleted group: the failure is absorbed, the chat marked gone, nobody kicked', async () => {
    const chat = await guardedGroup();
    api.alwaysFail.set('restrictChatMember', { error_code: 400, description: 'Bad Request: chat not found' });
    try {
      await send(joinUpdate(chat, { id: 900_040 }));
    } finally {
      api.alwaysFail.delete('restrictChatMember');
    }
    const [row] = await t.app.deps.db
      .select()
      .from(monitoringChats)
      .where(eq(monitoringChats.chatId, chat.id));
    expect(row!.status).toBe('gone');
    expect((await captchaRow(chat.id, 900_040)).status).toBe('cancelled');
    expect(callsTo('banChatMember', chat.id)).toHaveLength(0);
    expect(logged('chat is gone (deleted, or the bot was removed)').at(-1)).toMatchObject({
      chatId: chat.id,
    });
  });

  it('/settings: admins change the captcha with buttons; non-admins are refused', async () => {
    const chat = await guardedGroup();
    await send(groupMessage(chat, { id: 900_050 }, '/settings'));
    expect(lastCall('sendMessage', chat.id)!.params.text).toBe('Only the admins of this chat can do that.');
    expect(logged('/settings from a non-admin refused').at(-1)).toMatchObject({
      chatId: chat.id,
      from: 900_050,
    });
    await send(groupMessage(chat, { id: owner.telegramId }, '/settings'));
    const panel = lastCall('sendMessage', chat.id)!;
    expect(String(panel.params.text)).toContain('Captcha settings for');
    expect(buttons(panel).map((b) => b.callback_data)).toContain('set:type:math');
    const messageId = 1;
    await send(callbackUpdate({ id: 900_050 }, { chatId: chat.id, messageId }, 'set:type:math'));
    expect(api.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      'Only the admins of this chat can do that.',
    );
    expect((await overview()).chats.find((c) => c.chat_id === String(chat.id))!.settings.type).toBe('button');
    expect(logged('settings button from a non-admin refused').at(-1)).toMatchObject({ chatId: chat.id });
    await send(callbackUpdate({ id: owner.telegramId }, { chatId: chat.id, messageId }, 'set:type:math'));
    expect((await overview()).chats.find((c) => c.chat_id === String(chat.id))!.settings.type).toBe('math');
  });
});

describe('joins and leaves', () => {
  it('stores every join and leave with how and by whom, once even when delivered twice', async () => {
    const chat = await guardedGroup({ enabled: false });
    const join = joinUpdate(
      chat,
      { id: 900_060, first_name: 'Lan' },
      { inviteLink: { invite_link: 'https://t.me/+abc', name: 'Spring campaign' } },
    );
    await send(join);
    await send(join);
    await send(
      chatMemberUpdate(
        chat,
        { id: 900_061, first_name: 'Hoa' },
        { from: 'left', to: 'member', by: { id: owner.telegramId, first_name: 'Boss' } },
      ),
    );
    await send(chatMemberUpdate(chat, { id: 900_060, first_name: 'Lan' }, { from: 'member', to: 'left' }));
    await send(
      chatMemberUpdate(
        chat,
        { id: 900_061, first_name: 'Hoa' },
        { from: 'member', to: 'kicked', by: { id: owner.telegramId } },
      ),
    );
    const id = (await overview()).chats.find((c) => c.chat_id === String(chat.id))!.id;
    const events = (
      await t.app.inject({
        method: 'GET',
        url: `/api/monitoring/chats/${id}/member-events`,
        headers: bearer(owner.token),
      })
    ).json();
    expect(events.total).toBe(4);
    const kinds = events.items.map((e: { user_name: string; kind: string; method: string | null }) => [
      e.user_name,
      e.kind,
      e.method,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['Lan', 'join', 'invite_link'],
        ['Hoa', 'join', 'added'],
        ['Lan', 'leave', null],
        ['Hoa', 'banned', null],
      ]),
    );
    expect(
      events.items.find((e: { kind: string; method: string }) => e.method === 'invite_link').invite_link,
    ).toBe('Spring campaign');
    expect((await overview()).chats.find((c) => c.id === id)).toMatchObject({
      joins_today: 2,
      leaves_today: 2,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/monitoring/chats/${id}/member-events`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('daily summary and notices', () => {
  it('posts join/leave notices and one summary a day to the admin log chat', async () => {
    const logChat = -1_009_999_000_001;
    const chat = await guardedGroup({ enabled: false, log_chat_id: String(logChat) });
    await send(
      joinUpdate(
        chat,
        { id: 900_070, first_name: 'Mai' },
        { inviteLink: { invite_link: 'https://t.me/+x', name: 'Spring' } },
      ),
    );
    expect(String(lastCall('sendMessage', logChat)!.params.text)).toBe(
      '➕ Mai joined Guild (invite link Spring)',
    );
    await send(chatMemberUpdate(chat, { id: 900_070, first_name: 'Mai' }, { from: 'member', to: 'left' }));
    expect(String(lastCall('sendMessage', logChat)!.params.text)).toBe('➖ Mai left Guild');

    const tomorrow = new Date(Date.now() + 86_400_000);
    await t.app.monitoring.tick(tomorrow);
    const summaries = () =>
      callsTo('sendMessage', logChat).filter((c) => String(c.params.text).startsWith('Daily summary'));
    expect(summaries()).toHaveLength(1);
    expect(String(summaries()[0]!.params.text)).toMatch(
      /^Daily summary for Guild, \d{4}-\d{2}-\d{2}: 1 joined, 1 left/,
    );
    await t.app.monitoring.tick(new Date(tomorrow.getTime() + 120_000));
    expect(summaries()).toHaveLength(1);
  });
});

describe('raids', () => {
  it('restricts every raider at once, batches the captcha messages, tells the admin, and resumes after a restart', async () => {
    const chat = await guardedGroup({ action: 'kick' });
    // The first instance "dies" before any captcha message can go out.
    api.alwaysFail.set('sendMessage', { error_code: 400, description: 'Bad Request: simulated crash' });
    const raiders = Array.from({ length: 60 }, (_, i) => ({ id: 910_000 + i }));
    await Promise.all(raiders.map((r) => send(joinUpdate(chat, r))));
    api.alwaysFail.delete('sendMessage');
    const restricted = callsTo('restrictChatMember', chat.id).map((c) => c.params.user_id);
    expect(new Set(restricted).size).toBe(60);
    expect(restricted).toHaveLength(60);

    // A new instance on the same database picks the waiting captchas up.
    const sinceRestart = api.calls.length;
    const second = await startApp(database);
    try {
      await second.app.monitoring.tick();
      await second.app.monitoring.bots.get('guard')!.monitor!.idle();
      const messages = api.calls
        .slice(sinceRestart)
        .filter((c) => c.method === 'sendMessage' && c.params.chat_id === chat.id)
        .filter((c) => String(c.params.text).includes('tg://user'));
      expect(messages.length).toBeGreaterThanOrEqual(2);
      expect(messages.length).toBeLessThanOrEqual(3);
      const mentioned = messages.flatMap((m) =>
        [...String(m.params.text).matchAll(/tg:\/\/user\?id=(\d+)/g)].map((x) => Number(x[1])),
      );
      expect(mentioned.sort()).toEqual(raiders.map((r) => r.id).sort());
      expect(api.callsOf('sendMessage').some((c) => String(c.params.text).includes('Raid in'))).toBe(true);

      await expire(chat.id);
      await second.app.monitoring.tick();
      expect(new Set(callsTo('banChatMember', chat.id).map((c) => c.params.user_id)).size).toBe(60);
      expect(callsTo('banChatMember', chat.id)).toHaveLength(60);
    } finally {
      await second.close();
    }
  });
});
