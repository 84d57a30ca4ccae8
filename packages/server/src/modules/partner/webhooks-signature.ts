import { createHmac, randomBytes } from 'node:crypto';

/**
 * How a delivery is signed (docs/webhooks.md): `W2E-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, one `v1` per secret that signs now (two while a rotated secret overlaps the new one), so a
 * receiver checks the time and any `v1` against the secret it holds.
 */
export function webhookSignature(body: string, secrets: readonly string[], unixSeconds: number): string {
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`,
  );
  return [`t=${unixSeconds}`, ...signatures].join(',');
}

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognised for what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * How long a failed delivery waits before its next attempt: exponential backoff with full jitter (a random
 * time between 0 and base × 2^(attempt−1), capped), so receivers that failed together are not retried together.
 */
export function retryDelayMs(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt, 1) - 1, 40));
  return Math.floor(random() * ceiling);
}
