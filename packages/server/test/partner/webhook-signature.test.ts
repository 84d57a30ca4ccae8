import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  retryDelayMs,
  webhookSignature,
} from '../../src/modules/partner/webhooks-signature';
import { verifyW2ESignature } from '../support/webhook-receiver';

describe('the W2E-Signature header', () => {
  const body = '{"id":"d1","type":"task.completed","created_at":"2026-12-03T07:00:00.000Z","data":{}}';

  it('is the HMAC-SHA256 of "<t>.<body>" in hex, one v1 per secret that signs', () => {
    const header = webhookSignature(body, ['whsec_a', 'whsec_b'], 1_796_000_000);
    const hmac = (secret: string) => createHmac('sha256', secret).update(`1796000000.${body}`).digest('hex');
    expect(header).toBe(`t=1796000000,v1=${hmac('whsec_a')},v1=${hmac('whsec_b')}`);
  });

  it('passes the receivers’ documented check, and fails it for another secret, body or an old time', () => {
    const now = Math.floor(Date.now() / 1000);
    const secret = newWebhookSecret();
    expect(verifyW2ESignature(webhookSignature(body, [secret], now), body, secret)).toBe(true);
    expect(verifyW2ESignature(webhookSignature(body, ['whsec_old', secret], now), body, secret)).toBe(true);
    expect(verifyW2ESignature(webhookSignature(body, [secret], now), body, newWebhookSecret())).toBe(false);
    expect(verifyW2ESignature(webhookSignature(body, [secret], now), body.replace('d1', 'd2'), secret)).toBe(
      false,
    );
    expect(verifyW2ESignature(webhookSignature(body, [secret], now - 600), body, secret)).toBe(false);
    expect(verifyW2ESignature('t=abc,v1=00', body, secret)).toBe(false);
  });

  it('makes a new secret each time', () => {
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});

describe('the retry backoff', () => {
  const policy = { baseMs: 5_000, maxMs: 3_600_000 };

  it('waits up to base × 2^(attempt−1), capped, with full jitter', () => {
    expect(retryDelayMs(1, policy, () => 0.999_999)).toBe(4_999);
    expect(retryDelayMs(2, policy, () => 0.5)).toBe(5_000);
    expect(retryDelayMs(5, policy, () => 0.5)).toBe(40_000);
    expect(retryDelayMs(30, policy, () => 0.5)).toBe(1_800_000);
    expect(retryDelayMs(3, policy, () => 0)).toBe(0);
  });

  it('retries for at least a day with the default policy before the window gives up on it', () => {
    // The window, not the count, ends the retries; the count shows the receiver is not hammered meanwhile.
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 86_400_000) {
      attempts++;
      elapsed += retryDelayMs(attempts, policy, () => 0.5);
    }
    expect(attempts).toBeGreaterThan(40);
    expect(attempts).toBeLessThan(70);
  });
});
