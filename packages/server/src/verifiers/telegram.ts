import type { TelegramCheck } from '@w2e/core/contracts/tasks';
import type { Language } from '@w2e/core/i18n/languages';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { parseTelegramPublicLink } from '@w2e/core/tasks/links';
import { getChatMember } from '../adapters/telegram';
import { ack } from '../lib/ack';
import type { Verifier, VerifierSource } from './index';

/**
 * Telegram join: the player's Telegram account (from Telegram sign-in: a signed id, never one the client
 * states) is in the task's public group or channel, read by getChatMember through our sign-in bot
 * (TELEGRAM_BOT_TOKEN) at TELEGRAM_API_ROOT. Restricted members count while they are in the chat; left and
 * kicked do not. When Telegram won't tell (the bot is not in the chat, or may not see its members), the
 * check is unavailable and says how to fix it.
 */
export const telegramJoin: Verifier<'telegram_join'> = async (deps, task, player) => {
  const chat = `@${parseTelegramPublicLink(task.link) ?? ''}`;
  if (!player.telegramId) return { kind: 'refused', key: 'tasks:telegramRequired' };
  const token = deps.config.telegram.botToken;
  if (!token) return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  let answer: Awaited<ReturnType<typeof getChatMember>>;
  try {
    answer = await getChatMember(
      deps.config.monitoring.apiRoot,
      token,
      deps.config.verify.ratePerSecond,
      chat,
      player.telegramId,
    );
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : error }, 'telegram check failed');
    return { kind: 'unavailable', key: 'tasks:checkUnavailable' };
  }
  if (!answer.ok) {
    // A user who never met the chat is "user not found" (400); everything else is the chat's setup.
    if (/user not found|participant_id_invalid/i.test(answer.description))
      return { kind: 'refused', key: 'tasks:telegramNotMember', params: { chat } };
    return { kind: 'unavailable', key: 'tasks:telegramBotMissing', params: { chat } };
  }
  const { status, is_member } = answer.member;
  const inside =
    status === 'creator' ||
    status === 'administrator' ||
    status === 'member' ||
    (status === 'restricted' && is_member);
  return inside ? { kind: 'granted' } : { kind: 'refused', key: 'tasks:telegramNotMember', params: { chat } };
};

/**
 * For the host configuring a Telegram join task: is our bot in the chat, with the admin rights that let it
 * read members (channels only tell admins)? Asks getChatMember about the bot itself.
 */
export async function telegramChatCheck(
  deps: Parameters<Verifier>[0],
  link: string,
  language: Language,
): Promise<TelegramCheck> {
  const chat = `@${parseTelegramPublicLink(link) ?? ''}`;
  const bot = deps.config.telegram.botUsername ?? null;
  const token = deps.config.telegram.botToken;
  const answer = (status: TelegramCheck['status'], key: TranslationKey): TelegramCheck => ({
    chat,
    bot_username: bot,
    status,
    ...ack(language, key, { chat, bot: bot ? `@${bot}` : 'our bot' }),
  });
  if (!token) return answer('unavailable', 'tasks:checkUnavailable');
  try {
    const found = await getChatMember(
      deps.config.monitoring.apiRoot,
      token,
      deps.config.verify.ratePerSecond,
      chat,
      token.split(':')[0] ?? '',
    );
    if (!found.ok) return answer('not_in_chat', 'tasks:telegramBotNotInChat');
    const { status } = found.member;
    if (status === 'administrator' || status === 'creator') return answer('ready', 'tasks:telegramBotReady');
    if (status === 'member' || status === 'restricted')
      return answer('not_admin', 'tasks:telegramBotNotAdmin');
    return answer('not_in_chat', 'tasks:telegramBotNotInChat');
  } catch {
    return answer('unavailable', 'tasks:checkUnavailable');
  }
}

/** The registry's `telegram` source: asked through our sign-in bot. */
export const telegramSource: VerifierSource<'telegram'> = {
  configured: (config) => Boolean(config.telegram.botToken),
  verifiers: { telegram_join: telegramJoin },
};
