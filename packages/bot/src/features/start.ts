import { Composer } from 'grammy';
import type { BotContext } from '../context';

/** /start and /help in private chats: who the bot is and what it does. */
export const start = new Composer<BotContext>();
const privateChats = start.chatType('private');

privateChats.command('start', (ctx) => ctx.reply(ctx.t('bot:start', { name: ctx.from.first_name })));
privateChats.command('help', (ctx) => ctx.reply(ctx.t('bot:help')));
