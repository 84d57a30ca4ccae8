import {
  CAPTCHA_ACTIONS,
  CAPTCHA_TYPES,
  type CaptchaSettingsPatch,
  CHAT_LANGUAGES,
} from '@w2e/core/contracts/monitoring';
import type { TFunction } from '@w2e/core/i18n/create-i18n';
import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { chatLanguage, translator } from '../i18n';
import { escapeHtml, type Monitor } from '../monitor';
import type { ChatRecord } from '../store';
import { isChatAdmin } from './onboarding';

const TIMEOUTS = [60, 180, 300];
const TYPE_KEYS = { button: 'bot:typeButton', math: 'bot:typeMath', quiz: 'bot:typeQuiz' } as const;
const ACTION_KEYS = { kick: 'bot:actionKick', ban: 'bot:actionBan' } as const;
const LANGUAGE_KEYS = { auto: 'bot:languageAuto', en: 'bot:languageEn', vi: 'bot:languageVi' } as const;

function settingsText(t: TFunction, chat: ChatRecord): string {
  const s = chat.settings;
  return t('bot:settingsText', {
    title: escapeHtml(chat.title),
    enabled: t(s.enabled ? 'bot:settingOn' : 'bot:settingOff'),
    type: t(TYPE_KEYS[s.type]),
    minutes: Math.round((s.timeout_seconds / 60) * 10) / 10,
    action: t(ACTION_KEYS[s.action]),
    language: t(LANGUAGE_KEYS[s.language]),
  });
}

function settingsKeyboard(t: TFunction, chat: ChatRecord): InlineKeyboard {
  const s = chat.settings;
  const mark = (on: boolean, label: string) => (on ? `• ${label}` : label);
  const keyboard = new InlineKeyboard()
    .text(t('bot:settingsToggle'), `set:enabled:${s.enabled ? 0 : 1}`)
    .row();
  for (const type of CAPTCHA_TYPES)
    keyboard.text(mark(s.type === type, t(TYPE_KEYS[type])), `set:type:${type}`);
  keyboard.row();
  for (const seconds of TIMEOUTS) {
    keyboard.text(mark(s.timeout_seconds === seconds, `${seconds / 60} min`), `set:timeout:${seconds}`);
  }
  keyboard.row();
  for (const action of CAPTCHA_ACTIONS) {
    keyboard.text(mark(s.action === action, t(ACTION_KEYS[action])), `set:action:${action}`);
  }
  keyboard.row();
  for (const language of CHAT_LANGUAGES) {
    keyboard.text(mark(s.language === language, t(LANGUAGE_KEYS[language])), `set:language:${language}`);
  }
  return keyboard;
}

function parsePatch(field: string, value: string): CaptchaSettingsPatch | null {
  if (field === 'enabled') return { enabled: value === '1' };
  if (field === 'type' && (CAPTCHA_TYPES as readonly string[]).includes(value)) {
    return { type: value as CaptchaSettingsPatch['type'] };
  }
  if (field === 'timeout' && TIMEOUTS.includes(Number(value))) return { timeout_seconds: Number(value) };
  if (field === 'action' && (CAPTCHA_ACTIONS as readonly string[]).includes(value)) {
    return { action: value as CaptchaSettingsPatch['action'] };
  }
  if (field === 'language' && (CHAT_LANGUAGES as readonly string[]).includes(value)) {
    return { language: value as CaptchaSettingsPatch['language'] };
  }
  return null;
}

/** /settings in a group: the captcha settings as buttons, for the chat's admins only (checked on every press). */
export function settings(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  composer.command('settings', async (ctx) => {
    if (ctx.chat.type === 'private' || ctx.chat.type === 'channel') {
      return void (await ctx.reply(ctx.t('bot:groupOnly')));
    }
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    if (!ctx.from || !(await isChatAdmin(ctx, ctx.chat.id, ctx.from.id, ctx.message?.sender_chat?.id))) {
      monitor.log.warn({ chatId: ctx.chat.id, from: ctx.from?.id }, '/settings from a non-admin refused');
      return void (await ctx.reply(t('bot:notAdmin')));
    }
    if (!chat) return;
    await ctx.reply(settingsText(t, chat), { parse_mode: 'HTML', reply_markup: settingsKeyboard(t, chat) });
  });

  composer.callbackQuery(/^set:(\w+):(\w+)$/, async (ctx) => {
    const message = ctx.callbackQuery.message;
    if (!message) return void (await ctx.answerCallbackQuery());
    const chatId = message.chat.id;
    const current = await monitor.store.getChat(chatId);
    const t = translator(chatLanguage(current?.settings.language, ctx.from.language_code));
    if (!(await isChatAdmin(ctx, chatId, ctx.from.id))) {
      monitor.log.warn({ chatId, from: ctx.from.id }, 'settings button from a non-admin refused');
      return void (await ctx.answerCallbackQuery({ text: t('bot:notAdmin'), show_alert: true }));
    }
    const patch = parsePatch(ctx.match[1] ?? '', ctx.match[2] ?? '');
    if (!patch) {
      monitor.log.warn({ chatId, data: ctx.callbackQuery.data }, 'unknown settings button');
      return void (await ctx.answerCallbackQuery());
    }
    const chat = await monitor.store.updateSettings(chatId, patch);
    if (!chat) return void (await ctx.answerCallbackQuery());
    monitor.log.info({ chatId, from: ctx.from.id, patch }, 'captcha settings changed in the group');
    const t2 = translator(chatLanguage(chat.settings.language, ctx.from.language_code));
    await ctx
      .editMessageText(settingsText(t2, chat), {
        parse_mode: 'HTML',
        reply_markup: settingsKeyboard(t2, chat),
      })
      .catch(() => {});
    await ctx.answerCallbackQuery({ text: t2('bot:settingsSaved') });
  });

  return composer;
}
