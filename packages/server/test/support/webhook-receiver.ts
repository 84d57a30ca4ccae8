import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The receiver's check of a delivery, exactly as docs/webhooks.md gives it to partners: the time within five
 * minutes, and any `v1` equal to the HMAC of "<t>.<body>" under the secret it holds.
 */
export function verifyW2ESignature(
  header: string,
  body: string,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts.some(
    ([key, value]) =>
      key === 'v1' && value.length === 64 && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}

export interface Received {
  deliveryId: string;
  /** The path and query it was POSTed to. */
  url: string;
  signature: string;
  body: string;
  answered: number;
}

/**
 * A partner's receiver on loopback over real HTTP: answers `failFirst` requests with 500 (or never, for
 * `hang`), then 200; waits `delayMs` before answering (counting what it holds); keeps every request it got.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  failFirst = 0;
  delayMs = 0;
  answer = 200;
  /** Requests read and not yet answered (held for `delayMs`). */
  inFlight = 0;
  private server: Server | null = null;
  private port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  /** The distinct delivery ids that got a 2xx, in the order they did. */
  delivered(): string[] {
    return this.received.filter((r) => r.answered < 300).map((r) => r.deliveryId);
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const answered = this.failFirst > 0 ? 500 : this.answer;
        if (this.failFirst > 0) this.failFirst--;
        const record = {
          deliveryId: String(request.headers['w2e-delivery']),
          url: request.url ?? '',
          signature: String(request.headers['w2e-signature']),
          body,
          answered,
        };
        this.inFlight++;
        setTimeout(() => {
          this.inFlight--;
          this.received.push(record);
          response.writeHead(answered).end();
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
