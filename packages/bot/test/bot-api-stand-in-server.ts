import { BotApiStandIn } from './bot-api-stand-in';

/**
 * The Bot API stand-in as a process, for the browser tests: the server under test reaches "Telegram" at
 * http://127.0.0.1:BOT_API_PORT (TELEGRAM_API_ROOT); GET /calls lists every call it made. Loopback only.
 */
const standIn = await new BotApiStandIn().start(Number(process.env.BOT_API_PORT ?? 3127));
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
