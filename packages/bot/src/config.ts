import { BOT_IDS, type BotId } from '@w2e/bot-config/profiles';

export interface BotRunConfig {
  id: BotId;
  token: string;
  apiRoot: string | undefined;
}

/** The only reader of the environment in this package: the long-polling runner used in development. */
export function loadBotConfig(env: Record<string, string | undefined> = process.env): BotRunConfig {
  const id = (env.BOT_ID ?? 'guard') as BotId;
  if (!BOT_IDS.includes(id)) throw new Error(`BOT_ID must be one of ${BOT_IDS.join(', ')}`);
  const token = env[`TELEGRAM_${id.toUpperCase()}_BOT_TOKEN`] ?? env.TELEGRAM_BOT_TOKEN;
  if (!token)
    throw new Error(
      `Set TELEGRAM_${id.toUpperCase()}_BOT_TOKEN (or TELEGRAM_BOT_TOKEN) to run the ${id} bot`,
    );
  return { id, token, apiRoot: env.TELEGRAM_API_ROOT || undefined };
}

export interface ApplyConfig {
  tokens: Partial<Record<BotId, string>>;
  apiRoot: string;
  publicUrl: string;
}

/** `bot:apply`: both bots' tokens, the Bot API root, and the public URL the Mini App button opens. */
export function loadApplyConfig(env: Record<string, string | undefined> = process.env): ApplyConfig {
  const tokens: Partial<Record<BotId, string>> = {};
  for (const id of BOT_IDS) {
    const token = env[`TELEGRAM_${id.toUpperCase()}_BOT_TOKEN`];
    if (token) tokens[id] = token;
  }
  if (Object.keys(tokens).length === 0) {
    throw new Error('Set TELEGRAM_GUARD_BOT_TOKEN and/or TELEGRAM_PULSE_BOT_TOKEN');
  }
  const publicUrl = env.PUBLIC_URL;
  if (!publicUrl || !/^https?:\/\//.test(publicUrl))
    throw new Error('Set PUBLIC_URL (https://…): the Mini App’s address');
  return { tokens, apiRoot: env.TELEGRAM_API_ROOT || 'https://api.telegram.org', publicUrl };
}
