import { BOT_PROFILES } from '@w2e/bot-config/profiles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyProfile } from '../src/apply-profile';
import { createBot } from '../src/create-bot';
import { BotApiStandIn, TEST_BOT, textUpdate } from './bot-api-stand-in';

const TOKEN = '123456:TEST-token';
let api: BotApiStandIn;

beforeEach(async () => {
  api = await new BotApiStandIn().start();
});
afterEach(() => api.stop());

describe('monitoring bot', () => {
  it('answers /start with an introduction in the user’s language, over HTTP', async () => {
    const bot = createBot(TOKEN, { id: 'guard', apiRoot: api.apiRoot, botInfo: TEST_BOT });
    await bot.handleUpdate(textUpdate('/start', { first_name: 'Linh', language_code: 'vi' }));
    const call = api.callsOf('sendMessage')[0]!;
    expect(call.token).toBe(TOKEN);
    expect(call.params.chat_id).toBe(42);
    expect(String(call.params.text)).toMatch(/^Xin chào Linh! /);

    await bot.handleUpdate(textUpdate('/help', { language_code: 'fr' }));
    expect(String(api.callsOf('sendMessage')[1]!.params.text)).toMatch(
      /^Commands:\n\/start - introduction\n\/help - this list\n\/settings - captcha settings/,
    );
  });

  it('takes updates by long polling', async () => {
    const bot = createBot(TOKEN, { id: 'guard', apiRoot: api.apiRoot });
    api.queueUpdate(textUpdate('/start', { first_name: 'Minh' }));
    const running = bot.start({ drop_pending_updates: false });
    const reply = await api.waitFor('sendMessage');
    await bot.stop();
    await running;
    expect(api.callsOf('getMe')).toHaveLength(1);
    expect(String(reply.params.text)).toMatch(/^Hi Minh! /);
  });

  it('keeps going after a failing handler: the user is told, the error reported', async () => {
    const errors: unknown[] = [];
    const bot = createBot(TOKEN, {
      id: 'guard',
      apiRoot: api.apiRoot,
      botInfo: TEST_BOT,
      onError: (error) => errors.push(error),
    });
    api.failures.set('sendMessage', { error_code: 400, description: 'Bad Request: chat not found' });
    await bot.handleUpdate(textUpdate('/start'));
    expect(errors).toHaveLength(1);
    // The apology itself went out on the second sendMessage.
    expect(api.callsOf('sendMessage').at(-1)!.params.text).toBe(
      'Something went wrong. Please try again in a moment.',
    );
    await bot.handleUpdate(textUpdate('/help'));
    expect(api.callsOf('sendMessage').at(-1)!.params.text).toContain('/help');
  });

  it('waits and retries when Telegram answers 429, so the message still goes out', async () => {
    const bot = createBot(TOKEN, { id: 'guard', apiRoot: api.apiRoot, botInfo: TEST_BOT });
    api.failures.set('sendMessage', {
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      parameters: { retry_after: 1 },
    } as { error_code: number; description: string });
    await bot.handleUpdate(textUpdate('/help'));
    const sends = api.callsOf('sendMessage');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.at - sends[0]!.at).toBeGreaterThanOrEqual(900);
    expect(String(sends[1]!.params.text)).toMatch(/^Commands:/);
  });

  it('ignores commands outside private chats', async () => {
    const bot = createBot(TOKEN, { id: 'guard', apiRoot: api.apiRoot, botInfo: TEST_BOT });
    const update = textUpdate('/start');
    (update.message as { chat: unknown }).chat = { id: -100123, type: 'supergroup', title: 'Guild' };
    await bot.handleUpdate(update);
    expect(api.callsOf('sendMessage')).toHaveLength(0);
  });
});

describe('bot profile', () => {
  it('pushes names, descriptions and commands in English and Vietnamese, and the Mini App menu button', async () => {
    const bot = createBot(TOKEN, { id: 'guard', apiRoot: api.apiRoot, botInfo: TEST_BOT });
    await applyProfile(bot.api, BOT_PROFILES.guard, 'https://w2e.example');
    const commands = api.callsOf('setMyCommands');
    expect(commands.map((c) => c.params.language_code)).toEqual([undefined, 'vi']);
    expect(commands[1]!.params.commands).toEqual([
      { command: 'start', description: 'Giới thiệu' },
      { command: 'help', description: 'Những gì tôi có thể làm' },
      { command: 'settings', description: 'Cài đặt captcha (quản trị viên nhóm)' },
      { command: 'connect', description: 'Hiển thị nhóm trên bảng điều khiển của cổng' },
    ]);
    expect(api.callsOf('setMyName').map((c) => [c.params.name, c.params.language_code])).toEqual([
      ['W2E Guard', undefined],
      ['W2E Guard', 'vi'],
    ]);
    expect(api.callsOf('setMyDescription')[1]!.params.description).toBe(BOT_PROFILES.guard.description.vi);
    expect(api.callsOf('setChatMenuButton')[0]!.params.menu_button).toEqual({
      type: 'web_app',
      text: 'Open W2E Hub',
      web_app: { url: 'https://w2e.example/miniapp/' },
    });
  });

  it('is idempotent: a second run reads everything and sets nothing; a changed text is set alone', async () => {
    const bot = createBot(TOKEN, { id: 'guard', apiRoot: api.apiRoot, botInfo: TEST_BOT });
    expect(await applyProfile(bot.api, BOT_PROFILES.guard, 'https://w2e.example')).toHaveLength(9);
    const setCalls = () => api.calls.filter((c) => c.method.startsWith('set')).length;
    const before = setCalls();
    expect(await applyProfile(bot.api, BOT_PROFILES.guard, 'https://w2e.example')).toEqual([]);
    expect(setCalls()).toBe(before);
    expect(api.callsOf('getMyName')).toHaveLength(4);

    const changed = {
      ...BOT_PROFILES.guard,
      shortDescription: { ...BOT_PROFILES.guard.shortDescription, vi: 'Mới' },
    };
    expect(await applyProfile(bot.api, changed, 'https://w2e.example')).toEqual(['short description (vi)']);
    expect(api.callsOf('setMyShortDescription').at(-1)!.params).toEqual({
      short_description: 'Mới',
      language_code: 'vi',
    });
  });

  it('keeps every profile text within Telegram’s limits', () => {
    for (const profile of Object.values(BOT_PROFILES)) {
      for (const lang of ['en', 'vi'] as const) {
        expect(profile.name[lang].length).toBeLessThanOrEqual(64);
        expect(profile.description[lang].length).toBeLessThanOrEqual(512);
        expect(profile.shortDescription[lang].length).toBeLessThanOrEqual(120);
        for (const c of profile.commands) {
          expect(c.command).toMatch(/^[a-z0-9_]{1,32}$/);
          expect(c.description[lang].length).toBeLessThanOrEqual(256);
        }
      }
    }
  });
});
