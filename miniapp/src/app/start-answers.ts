import type { LoginResult } from '@w2e/core/contracts/session';
import { isRecord } from '@w2e/core/validation/is-record';

/**
 * The two answers the Mini App's start waits for, read without zod: the public config's `telegram_login` and
 * the login's result. zod (about 27 KB gzip with core's validation) then loads only with the first screen that
 * fetches more (events, boards, the profile), not before the first screen, which would otherwise wait for it
 * on a slow network (docs/miniapp.md, "First screen"). The shape is core's `loginResultSchema`
 * (contracts/session.ts): `start-answers.test.ts` holds the two to the same verdicts and the same output, so a
 * field added there fails the test until it is read here too.
 */

/** Thrown when an answer is not the shape the contract gives; the sign-in reports the server unavailable. */
export class UnexpectedAnswer extends Error {
  constructor(what: string) {
    super(`Unexpected answer: ${what}`);
    this.name = 'UnexpectedAnswer';
  }
}

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new UnexpectedAnswer(key);
  return value;
}

function textOrNull(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === null) return null;
  if (typeof value !== 'string') throw new UnexpectedAnswer(key);
  return value;
}

/** An ISO 8601 date-time in UTC (`Z`), as zod's `z.iso.datetime()` accepts it. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/** GET /api/config, as far as the start reads it: does this server sign Telegram users in? */
export function readTelegramLogin(body: unknown): boolean {
  if (!isRecord(body) || typeof body.telegram_login !== 'boolean') throw new UnexpectedAnswer('config');
  return body.telegram_login;
}

/** POST /api/auth/login-via-telegram-bot's answer: the user with a fresh token (unknown keys dropped). */
export function readLoginResult(body: unknown): LoginResult {
  if (!isRecord(body)) throw new UnexpectedAnswer('login');
  const tokens = body.access_tokens;
  if (!isRecord(tokens)) throw new UnexpectedAnswer('access_tokens');
  if (tokens.token_type !== 'Bearer') throw new UnexpectedAnswer('token_type');
  const expiresAt = text(tokens, 'expires_at');
  if (!ISO_UTC.test(expiresAt)) throw new UnexpectedAnswer('expires_at');
  if (typeof body.token_holder !== 'boolean') throw new UnexpectedAnswer('token_holder');
  return {
    id: text(body, 'id'),
    username: textOrNull(body, 'username'),
    email: textOrNull(body, 'email'),
    email_unverify: textOrNull(body, 'email_unverify'),
    name: textOrNull(body, 'name'),
    auth_metamask_wallet: textOrNull(body, 'auth_metamask_wallet'),
    token_holder: body.token_holder,
    access_tokens: {
      access_token: text(tokens, 'access_token'),
      token_type: 'Bearer',
      expires_at: expiresAt,
    },
  };
}
