import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { chatLanguage, translator } from '../i18n';
import { describeError, displayName, escapeHtml, type Monitor } from '../monitor';

/** How long a duel waits for someone to accept it. */
export const DUEL_TTL_SECONDS = 120;

/**
 * The mini-game, run by Pulse: a dice duel. `/duel` opens one (one at a time per chat), the first other member
 * to press the button plays, Telegram rolls a die for each, and the higher roll wins 3 points (a draw 1 each).
 * `/points` shows the chat's scoreboard. A Premium feature: the chat's owner needs a Premium project and an
 * admin turns it on in the dashboard.
 */
export function game(monitor: Monitor): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const groups = composer.chatType(['group', 'supergroup']);

  groups.command('duel', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    if (!chat || !ctx.from || ctx.message.sender_chat) return;
    if (!chat.settings.minigame_enabled || !(await monitor.store.miniGameAllowed(chat.chatId))) {
      return void (await ctx.reply(t('bot:duelDisabled')));
    }
    const name = displayName(ctx.from);
    const round = await monitor.store.openGameRound(
      chat,
      { userId: ctx.from.id, userName: name },
      DUEL_TTL_SECONDS,
    );
    if (!round) return void (await ctx.reply(t('bot:duelBusy')));
    const message = await ctx.reply(
      t('bot:duelOpen', { name: escapeHtml(name), seconds: DUEL_TTL_SECONDS }),
      {
        parse_mode: 'HTML',
        reply_markup: new InlineKeyboard().text(t('bot:duelAccept'), `duel:${round.id}`),
      },
    );
    await monitor.store.setGameMessage(round.id, message.message_id);
  });

  groups.callbackQuery(/^duel:([0-9a-f-]{36})$/, async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from.language_code));
    const round = await monitor.store.acceptGameRound(ctx.match[1] ?? '', {
      userId: ctx.from.id,
      userName: displayName(ctx.from),
    });
    if (!round || round.opponentId === null) {
      return void (await ctx.answerCallbackQuery({ text: t('bot:duelGone'), show_alert: true }));
    }
    await ctx.answerCallbackQuery();
    try {
      const first = await ctx.api.sendDice(ctx.chat.id, '🎲');
      const second = await ctx.api.sendDice(ctx.chat.id, '🎲');
      const rolls = { challenger: first.dice.value, opponent: second.dice.value };
      if (!(await monitor.store.finishGameRound(round.id, rolls))) return;
      const a = escapeHtml(round.challengerName);
      const b = escapeHtml(round.opponentName ?? '?');
      const outcome =
        rolls.challenger === rolls.opponent
          ? t('bot:duelDraw')
          : t('bot:duelWinner', { name: rolls.challenger > rolls.opponent ? a : b });
      const text = t('bot:duelResult', { a, ra: rolls.challenger, b, rb: rolls.opponent, outcome });
      if (round.messageId !== null) {
        await ctx.api
          .editMessageText(ctx.chat.id, round.messageId, text, { parse_mode: 'HTML' })
          .catch(() => ctx.reply(text, { parse_mode: 'HTML' }));
      } else {
        await ctx.reply(text, { parse_mode: 'HTML' });
      }
      monitor.log.info({ chatId: ctx.chat.id, roundId: round.id, rolls }, 'duel played');
    } catch (error) {
      monitor.log.warn(
        { chatId: ctx.chat.id, roundId: round.id, err: describeError(error) },
        'duel not played',
      );
    }
  });

  groups.command('points', async (ctx) => {
    const chat = await monitor.store.getChat(ctx.chat.id);
    const t = translator(chatLanguage(chat?.settings.language, ctx.from?.language_code));
    const scores = await monitor.store.gameScores(ctx.chat.id, 10);
    const lines =
      scores.length === 0
        ? [t('bot:gameBoardNone')]
        : scores.map((s, i) =>
            t('bot:gameBoardLine', { rank: i + 1, name: escapeHtml(s.userName), points: s.points }),
          );
    await ctx.reply(
      [t('bot:gameBoard', { title: escapeHtml(chat?.title ?? ctx.chat.title) }), ...lines].join('\n'),
      {
        parse_mode: 'HTML',
      },
    );
  });

  return composer;
}
