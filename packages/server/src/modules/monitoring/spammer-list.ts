import type { FastifyBaseLogger } from 'fastify';

/** A lookup that takes longer than this counts as failed: a join is never held up for it. */
export const SPAMMER_LOOKUP_TIMEOUT_MS = 3000;

/**
 * The shared list of known Telegram spammers, asked at each join: `GET {TELEGRAM_SPAMMER_LIST_URL}/check?user_id=ID`
 * in the shape of CAS (cas.chat): `{ ok: true, result: { offenses, messages, time_added } }` for a listed account,
 * `{ ok: false, description }` for one that is not. True: listed; false: not; null: the list could not tell (down,
 * slow, another answer), which never blocks a join. Unset URL: no lookup.
 */
export function spammerList(
  url: string | undefined,
  log: FastifyBaseLogger,
  timeoutMs = SPAMMER_LOOKUP_TIMEOUT_MS,
): ((userId: number) => Promise<boolean | null>) | undefined {
  if (!url) return undefined;
  const base = url.replace(/\/+$/, '');
  return async (userId) => {
    try {
      const response = await fetch(`${base}/check?user_id=${encodeURIComponent(String(userId))}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      const body = (await response.json()) as { ok?: unknown; result?: { offenses?: unknown } };
      if (body.ok === true && typeof body.result?.offenses === 'number') return body.result.offenses > 0;
      if (body.ok === false && response.ok) return false;
      log.warn(
        { userId, status: response.status },
        'spammer list gave an answer it should not; join let through',
      );
      return null;
    } catch (error) {
      log.warn({ userId, err: String(error) }, 'spammer list lookup failed; join let through');
      return null;
    }
  };
}
