import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramWidgetData } from '@w2e/core/contracts/auth';

/** Who Telegram says signed in, from either the Mini App's init data or the Login Widget. */
export interface TelegramIdentity {
  id: string;
  firstName: string;
  lastName: string | undefined;
  username: string | undefined;
  languageCode: string | undefined;
  /** Mini App init data's `allows_write_to_pm`: the user allowed the bot to message them (false elsewhere). */
  allowsWriteToPm: boolean;
}

export type TelegramCheck =
  | {
      ok: true;
      identity: TelegramIdentity;
      /** Telegram's `hash` of the data and its `auth_date` (seconds): what a replay check remembers. */
      hash: string;
      authDate: number;
    }
  | { ok: false; reason: 'invalid' | 'expired' };

function hmacHex(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

function sameHex(expected: Buffer, hex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

/** Telegram's clock and ours may differ a little; data from the future beyond that is refused too. */
export const CLOCK_SKEW_SECONDS = 60;

function fresh(authDate: number, maxAgeSeconds: number, nowSeconds: number): boolean {
  return authDate <= nowSeconds + CLOCK_SKEW_SECONDS && nowSeconds - authDate <= maxAgeSeconds;
}

/**
 * Mini App init data (core.telegram.org/bots/webapps, "Validating data received via the Mini App"): every
 * field but `hash`, sorted by key, as `key=value` lines, HMAC-SHA256'd with the key
 * HMAC-SHA256("WebAppData", bot token), must equal `hash`. The `signature` field of Bot API 8.0 is one of the
 * fields and so is covered as well.
 */
export function checkMiniAppInitData(
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramCheck {
  const params = new URLSearchParams(raw);
  const keys = [...params.keys()];
  const hash = params.get('hash');
  if (!hash || new Set(keys).size !== keys.length) return { ok: false, reason: 'invalid' };
  const dataCheckString = keys
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${params.get(key)}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken, 'utf8').digest();
  if (!sameHex(hmacHex(secret, dataCheckString), hash)) return { ok: false, reason: 'invalid' };

  const authDate = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authDate)) return { ok: false, reason: 'invalid' };
  if (!fresh(authDate, maxAgeSeconds, nowSeconds)) return { ok: false, reason: 'expired' };
  let user: {
    id?: unknown;
    first_name?: unknown;
    last_name?: unknown;
    username?: unknown;
    language_code?: unknown;
    allows_write_to_pm?: unknown;
  };
  try {
    user = JSON.parse(params.get('user') ?? 'null') ?? {};
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id)) return { ok: false, reason: 'invalid' };
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    ok: true,
    hash: hash.toLowerCase(),
    authDate,
    identity: {
      id: String(user.id),
      firstName: text(user.first_name) ?? '',
      lastName: text(user.last_name),
      username: text(user.username),
      languageCode: text(user.language_code),
      allowsWriteToPm: user.allows_write_to_pm === true,
    },
  };
}

/**
 * Login Widget data (core.telegram.org/widgets/login, "Checking authorization"): the same kind of
 * data-check-string, but the key is SHA-256(bot token).
 */
export function checkLoginWidget(
  data: TelegramWidgetData,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): TelegramCheck {
  const { hash, ...fields } = data;
  const dataCheckString = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken, 'utf8').digest();
  if (!sameHex(hmacHex(secret, dataCheckString), hash)) return { ok: false, reason: 'invalid' };
  if (!fresh(data.auth_date, maxAgeSeconds, nowSeconds)) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    hash: hash.toLowerCase(),
    authDate: data.auth_date,
    identity: {
      id: String(data.id),
      firstName: data.first_name,
      lastName: data.last_name,
      username: data.username,
      languageCode: undefined,
      allowsWriteToPm: false,
    },
  };
}
