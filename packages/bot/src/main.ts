import { loadBotConfig } from './config';
import { createBot } from './create-bot';

/**
 * Development runner: long polling. In production the API server receives the bots' updates by webhook, so
 * any instance can take any update.
 */
const config = loadBotConfig();
const bot = createBot(config.token, {
  id: config.id,
  apiRoot: config.apiRoot,
  onError: (error, updateId) => console.error(`update ${updateId} failed`, error),
});
process.once('SIGINT', () => void bot.stop());
process.once('SIGTERM', () => void bot.stop());
await bot.start({ onStart: (me) => console.info(`@${me.username} (${config.id}) is polling for updates`) });
